import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A page as the web app's server renderer paints it (apps/web/src/entry-server.tsx). */
export interface PaintedPage {
  /** The markup inside #root. */
  html: string;
  /** The `<script type="application/json">` with the data the markup was painted from. */
  state: string;
  /** False when one of the page's reads failed: sent, but never kept. */
  complete: boolean;
  /** JavaScript to run inline before the markup shows (the cart's), else null. */
  beforePaint?: string | null;
}

/** What `<webDist>/server/entry-server.mjs` exports (built by the web app's `vite build`). */
export interface ShopPainter {
  pageKey(pathname: string, search: string): string;
  paintsOnServer(pathname: string): boolean;
  paintPage(page: string, fetcher: typeof fetch): Promise<PaintedPage>;
  /** The page's own code when it loads on first visit (a key of Vite's manifest), else null. */
  pageSource(pathname: string): string | null;
  /** Whether the path is one of the app's pages (else its not-found page). */
  knowsPage(pathname: string): boolean;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunk of `key` and every chunk it imports statically, by file. */
function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

class Incomplete extends Error {
  constructor(readonly page: PaintedPage) {
    super('A read of the page failed; the page is not kept');
  }
}

/**
 * Paints home, search and category pages (and the cart, empty) on the server, so their first
 * paint needs no script.
 * Home and category pages are kept by the catalog cache: made once per catalog version (any
 * change, on any instance, repaints them) and per build of the renderer (a rebuilt app is
 * painted by its own renderer at once). The page's reads go to this app's own API
 * in-process, so the data is byte for byte what the browser would have fetched, from the same
 * kept answers; they count against the shopper whose visit needed them, as their browser's
 * calls would.
 */
export function webPainter(app: FastifyInstance, webDist: string) {
  const file = join(webDist, 'server', 'entry-server.mjs');
  let loaded: { version: number; painter: Promise<ShopPainter> } | undefined;

  const painter = async (): Promise<{ version: number; painter: ShopPainter } | null> => {
    if (!existsSync(file)) return null;
    const version = (await stat(file)).mtimeMs;
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(file).href}?v=${version}`;
      loaded = { version, painter: import(url) as Promise<ShopPainter> };
    }
    return { version, painter: await loaded.painter };
  };

  const fetcherFor =
    (clientAddress: string): typeof fetch =>
    async (input, init) => {
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        remoteAddress: clientAddress,
      });
      return new Response(answer.rawPayload.length > 0 ? answer.rawPayload : null, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };

  let manifest: { version: number; read: Promise<Manifest> } | undefined;
  const manifestOf = (version: number) => {
    if (manifest?.version !== version) {
      const file = join(webDist, '.vite', 'manifest.json');
      manifest = { version, read: readFile(file, 'utf8').then((text) => JSON.parse(text)) };
    }
    return manifest.read;
  };

  /**
   * The code of a page that loads on first visit (the cart, checkout, the account), beyond the
   * app's own (addresses from the root), so that it downloads alongside the app's instead of
   * after it.
   */
  const preloads = async (url: string): Promise<string[]> => {
    const loadedPainter = await painter();
    const source = loadedPainter?.painter.pageSource(new URL(url, 'http://shop.invalid').pathname);
    if (!loadedPainter || !source) return [];
    const chunks = await manifestOf(loadedPainter.version);
    const app = chunksOf(chunks, 'index.html');
    return [...chunksOf(chunks, source)].filter((file) => !app.has(file)).map((file) => `/${file}`);
  };

  /** The painted page for `url`, or null when it is not one the server paints. */
  const paint = async (url: string, clientAddress: string): Promise<PaintedPage | null> => {
    const { pathname, search } = new URL(url, 'http://shop.invalid');
    const loadedPainter = await painter();
    if (!loadedPainter?.painter.paintsOnServer(pathname)) return null;
    const { version, painter: shop } = loadedPainter;
    const page = shop.pageKey(pathname, search);
    // Search pages are too many and too varied to keep (as the API's search answers are):
    // each is painted for its visit.
    if (new URLSearchParams(search).get('q')?.trim()) {
      return shop.paintPage(page, fetcherFor(clientAddress));
    }
    try {
      return await app.catalogCache.remember(`page:${version}:${page}`, async () => {
        const painted = await shop.paintPage(page, fetcherFor(clientAddress));
        if (!painted.complete) throw new Incomplete(painted);
        return painted;
      });
    } catch (error) {
      if (error instanceof Incomplete) return error.page;
      throw error;
    }
  };

  /** 404 for an address that is none of the shop's pages (the app says so too), else 200. */
  const statusOf = async (url: string): Promise<200 | 404> => {
    const loadedPainter = await painter();
    const { pathname } = new URL(url, 'http://shop.invalid');
    return loadedPainter && !loadedPainter.painter.knowsPage(pathname) ? 404 : 200;
  };

  return { paint, preloads, statusOf };
}
