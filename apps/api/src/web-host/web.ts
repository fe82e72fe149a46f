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
import { assemblePage } from './web-page';
import { pinWebBuild } from './web-build';
import { webPainter } from './web-renderer';

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
 * The build is the one `builtApp` named at start (`pinWebBuild`), whatever is built after.
 * Each page answer carries its own Content-Security-Policy (`pagePolicy`) with a fresh nonce.
 * Home, search and category pages come painted with their products (`webPainter`), the cart
 * as an empty one that a device with a cart holds back (its inline check), and their app's
 * scripts come after that paint (`withAppAfterPaint`).
 */
export async function registerWeb(
  app: FastifyInstance,
  builtApp: string,
  pagePolicy: (nonce: string, scriptHashes: readonly string[]) => string,
): Promise<void> {
  const served = pinWebBuild(builtApp);
  app.addHook('onClose', async () => served.release());
  const webDist = served.root;
  const indexFile = join(webDist, 'index.html');
  const workerFile = join(webDist, 'sw.js');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The page itself only through the fallback below, which gives it its policy; the
      // server's renderer and the leases of the shops serving the build are for them only.
      allowedPath: (path) =>
        path !== '/index.html' && !path.startsWith('/server/') && !path.startsWith('/.served-by/'),
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
      // Read at each visit: a build made in place (a plain WEB_DIST folder) is served at once.
      const nonce = randomBytes(16).toString('base64');
      // Without its first paint or its preloads the page still works: the browser draws it.
      const unless = (what: string) => (error: unknown) => {
        req.log.error({ err: error }, `${what} failed`);
        return null;
      };
      const [html, painted, pageFiles, status] = await Promise.all([
        readFile(indexFile, 'utf8'),
        req.method === 'GET' ? paint(req.url, req.ip).catch(unless('painting the page')) : null,
        preloads(req.url).catch(unless('listing the page’s preloads')),
        statusOf(req.url).catch(() => 200 as const),
      ]);
      const page = await assemblePage(html, painted, pageFiles ?? [], webDist, nonce);
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pagePolicy(nonce, page.scriptSources))
        .type('text/html; charset=utf-8')
        .send(await compressed(req, reply, page.html));
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
