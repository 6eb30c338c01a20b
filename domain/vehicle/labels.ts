import type { CarType } from './car';

/** spec 1 §9: make names as feeds send them → the name the site shows. Matched case-insensitively. */
const MAKE_NORMALISATIONS: ReadonlyMap<string, string> = new Map([
  ['suzuki australia', 'Suzuki'],
  ['mercedes benz', 'Mercedes-Benz'],
  ['isuzu ute', 'Isuzu'],
  ['viscount caravans', 'Viscount'],
]);

/** spec 1 §9: make names normalised (Suzuki Australia → Suzuki, Mercedes Benz → Mercedes-Benz, ...). */
export function normaliseMake(make: string): string {
  const trimmed = make.trim();
  // Inner runs of spaces are collapsed for the lookup so 'Mercedes  Benz' matches too.
  return MAKE_NORMALISATIONS.get(trimmed.toLowerCase().replace(/\s+/g, ' ')) ?? trimmed;
}

/**
 * spec 1 §9: "numeric models of two makes are prefixed with the brand". Choice: Mazda and
 * Peugeot, each in the brand's own style — Mazda writes its numeric models joined
 * ('3' → 'Mazda3', 'Mazda2', 'Mazda6'), Peugeot with a space ('208' → 'Peugeot 208').
 */
const NUMERIC_MODEL_PREFIX: ReadonlyMap<string, (model: string) => string> = new Map([
  ['mazda', (model: string) => `Mazda${model}`],
  ['peugeot', (model: string) => `Peugeot ${model}`],
]);

/** The model name as shown: numeric models of Mazda and Peugeot carry the brand. */
export function modelDisplayName(make: string, model: string): string {
  const trimmed = model.trim();
  const prefix = NUMERIC_MODEL_PREFIX.get(normaliseMake(make).toLowerCase());
  return prefix && /^\d+$/.test(trimmed) ? prefix(trimmed) : trimmed;
}

export interface CarTypeLabels {
  readonly new: string;
  readonly demo: string;
  /** spec 1 §9: 'used' shown as 'Pre-Owned' on some sites (DealerSite labels.used). */
  readonly used: string;
}

export const DEFAULT_CAR_TYPE_LABELS: CarTypeLabels = { new: 'New', demo: 'Demo', used: 'Used' };

/** The label of a car type on a site; a blank site label falls back to the default. */
export function carTypeLabel(carType: CarType, labels: Partial<CarTypeLabels> = {}): string {
  const label = labels[carType]?.trim();
  return label ? label : DEFAULT_CAR_TYPE_LABELS[carType];
}
