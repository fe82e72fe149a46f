import { sendMark } from './api/rider-calls';
import { clearRiderPhone, marksOf, sendMarks, useMarkQueue } from './mark-queue';
import { RIDER_MESSAGES } from './messages';

/** How long signing out waits for the waiting marks to be answered before asking. */
const SEND_WAIT_MS = 8_000;

/** The marks `userId` made that the phone still holds. */
const marksWaitingFor = (userId: string): number =>
  marksOf(useMarkQueue.getState().marks, userId).length;

/**
 * Before a rider signs out (docs/product/rules.md#riders): their waiting marks are sent while
 * the sign-in that made them still stands; any the server has not answered (no signal) are
 * named, and the rider chooses to sign out anyway or stay. Signing out then clears the list
 * and the marks from the phone, so the next person neither sees nor sends them. False when
 * the rider stays.
 */
async function settleMarksBeforeSignOut(
  userId: string,
  ask: (waiting: number) => boolean = (n) => window.confirm(RIDER_MESSAGES.signOutWaiting(n)),
): Promise<boolean> {
  if (marksWaitingFor(userId) > 0 && navigator.onLine) {
    const timeUp = new Promise<boolean>((done) => setTimeout(() => done(false), SEND_WAIT_MS));
    await Promise.race([sendMarks(sendMark, userId), timeUp]);
  }
  const left = marksWaitingFor(userId);
  if (left > 0 && !ask(left)) return false;
  clearRiderPhone();
  return true;
}

/** The riders' step before any sign-out (app/sign-out-steps.ts): at once when nothing waits. */
export function riderSignOutStep(userId: string): boolean | Promise<boolean> {
  if (marksWaitingFor(userId) > 0) return settleMarksBeforeSignOut(userId);
  clearRiderPhone();
  return true;
}
