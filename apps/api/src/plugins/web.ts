import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/app-error';
import { webPainter, type PaintedPage } from './web-painter';

/** Tells the page's scripts this answer's style nonce (read by /csp-setup.js). */
const withNonce = (html: string, nonce: string): string =>
  html.replace(/<head>/i, `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);

const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The build's stylesheets, read once each: their names change with their content. Held by
 * file, so a rebuilt app's new names are read at its first visit.
 */
const stylesheets = new Map<string, Promise<string>>();
const stylesheet = (webDist: string, file: string): Promise<string> => {
  const path = join(webDist, file);
  let css = stylesheets.get(path);
  if (!css) {
    css = readFile(path, 'utf8');
    stylesheets.set(path, css);
    css.catch(() => stylesheets.delete(path));
  }
  return css;
};

/**
 * The app's stylesheet inside the page, under this answer's nonce: a phone on a slow network
 * paints the server's HTML as soon as it arrives instead of after one more round trip and
 * download. A stylesheet that cannot be read (or could close the element) stays a link.
 */
async function withStyles(html: string, webDist: string, nonce: string): Promise<string> {
  const links = [...html.matchAll(STYLESHEET)];
  const sheets = await Promise.all(
    links.map(([, file]) => stylesheet(webDist, file!).catch(() => null)),
  );
  return links.reduce((page, [link], i) => {
    const css = sheets[i];
    if (css == null || /<\/style/i.test(css)) return page;
    return page.replace(link, () => `<style nonce="${nonce}">${css}</style>`);
  }, html);
}

/** Module preloads for the page's own code, ahead of the app's scripts. */
const withPreloads = (html: string, links: string): string =>
  links ? html.replace('</head>', () => `${links}\n  </head>`) : html;

/** The server's first paint inside #root, and the data it was painted from right after. */
const withPainted = (html: string, painted: PaintedPage | null): string =>
  painted
    ? html.replace(
        '<div id="root"></div>',
        () => `<div id="root">${painted.html}</div>${painted.state}`,
      )
    : html;

const APP_SCRIPT = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="(\/assets\/[^"]+\.js)"[^>]*>/g;

/**
 * A page the server painted shows its products without any script, so the app's scripts and
 * preloads leave its HTML: /csp-setup.js adds them once the page has loaded, or at the
 * shopper's first touch (`app-after-paint`, the entry first). A phone on a slow network spends
 * its first bandwidth on the page and its pictures, then takes the app over what it shows.
 */
function withAppAfterPaint(html: string): string {
  const files = [...html.matchAll(APP_SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map(
    ([, file]) => file!,
  );
  if (!files.length) return html;
  const page = html.replace(APP_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const meta = `<meta name="app-after-paint" content="${[...new Set(files)].join(' ')}" />`;
  return page.replace('</head>', () => `  ${meta}\n  </head>`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * A page with its products is some 400 kB of very repetitive markup: compressed it is a tenth
 * of that. Each answer has its own nonce, so it is compressed per answer, at a quality that
 * takes a few milliseconds.
 */
async function compressed(req: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding');
  const encoding = encodings.negotiate(req.headers['accept-encoding'] ?? '');
  if (!encoding || html.length < 1024) return html;
  const body = Buffer.from(html);
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 });
}

/**
 * The service worker (apps/web/public/sw.js) runs under its own answer's policy, and fetches
 * the shop's pages, files and catalog for the pages it serves; nothing else.
 */
const WORKER_POLICY = "default-src 'none'; connect-src 'self'";

/**
 * One process is the whole shop: the API under /api and the built web app for every page
 * route (SPA fallback to index.html). Hashed assets are cached for a year; the page never.
 * Each page answer carries its own Content-Security-Policy (`pagePolicy`) with a fresh nonce.
 * Home, search and category pages come painted with their products (`webPainter`), and their
 * app's scripts come after that paint (`withAppAfterPaint`).
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  pagePolicy: (nonce: string) => string,
): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const workerFile = join(webDist, 'sw.js');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The page itself only through the fallback below, which gives it its policy; the
      // server's renderer is for this process only.
      allowedPath: (path) => path !== '/index.html' && !path.startsWith('/server/'),
      // The build writes .br and .gz beside each asset (vite.config.ts); serve those as they are.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (path === workerFile) res.header('content-security-policy', WORKER_POLICY);
      },
    });
  }

  const { paint, preloads, statusOf } = webPainter(app, webDist);

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/media/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPage && hasWeb) {
      // Read at each visit, as the file server did: a rebuilt app is served at once.
      const nonce = randomBytes(16).toString('base64');
      // Without its first paint or its preloads the page still works: the browser draws it.
      const unless = (what: string) => (error: unknown) => {
        req.log.error({ err: error }, `${what} failed`);
        return null;
      };
      const [html, painted, links, status] = await Promise.all([
        readFile(indexFile, 'utf8'),
        req.method === 'GET' ? paint(req.url, req.ip).catch(unless('painting the page')) : null,
        preloads(req.url).catch(unless('listing the page’s preloads')),
        statusOf(req.url).catch(() => 200 as const),
      ]);
      // The app's scripts are moved in the built index.html itself, not searched for in the
      // painted page, which is a hundred times longer.
      const shell = painted ? withAppAfterPaint(html) : html;
      const styled = await withStyles(shell, webDist, nonce);
      const page = withPreloads(withPainted(styled, painted), links ?? '');
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pagePolicy(nonce))
        .type('text/html; charset=utf-8')
        .send(await compressed(req, reply, withNonce(page, nonce)));
    }
    if (isPage) {
      return reply
        .type('text/plain; charset=utf-8')
        .status(503)
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    throw notFound(`No route for ${req.method} ${path}`);
  });
}
