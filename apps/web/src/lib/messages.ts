/** SPEC 8: the general failure message for orders, payments and address deletion. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
