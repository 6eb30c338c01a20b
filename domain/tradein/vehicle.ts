/**
 * spec 2 §3 'Vehicle lookup result': what a valuation provider tells us about a car found by
 * its registration. Every field but the make, model and year may be missing (a provider or
 * a candidate choice that does not know it).
 */
export interface TradeInVehicle {
  /** The provider's evaluation id (spec 2 §7 EvalID); every later call names it. */
  readonly EvalID: string;
  readonly Make: string;
  readonly Model: string;
  readonly Year: number;
  readonly Series?: string;
  readonly Variant?: string;
  readonly VIN?: string;
  readonly Body?: string;
  readonly Transmission?: string;
  readonly Cylinders?: number;
  /** Compliance month (1–12) and year. */
  readonly CompMth?: number;
  readonly CompYr?: number;
  /** Build month (1–12) and year. */
  readonly BuildMth?: number;
  readonly BuildYr?: number;
  readonly EngineNo?: string;
  readonly Registration?: string;
  /** ISO date (YYYY-MM-DD) the registration expires. */
  readonly RegExpiry?: string;
  readonly KM?: number;
  readonly redbookCode?: string;
}

/** spec 2 §3: a candidate of the list a lookup answers when it has no exact match. */
export interface VehicleCandidate {
  readonly Description: string;
}

/** 'Toyota HiLux SR5 2019' style title: make, model, variant (else series), year. */
export function vehicleTitle(vehicle: Pick<TradeInVehicle, 'Make' | 'Model' | 'Variant' | 'Series' | 'Year'>): string {
  return [vehicle.Year, vehicle.Make, vehicle.Model, vehicle.Variant ?? vehicle.Series].filter((part) => part !== undefined && part !== '').join(' ');
}
