import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/app-error';

/** Tells the page's scripts this answer's style nonce (read by /csp-setup.js). */
const withNonce = (html: string, nonce: string): string =>
  html.replace(/<head>/i, `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);

/**
 * One process is the whole shop: the API under /api and the built web app for every page
 * route (SPA fallback to index.html). Hashed assets are cached for a year; the page never.
 * Each page answer carries its own Content-Security-Policy (`pagePolicy`) with a fresh nonce.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  pagePolicy: (nonce: string) => string,
): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The page itself only through the fallback below, which gives it its policy.
      allowedPath: (path) => path !== '/index.html',
      // The build writes .br and .gz beside each asset (vite.config.ts); serve those as they are.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

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
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pagePolicy(nonce))
        .type('text/html; charset=utf-8')
        .send(withNonce(await readFile(indexFile, 'utf8'), nonce));
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
