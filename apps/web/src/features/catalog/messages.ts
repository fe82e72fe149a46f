/** SPEC 2 and 8 catalog texts, each written once; pages and tests import them. */
export const CATALOG_MESSAGES = {
  emptyCategory: 'No products found in this category.',
  /** Logged only (SPEC 8), for a category route reached without an id. */
  missingCategoryId: 'Category ID is undefined',
} as const;
