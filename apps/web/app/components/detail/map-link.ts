/**
 * Where "Open in maps" goes for an embedded map: OpenStreetMap's page at the embed's marker, or,
 * for a map without one, a map search for the address.
 */
export function mapLink(map: string, address: string): string {
  try {
    const url = new URL(map);
    const [lat, lng] = (url.searchParams.get("marker") ?? "").split(",").map(Number);
    if (url.hostname.endsWith("openstreetmap.org") && Number.isFinite(lat) && Number.isFinite(lng))
      return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
  } catch {
    // Not a URL: search for the address instead.
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
