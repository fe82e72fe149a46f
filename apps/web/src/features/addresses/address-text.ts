import { addressTypeLabel, type Address } from '@grofresh/contracts';

/** "Floor 2" for a bare number, the shopper's own words ("Ground floor") otherwise. */
const floorText = (floor: string) => (/floor/i.test(floor) ? floor : `Floor ${floor}`);

/**
 * Words a shopper starts a landmark with when they write its place themselves ("Near CMH
 * Hospital", "Opp. Metro station"); such a landmark is shown as typed, never "Near Near …".
 * The milk route sheet's SQL (milk-day-rows.ts in the API) keeps the same list.
 */
export const LANDMARK_LEAD =
  /^(near(by)?|opp(osite)?|behind|besides?|next to|adjacent to|close to|in front of|facing|above|below|beneath|across|inside|outside|off|at|after|before|under)\b/i;

/** "Near Metro station", or the shopper's own words when they already say where. */
export const landmarkText = (landmark: string): string =>
  LANDMARK_LEAD.test(landmark.trim()) ? landmark.trim() : `Near ${landmark.trim()}`;

/** The address on one line, as a delivery rider reads it; empty parts are left out. */
export function addressLine(address: Address): string {
  const cityZip = [address.city, address.zip].filter(Boolean).join(' ');
  return [
    address.flat,
    address.floor && floorText(address.floor),
    address.locality,
    address.landmark.trim() && landmarkText(address.landmark),
    cityZip,
  ]
    .filter(Boolean)
    .join(', ');
}

/** How the confirmation names an address: "Home address at Flat 12, Indiranagar". */
export const addressName = (address: Address): string =>
  `${addressTypeLabel(address.type)} address at ${address.flat}, ${address.locality}`;
