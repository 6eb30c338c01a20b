/**
 * The seasons of the Australian calendar (the southern hemisphere's, as Australians count them:
 * whole months, summer from December). Promotion copy that names a season must run in it.
 */
export type Season = 'summer' | 'autumn' | 'winter' | 'spring';

const SEASON_OF_MONTH: readonly Season[] = [
  'summer',
  'summer', // January, February
  'autumn',
  'autumn',
  'autumn', // March to May
  'winter',
  'winter',
  'winter', // June to August
  'spring',
  'spring',
  'spring', // September to November
  'summer', // December
];

/** The season of a calendar date ('2027-06-30' → winter), read from its month alone. */
export function australianSeason(isoDate: string): Season {
  const month = Number(isoDate.slice(5, 7));
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return SEASON_OF_MONTH[month - 1]!;
}

/** The seasons a text names ('Summer deals' → summer). */
export function seasonsNamed(text: string): Season[] {
  return (['summer', 'autumn', 'winter', 'spring'] as const).filter((season) => new RegExp(`\\b${season}\\b`, 'i').test(text));
}
