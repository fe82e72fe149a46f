import { renderToString } from 'react-dom/server';
import { createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { AppRoutes, pageSource, preloadPage, shopRoutes } from './app/app-routes';
import { showsCatalog } from './app/catalog-pages';
import { HELD_CART_CHECK, PAINTED_CART_PATH } from './app/painted-cart';
import { trimHomeItems } from './app/painted-home';
import { Providers } from './app/providers';
import { pageKey, SERVER_STATE_ID, type ServerState } from './app/server-state';
import { sendApiCallsWith } from './lib/api-client';

/**
 * The shop's first paint, made on the server (apps/api/src/web-host/web.ts loads this bundle):
 * home, its search results and the category pages, with the data they were painted from, so
 * a shopper on a slow phone sees products before any script arrives, and the cart as a
 * visitor's, empty (app/painted-cart.ts: a device with a cart holds it back). The browser then
 * hydrates the same markup (main.tsx).
 */

export { pageKey };

/** The pages painted here: the ones in the first bundle that show the catalog, and the cart. */
export const paintsOnServer = (pathname: string): boolean =>
  showsCatalog(pathname) || pathname === PAINTED_CART_PATH;

const routes = createRoutesFromElements(shopRoutes);

/** Whether `pathname` is one of the shop's pages (else the app shows its not-found page). */
export const knowsPage = (pathname: string): boolean => {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route;
  return page !== undefined && page.path !== '*';
};

/** The code to preload for a page that loads on first visit (a manifest key), else null. */
export { pageSource };

export interface PaintedPage {
  /** The markup inside #root. */
  html: string;
  /** The element to add to the page: the data the markup was painted from. */
  state: string;
  /** False when a read failed: the page is still sent, but is not one to keep. */
  complete: boolean;
  /**
   * JavaScript to run inline before the markup shows, else null: the cart's check for a cart
   * on the device (the server allows exactly this text in the page's policy).
   */
  beforePaint: string | null;
}

/** Rendering until no new reads appear; pages read at most one level of dependent data. */
const MAX_PASSES = 3;

const wanted = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return query.state.status === 'pending' && on !== false && query.state.fetchStatus === 'idle';
};

/**
 * Paints `page` (a `pageKey`) as a visitor sees it: nobody signed in, nothing in the cart,
 * location not yet checked. `fetcher` answers the page's API calls (`/api/...`).
 */
export async function paintPage(page: string, fetcher: typeof fetch): Promise<PaintedPage> {
  sendApiCallsWith(fetcher);
  const pathname = new URL(page, 'http://shop.invalid').pathname;
  // A page that loads on first visit (the cart) renders once its code is here.
  await preloadPage(pathname);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <Providers client={client}>
      <StaticRouter location={page}>
        <AppRoutes />
      </StaticRouter>
    </Providers>
  );
  // Each pass records the reads the page makes; their answers feed the next pass.
  let html = renderToString(tree);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const reads = client.getQueryCache().getAll().filter(wanted);
    if (reads.length === 0) break;
    await Promise.all(reads.map((query) => query.fetch().catch(() => undefined)));
    html = renderToString(tree);
  }
  const queries = client.getQueryCache().getAll();
  const complete = queries.every((query) => query.state.status !== 'error');
  const partial = page === '/' ? trimHomeItems(client) : null;
  const state: ServerState = {
    page,
    queries: dehydrate(client),
    ...(partial ? { partial: [partial] } : {}),
  };
  // JSON inside <script> must never close it: "<" is written as its escape.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  client.clear();
  return {
    html,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`,
    complete,
    beforePaint: pathname === PAINTED_CART_PATH ? HELD_CART_CHECK : null,
  };
}
