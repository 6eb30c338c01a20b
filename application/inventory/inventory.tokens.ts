import type { CarRepository } from './car-repository.port';

/** DI tokens of the inventory area (bound in config/container.ts). */
export const INVENTORY = {
  CarRepository: Symbol.for('caryard.inventory.CarRepository') as symbol & { __type?: CarRepository },
} as const;
