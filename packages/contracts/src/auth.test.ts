import { describe, expect, it } from 'vitest';
import { addressInputSchema, PHONE_DIGITS_MESSAGE } from './addresses';
import {
  codeRefusalDetailsSchema,
  INVALID_PHONE_MESSAGE,
  isMobileNumber,
  phoneFieldSchema,
  phoneProblem,
  tooManyWrongCodesMessage,
} from './auth';
import { assignedToSchema } from './orders';
import { storeSettingsSchema } from './ops-store';
import { createTableOrderBodySchema } from './table-orders';
import { updateUserBodySchema } from './users';

describe('the mobile number rule', () => {
  it.each([
    ['6000000000', true],
    ['7012345678', true],
    ['8123456789', true],
    ['9876543210', true],
    ['5876543210', false],
    ['0987654321', false],
    ['1234567890', false],
    ['987654321', false],
    ['98765432101', false],
    ['98765 4321', false],
    ['', false],
  ])('%s is a mobile number: %s', (phone, ok) => {
    expect(isMobileNumber(phone)).toBe(ok);
    expect(phoneProblem(phone)).toBe(ok ? undefined : INVALID_PHONE_MESSAGE);
  });

  it('gives every input that takes a number the same message', () => {
    const first = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    const phone = '5876543210';
    expect(first(updateUserBodySchema.safeParse({ phone, session_id: 's' }))).toBe(
      INVALID_PHONE_MESSAGE,
    );
    expect(first(createTableOrderBodySchema.safeParse({ phone, dineInItems: [] }))).toBe(
      INVALID_PHONE_MESSAGE,
    );
    expect(first(storeSettingsSchema.shape.phone.safeParse(phone))).toBe(INVALID_PHONE_MESSAGE);
    expect(first(assignedToSchema.safeParse({ name: 'Ravi', phone }))).toBe(INVALID_PHONE_MESSAGE);
    expect(first(addressInputSchema.shape.phone.safeParse(phone))).toBe(INVALID_PHONE_MESSAGE);
  });

  it("keeps the product's length text where a form has one, with a single message each time", () => {
    const field = phoneFieldSchema(PHONE_DIGITS_MESSAGE);
    const messages = (value: string) =>
      field.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages('98100')).toEqual([PHONE_DIGITS_MESSAGE]);
    expect(messages('51')).toEqual([PHONE_DIGITS_MESSAGE]);
    expect(messages('5876543210')).toEqual([INVALID_PHONE_MESSAGE]);
    expect(messages(' 9876543210 ')).toEqual([]);
    expect(messages('')).toEqual([PHONE_DIGITS_MESSAGE]);
    expect(phoneFieldSchema(PHONE_DIGITS_MESSAGE, { optional: true }).safeParse('').success).toBe(
      true,
    );
  });

  it('reads the tries left of a refused code', () => {
    expect(codeRefusalDetailsSchema.safeParse({ attemptsLeft: 2 }).data).toEqual({
      attemptsLeft: 2,
    });
    expect(codeRefusalDetailsSchema.safeParse({ attemptsLeft: -1 }).success).toBe(false);
    expect(codeRefusalDetailsSchema.safeParse(undefined).success).toBe(false);
  });
});

describe('the cool-down message of a number with too many wrong codes', () => {
  it.each([
    ['2026-11-23T10:00:00+05:30', '2026-11-23T16:35:00+05:30', '4:35 PM'],
    ['2026-11-23T18:00:00+05:30', '2026-11-24T09:05:00+05:30', '9:05 AM tomorrow'],
    ['2026-11-23T23:50:00+05:30', '2026-11-24T00:10:00+05:30', '12:10 AM tomorrow'],
  ])('at %s, with codes taken again at %s, says "after %s"', (now, retryAt, said) => {
    expect(tooManyWrongCodesMessage(new Date(retryAt), new Date(now))).toBe(
      `Too many wrong codes for this number. Please try again after ${said}.`,
    );
  });
});
