/**
 * Sign-in in journeys uses test numbers with the fixed code 123456 (the shop's
 * OTP_TEST_NUMBERS, set for the journey server in playwright.config.ts). The shop allows one
 * code per number every 30 s, so every journey and screen size signs in with a slot of its own.
 */
export const E2E_OTP = '123456';
export const E2E_PHONE_SLOTS = 120;
export const e2ePhone = (slot: number): string => String(9000000000 + slot);
/** Slot for a journey: phone journeys use 0..59, desktop journeys 60..119. */
export const phoneFor = (projectName: string, journey: number): string =>
  e2ePhone((projectName === 'desktop' ? 60 : 0) + journey);
