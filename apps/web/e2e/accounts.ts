import { test } from '@playwright/test';

/**
 * Sign-in in journeys uses test numbers with the fixed code 123456 (the shop's
 * OTP_TEST_NUMBERS, set for the journey server in playwright.config.ts). The shop allows one
 * code per number every 30 s, so every journey and screen size signs in with a slot of its own.
 */
export const E2E_OTP = '123456';
/** Slots for a first try (0..119) and for a retry (120..239): CI retries a journey once. */
const SLOTS_PER_TRY = 120;
export const E2E_PHONE_SLOTS = 2 * SLOTS_PER_TRY;
export const e2ePhone = (slot: number): string => String(9000000000 + slot);

/** Which try of its journey is running: 0 outside a test (a hook, a file's top level). */
function currentRetry(): number {
  try {
    return test.info().retry;
  } catch {
    return 0;
  }
}

/**
 * Slot for a journey: phone journeys use 0..59, desktop journeys 60..119. A retry signs in as
 * a shopper of its own (120 on), so it never runs on the orders, addresses or coins its
 * failed first try left in the worker's shop.
 */
export const phoneFor = (projectName: string, journey: number): string =>
  e2ePhone(
    Math.min(currentRetry(), 1) * SLOTS_PER_TRY + (projectName === 'desktop' ? 60 : 0) + journey,
  );
