/**
 * The catalog's texts (docs/product/messages.md), each written once; pages and tests import them.
 */
export const CATALOG_MESSAGES = {
  emptyCategory: 'No products found in this category.',
  /** A size sold out, in the card's size list and the details' size choice (as the cart says it). */
  outOfStock: 'Out of stock',
  /**
   * Logged only (docs/product/messages.md#only-logged), for a category route reached without an id.
   */
  missingCategoryId: 'Category ID is undefined',
} as const;
