import { onFirstUse } from './first-use';

/** Money is integer paise inside and rupees (at most 2 decimals) on the wire. */
export type Paise = number;

export const toRupees = (paise: Paise): number => paise / 100;

/** Rounds to the nearest paisa, so 10.005 rupees never turns into a fraction of a paisa. */
export const toPaise = (rupees: number): Paise => Math.round(rupees * 100);

/** Indian digit grouping of a whole number's digits: the last three, then pairs ("12,34,567"). */
const groupIndian = (digits: string): string => {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
};

/** Amounts no shop has (past 90 lakh crore, or not a number) still read as before. */
const farRupees = onFirstUse(
  () => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * "₹1,234.50", "₹12,34,567.50": the shop always shows rupees with two decimals, in en-IN's
 * grouping, rounded to the paisa as `toPaise` does. Written out rather than through
 * Intl.NumberFormat: the first Intl formatter a page makes loads the browser's locale data,
 * some 100 ms of its first task at Lighthouse's 4x CPU slowdown.
 */
export const formatRupees = (rupees: number): string => {
  const paise = toPaise(rupees);
  if (!Number.isSafeInteger(paise)) return `₹${farRupees().format(rupees)}`;
  const whole = Math.trunc(Math.abs(paise) / 100);
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  return `₹${paise < 0 ? '-' : ''}${groupIndian(String(whole))}.${fraction}`;
};
