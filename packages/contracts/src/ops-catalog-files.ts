import { z } from 'zod';
import { endpoint } from './endpoint';

/** What the upload takes: a JPEG, PNG or WebP picture of at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP picture';
export const IMAGE_SIZE_MESSAGE = 'Pictures can be at most 5 MB';

export const imageUploadResponseSchema = z.object({ url: z.string() });

const tags = ['ops', 'catalog'];

/** Files in and out of the console's catalog, neither of them JSON (staff). */
export const opsCatalogFileEndpoints = {
  /** The file is read by the route itself (field `file`), so no body schema checks it. */
  uploadImage: endpoint({
    method: 'POST',
    path: '/ops/images',
    summary: 'Upload a picture (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
    tags,
    bodyContentType: 'multipart/form-data',
    status: 201,
    response: imageUploadResponseSchema,
  }),
  exportItems: endpoint({
    method: 'GET',
    path: '/ops/items/export',
    summary: 'Every item in the shop as CSV, A-Z',
    tags,
    contentType: 'text/csv',
    response: z.string().describe('The items (CSV).'),
  }),
};
