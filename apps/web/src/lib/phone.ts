import { PHONE_LENGTH, PHONE_PREFIX } from '@grofresh/contracts';

/** A stored 10-digit number as shoppers read it: +91 98765 43210. */
export const formatPhone = (phone: string): string =>
  phone.length === PHONE_LENGTH ? `${PHONE_PREFIX} ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;

/** What a digits-only field keeps of what was typed or pasted. */
export const digitsOnly = (value: string, max: number): string =>
  value.replace(/\D/g, '').slice(0, max);

/**
 * A mobile number field's value: digits only, at most 10. A pasted "+91 98765 43210" or
 * "098765 43210" loses its prefix first, so the number the shopper meant survives.
 */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  const country = PHONE_PREFIX.replace('+', '');
  if (digits.length > PHONE_LENGTH && digits.startsWith(country))
    digits = digits.slice(country.length);
  else if (digits.length > PHONE_LENGTH && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}
