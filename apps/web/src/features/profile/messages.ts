/**
 * The Profile tab's texts, each written once; components and tests import them. Field rules
 * and the server's refusals live in contracts (`userMessages`), shared with the server.
 */
export const PROFILE_MESSAGES = {
  saved: 'Profile saved',
  numberChanged: 'Mobile number changed',
  deleted: 'Your account has been deleted',
  deleteTitle: 'Delete your account?',
  deleteConfirm: 'Delete my account',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereTitle: 'Sign out on every device?',
  signOutEverywhereText:
    'You will be signed out here and on every other phone or computer where you use GroFresh. Your cart stays on each device, and you can log in again with an OTP.',
} as const;
