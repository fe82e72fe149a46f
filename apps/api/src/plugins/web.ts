import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/app-error';

/**
 * One process is the whole shop: the API under /api and the built web app for every page
 * route (SPA fallback to index.html). Hashed assets are cached for a year; the page never.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
