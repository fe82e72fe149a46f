import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The URL parameter that carries the search term, so a search survives reloads and can be shared. */
export const SEARCH_PARAM = 'q';

/**
 * The committed search term, read from and written to `?q=`. The first search of a page adds
 * a history entry (Back returns to browsing); refining it replaces that entry.
 */
export function useSearchTerm(): [string, (term: string) => void] {
  const [params, setParams] = useSearchParams();
  const term = (params.get(SEARCH_PARAM) ?? '').trim();
  const setTerm = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(SEARCH_PARAM, next);
          else updated.delete(SEARCH_PARAM);
          return updated;
        },
        { replace: term !== '' },
      );
    },
    [setParams, term],
  );
  return [term, setTerm];
}
