import { useSearchParams } from 'react-router';

/** The value if it is one of `list`, else undefined: what a hand-edited URL may hold. */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);

/**
 * The page's query parameters, and ways to change some of them while keeping the rest (the
 * console keeps its tab, view and filters side by side in the URL). Changes replace the
 * history entry unless told otherwise.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const edit = (change: (next: URLSearchParams) => void, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );
  /** Sets `key`, or removes it for an empty value. */
  const setParam = (key: string, value: string | undefined, replace = true) =>
    edit((next) => (value ? next.set(key, value) : next.delete(key)), replace);
  return { params, edit, setParam };
}
