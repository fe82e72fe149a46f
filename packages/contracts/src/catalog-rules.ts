// Kept apart from the schemas, so the web app's first page takes them without zod.

/** The home page asks for 1000 items, a category page for 500 (docs/product/rules.md#limits). */
export const ITEM_LIMIT_HOME = 1000;
export const ITEM_LIMIT_CATEGORY = 500;
/**
 * A search answers its 50 best matches unless `limit` asks for more: a page a shopper reads
 * from the top, where a short prefix ('pan') matches over a thousand names of a large catalog.
 */
export const ITEM_LIMIT_SEARCH = 50;

/**
 * The category whose items need a shopper inside the delivery radius (docs/product/rules.md#dairy).
 */
export const DAIRY_CATEGORY_NAME = 'Dairy products';
