import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  opsCatalogEndpoints,
  opsCatalogFileEndpoints,
} from '@grofresh/contracts';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { emojiNames, emojiUrl } from '../../modules/media/emoji';
import { toShopPicture, uploadStore } from '../../modules/media/uploads';

const BUNDLED_MAX = 60;

/** Staff add pictures: uploads (multipart, this scope only) and the bundled ones by name. */
export const imagesOpsRoutes: FastifyPluginAsync = async (app) => {
  const store = uploadStore(app.config);
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  route(app, opsCatalogFileEndpoints.uploadImage, async ({ req }) => {
    const noPicture = () => new AppError('VALIDATION_ERROR', IMAGE_TYPE_MESSAGE);
    if (!req.isMultipart()) throw noPicture();
    const part = await req.file();
    if (!part || part.fieldname !== 'file') throw noPicture();
    const input = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_SIZE_MESSAGE);
      }
      throw error;
    });
    const picture = await toShopPicture(input);
    await store.save(picture.name, picture.data);
    return { url: `/media/uploads/${picture.name}` };
  });

  route(app, opsCatalogEndpoints.bundledImages, async ({ query }) => {
    const term = (query.q ?? '').toLowerCase().replace(/\s+/g, '-');
    const names = (await emojiNames()).filter((name) => name.includes(term));
    return {
      images: names.slice(0, BUNDLED_MAX).map((name) => ({ name, url: emojiUrl(name) })),
    };
  });
};
