/** Money is integer paise inside and rupees (at most 2 decimals) on the wire. */
export type Paise = number;

export const toRupees = (paise: Paise): number => paise / 100;

/** Rounds to the nearest paisa, so 10.005 rupees never turns into a fraction of a paisa. */
export const toPaise = (rupees: number): Paise => Math.round(rupees * 100);

const inrFormatter = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,234.50": the shop always shows rupees with two decimals. */
export const formatRupees = (rupees: number): string => `₹${inrFormatter.format(rupees)}`;
