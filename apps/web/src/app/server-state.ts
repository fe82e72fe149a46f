import type { DehydratedState } from '@tanstack/react-query';

/** The element holding the data the server painted the page with (JSON, not a script). */
export const SERVER_STATE_ID = 'server-state';

export interface ServerState {
  /** `pageKey` of what was painted: a page kept for another URL (offline) is not hydrated. */
  page: string;
  queries: DehydratedState;
  /** Hashes of queries whose data is only what the first paint shows: asked for in full. */
  partial?: string[];
}

/**
 * What the server paints a page from: its path and its search term, the only part of the
 * URL that home and category pages read (tracking parameters share one painted page).
 */
export function pageKey(pathname: string, search: string): string {
  const term = new URLSearchParams(search).get('q')?.trim();
  return term ? `${pathname}?q=${encodeURIComponent(term)}` : pathname;
}

/**
 * The data of the server's HTML when it was painted for this very page, else null. It was
 * made from the catalog as it stood when the page was sent (the server repaints on every
 * catalog change), so it counts as fetched just now.
 */
export function readServerState(): DehydratedState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as ServerState;
  if (state.page !== pageKey(window.location.pathname, window.location.search)) return null;
  const now = Date.now();
  const partial = new Set(state.partial);
  // A partial answer counts as stale, so the page asks for the whole of it as it starts.
  for (const query of state.queries.queries)
    query.state.dataUpdatedAt = partial.has(query.queryHash) ? 0 : now;
  return state.queries;
}
