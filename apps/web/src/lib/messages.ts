/**
 * The general failure message for orders, payments and address deletion (docs/product/messages.md).
 */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
