import { describe, expect, it } from 'vitest';
import { homeAddress } from '@/test/order-fixtures';
import { addressLine } from './address-text';

const withLandmark = (landmark: string) => addressLine({ ...homeAddress, landmark });

describe('an address on one line', () => {
  it('puts "Near" before a landmark the shopper named alone', () => {
    expect(withLandmark('CMH Hospital')).toBe(
      '12 Lake View Apartments, Floor 2, Indiranagar, Near CMH Hospital, Bengaluru 560038',
    );
  });

  it.each([
    'Near CMH Hospital',
    'near CMH Hospital',
    'Opp. Metro station',
    'Opposite Metro station',
    'Behind Forum Mall',
    'Next to the temple',
  ])('shows "%s" as typed, never with a second "Near"', (landmark) => {
    expect(withLandmark(landmark)).toContain(`Indiranagar, ${landmark}, Bengaluru`);
    expect(withLandmark(landmark)).not.toMatch(/Near (near|opp|behind|next)/i);
  });

  it('keeps "Near" for a landmark whose name only starts like a place word', () => {
    expect(withLandmark('Nearby Mart')).toContain('Nearby Mart');
    expect(withLandmark('Atria Mall')).toContain('Near Atria Mall');
    expect(withLandmark('Oppo Store')).toContain('Near Oppo Store');
  });
});
