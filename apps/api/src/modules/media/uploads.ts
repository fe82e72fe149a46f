import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { IMAGE_TYPE_MESSAGE } from '@grofresh/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

/** The only names an upload can have: hex of its own content, so a name never changes meaning. */
export const UPLOAD_NAME = /^[a-f0-9]{16,64}\.webp$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SIDE_MAX = 1200;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

const notAPicture = () => new AppError('VALIDATION_ERROR', IMAGE_TYPE_MESSAGE);

/**
 * A staff upload as the shop serves it: the type read from the content (JPEG, PNG or WebP,
 * whatever the file was called), turned upright, fitted inside 1200x1200 without enlarging,
 * as WebP. Named by the first 32 hex digits of its SHA-256.
 */
export async function toShopPicture(input: Buffer): Promise<{ name: string; data: Buffer }> {
  const format = await sharp(input)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !FORMATS.has(format)) throw notAPicture();
  const data = await sharp(input)
    .autoOrient()
    .resize({ width: SIDE_MAX, height: SIDE_MAX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw notAPicture();
    });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return { name: `${hash}.webp`, data };
}

/** Where uploads live: DATA_DIR/uploads, or a bucket when S3_BUCKET is set. */
export interface UploadStore {
  save(name: string, data: Buffer): Promise<void>;
  /** The file from disk; undefined when it is not there or lives in the bucket. */
  read(name: string): Promise<Buffer | undefined>;
  /** The bucket's public address of a file, when uploads live in a bucket. */
  publicUrl(name: string): string | undefined;
}

export function uploadStore(config: Pick<Config, 'dataDir' | 's3'>): UploadStore {
  const s3 = config.s3;
  if (s3) {
    const client = new S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    });
    return {
      save: async (name, data) => {
        await client.send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: name,
            Body: data,
            ContentType: 'image/webp',
            CacheControl: IMMUTABLE,
          }),
        );
      },
      read: async () => undefined,
      publicUrl: (name) => `${s3.publicUrl}/${name}`,
    };
  }
  const dir = join(config.dataDir, 'uploads');
  return {
    // Written aside and renamed: a reader never sees half a file.
    save: async (name, data) => {
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}`);
      await writeFile(temporary, data);
      await rename(temporary, join(dir, name));
    },
    read: async (name) => {
      if (!UPLOAD_NAME.test(name)) return undefined;
      return readFile(join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    publicUrl: () => undefined,
  };
}
