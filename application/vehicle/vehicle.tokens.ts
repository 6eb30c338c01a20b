import type { VehicleEngagementStore } from './vehicle-engagement.port';
import type { VehiclePdfRenderer } from './vehicle-pdf-renderer.port';

/** DI tokens of the vehicle-page area (bound in config/container.ts). */
export const VEHICLE = {
  EngagementStore: Symbol.for('caryard.vehicle.VehicleEngagementStore') as symbol & { __type?: VehicleEngagementStore },
  PdfRenderer: Symbol.for('caryard.vehicle.VehiclePdfRenderer') as symbol & { __type?: VehiclePdfRenderer },
} as const;
