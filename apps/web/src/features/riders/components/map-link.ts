/**
 * A maps link to where the rider goes: the pin when the address has one (the door, not the
 * street), else the address as written. Opens the phone's maps app.
 */
export function mapHref(place: { lat: number; lon: number } | null | undefined, line: string) {
  const query = place ? `${place.lat},${place.lon}` : line;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
