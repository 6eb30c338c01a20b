/** A Google Maps search link for a street address (spec 2 §3 Location address.place_url). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
