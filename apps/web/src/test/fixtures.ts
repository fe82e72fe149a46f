import { DAIRY_CATEGORY_NAME, type Category, type Item } from '@grofresh/contracts';

export const dairy: Category = {
  _id: 'cat-dairy',
  name: DAIRY_CATEGORY_NAME,
  image: '/media/emoji/glass-of-milk.svg',
};
export const fruits: Category = {
  _id: 'cat-fruits',
  name: 'Fruits',
  image: '/media/emoji/red-apple.svg',
};
export const bakery: Category = {
  _id: 'cat-bakery',
  name: 'Bakery & Biscuits',
  image: '/media/emoji/bread.svg',
};

const base = {
  description: 'Fresh from the store.',
  availability: true,
  inStock: true,
  variants: [],
  isVarient: false,
};

/** A variant item: ₹29 for 500 ml, ₹56 (discounted to ₹52.50) for 1 L. */
export const milk: Item = {
  ...base,
  _id: 'item-milk',
  name: 'Toned Milk',
  image: '/media/emoji/glass-of-milk.svg',
  price: 29,
  discountPrice: 0,
  isVarient: true,
  variants: [
    { value: '500 ml', price: 29, discountPrice: 0, inStock: true },
    { value: '1 L', price: 56, discountPrice: 52.5, inStock: true },
  ],
  category: [dairy._id],
};

/** A plain item with a discount: ₹130, sold at ₹119.99. */
export const apple: Item = {
  ...base,
  _id: 'item-apple',
  name: 'Green Apple',
  image: '/media/emoji/green-apple.svg',
  price: 130,
  discountPrice: 119.99,
  category: [fruits._id],
};

/** A plain item without a discount. */
export const bread: Item = {
  ...base,
  _id: 'item-bread',
  name: 'Brown Bread',
  image: '/media/emoji/bread.svg',
  price: 45,
  discountPrice: 0,
  category: [bakery._id],
};

/** Filed under dairy and bakery: still a dairy item. */
export const paneerPuff: Item = {
  ...bread,
  _id: 'item-puff',
  name: 'Paneer Puff',
  category: [bakery._id, dairy._id],
};
