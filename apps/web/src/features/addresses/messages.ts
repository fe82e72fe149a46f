/**
 * SPEC 2 and 8: the saved-address texts, each written once; components and tests import them.
 * The field messages live in contracts' addressInputSchema (the server validates with it too),
 * and a failed delete says lib/messages' SOMETHING_WENT_WRONG.
 */
export const ADDRESS_MESSAGES = {
  empty: 'No addresses saved yet.',
  saved: 'Address saved',
  deleted: 'Address deleted',
  saveFailed: 'Unable to save address',
  deleteTitle: 'Delete Address',
} as const;
