/** "Grocoin" for one, "Grocoins" otherwise. */
export const grocoinWord = (count: number): string =>
  Math.abs(count) === 1 ? 'Grocoin' : 'Grocoins';

/** "1 Grocoin", "5 Grocoins" (1 Grocoin = ₹1). */
export const grocoins = (count: number): string => `${count} ${grocoinWord(count)}`;
