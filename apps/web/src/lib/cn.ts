/** Joins class names, skipping the falsy ones conditional classes leave behind. */
export const cn = (...classes: (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(' ');
