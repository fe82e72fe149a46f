// The search goals' varied terms (bench/search-goals.mjs, bench/search-index.mts), from names:
// each word of four letters or more, its first three letters, the word with a letter doubled
// and with one dropped, in a stable shuffled order (the same for every shop and checkout).
const hash = (text) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_003, 7);

/** Every such term of `names`, shuffled; the benches take the first ones. */
export function variedTerms(names) {
  const words = [...new Set(names.flatMap((n) => n.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
  const typos = (w) => [w.slice(0, 2) + w.slice(1), w.slice(0, 2) + w.slice(3)];
  const forms = words.flatMap((w) => [w, w.slice(0, 3), ...typos(w)]);
  return [...new Set(forms)].sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1));
}
