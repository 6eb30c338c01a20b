/** spec 2 §9: Earth radius 6371 km for distance. */
export const EARTH_RADIUS_KM = 6371;

export interface LatLong {
  readonly lat: number;
  readonly long: number;
}

/** Great-circle distance in km by the haversine formula (R = 6371 km). */
export function haversineKm(a: LatLong, b: LatLong): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  // Clamped: rounding can push h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

/** Items nearest first (stable for equal distances). */
export function sortByDistance<T>(items: readonly T[], origin: LatLong, pointOf: (item: T) => LatLong): T[] {
  return items
    .map((item, index) => ({ item, index, km: haversineKm(origin, pointOf(item)) }))
    .sort((x, y) => x.km - y.km || x.index - y.index)
    .map(({ item }) => item);
}
