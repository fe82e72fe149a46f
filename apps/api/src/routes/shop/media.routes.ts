import type { FastifyPluginAsync } from 'fastify';
import { mediaEndpoints } from '@grofresh/contracts';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { bannerSvg } from '../../modules/media/banner';
import { emojiSvg, findEmoji } from '../../modules/media/emoji';
import { IMMUTABLE, UPLOAD_NAME, uploadStore } from '../../modules/media/uploads';

const YEAR = 365 * 24 * 3600;

/** Images that ship with the app: product art and banners, never from a remote host. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const uploads = uploadStore(app.config);

  // Staff uploads: from disk, or from the bucket's public address when there is one.
  route(app, mediaEndpoints.upload, async ({ params, reply }) => {
    const { file } = params;
    if (!UPLOAD_NAME.test(file)) throw notFound('Image not found');
    const remote = uploads.publicUrl(file);
    if (remote) return reply.redirect(remote, 301);
    const data = await uploads.read(file);
    if (!data) throw notFound('Image not found');
    return reply.type('image/webp').header('cache-control', IMMUTABLE).send(data);
  });

  route(app, mediaEndpoints.emoji, async ({ params, reply }) => {
    const emoji = await findEmoji(params.file.slice(0, -'.svg'.length));
    if (!emoji) throw notFound('Image not found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${YEAR}, immutable`)
      .send(emojiSvg(emoji));
  });

  route(app, mediaEndpoints.banner, async ({ query, reply }) => {
    const emoji = await findEmoji(query.emoji);
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${YEAR}, immutable`)
      .send(bannerSvg(query, emoji));
  });
};
