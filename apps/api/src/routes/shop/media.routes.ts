import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { bannerQuerySchema, bannerSvg } from '../../modules/media/banner';
import { emojiSvg, findEmoji } from '../../modules/media/emoji';
import { IMMUTABLE, UPLOAD_NAME, uploadStore } from '../../modules/media/uploads';

const YEAR = 365 * 24 * 3600;

/** Images that ship with the app: product art and banners, never from a remote host. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = uploadStore(app.config);

  // Staff uploads: from disk, or from the bucket's public address when there is one.
  app.get(
    '/media/uploads/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (req, reply) => {
      const { file } = req.params;
      if (!UPLOAD_NAME.test(file)) throw notFound('Image not found');
      const remote = uploads.publicUrl(file);
      if (remote) return reply.redirect(remote, 301);
      const data = await uploads.read(file);
      if (!data) throw notFound('Image not found');
      return reply.type('image/webp').header('cache-control', IMMUTABLE).send(data);
    },
  );

  app.get(
    '/media/emoji/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) }),
      },
    },
    async (req, reply) => {
      const emoji = await findEmoji(req.params.file.slice(0, -'.svg'.length));
      if (!emoji) throw notFound('Image not found');
      return reply
        .type('image/svg+xml')
        .header('cache-control', `public, max-age=${YEAR}, immutable`)
        .send(emojiSvg(emoji));
    },
  );

  app.get(
    '/media/banner.svg',
    { schema: { hide: true, querystring: bannerQuerySchema } },
    async (req, reply) => {
      const emoji = await findEmoji(req.query.emoji);
      return reply
        .type('image/svg+xml')
        .header('cache-control', `public, max-age=${YEAR}, immutable`)
        .send(bannerSvg(req.query, emoji));
    },
  );
};
