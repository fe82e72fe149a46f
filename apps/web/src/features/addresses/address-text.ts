import { addressTypeLabel, type Address } from '@grofresh/contracts';

/** "Floor 2" for a bare number, the shopper's own words ("Ground floor") otherwise. */
const floorText = (floor: string) => (/floor/i.test(floor) ? floor : `Floor ${floor}`);

/** The address on one line, as a delivery rider reads it; empty parts are left out. */
export function addressLine(address: Address): string {
  const cityZip = [address.city, address.zip].filter(Boolean).join(' ');
  return [
    address.flat,
    address.floor && floorText(address.floor),
    address.locality,
    address.landmark && `Near ${address.landmark}`,
    cityZip,
  ]
    .filter(Boolean)
    .join(', ');
}

/** How the confirmation names an address: "Home address at Flat 12, Indiranagar". */
export const addressName = (address: Address): string =>
  `${addressTypeLabel(address.type)} address at ${address.flat}, ${address.locality}`;
