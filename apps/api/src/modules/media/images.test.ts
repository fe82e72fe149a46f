import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@grofresh/contracts';
import { createTestShop, RecordingSender } from '../../../test/harness';
import { opsKit } from '../../../test/ops-kit';

const dataDir = await mkdtemp(join(tmpdir(), 'grofresh-images-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const sender = new RecordingSender();
const shop = await createTestShop({ sms: sender, env: { DATA_DIR: dataDir } });
const { app } = shop;
const { staff, shopper, ops } = await opsKit(shop, sender, '95500000');

/** Random pixels: they do not compress, so the file is as large as the picture. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => (Math.random() * 256) | 0)), {
    raw: { width, height, channels: 3 },
  });

const upload = (file: Buffer | undefined, name = 'photo.png', who = staff) => {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file)]), name);
  else form.append('note', 'no file here');
  return app.inject({
    method: 'POST',
    url: '/api/ops/images',
    ...(who ? { headers: who.headers } : {}),
    payload: form,
  });
};

describe('picture uploads', () => {
  it('are for staff only', async () => {
    const png = await noise(10, 10).png().toBuffer();
    expect((await upload(png, 'a.png', null as never)).statusCode).toBe(401);
    const refused = await upload(png, 'a.png', shopper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This is for store staff only.');
  });

  it('are stored as WebP fitted inside 1200 px, named by content, served immutable', async () => {
    const png = await noise(1600, 700).png().toBuffer();
    expect(png.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([url.split('/').pop()]);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 525 });

    // The same picture again is the same file.
    expect((await upload(png, 'again.png')).json().url).toBe(url);
  });

  it('keep small pictures their size and turn photos upright', async () => {
    const small = await upload(await noise(300, 200).jpeg().toBuffer(), 'small.jpg');
    const smallMeta = await sharp(
      (await app.inject({ method: 'GET', url: small.json().url })).rawPayload,
    ).metadata();
    expect(smallMeta).toMatchObject({ width: 300, height: 200 });

    // Stored sideways with an EXIF note to turn it: served turned.
    const sideways = await noise(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = await upload(sideways, 'phone.jpg');
    const turnedMeta = await sharp(
      (await app.inject({ method: 'GET', url: turned.json().url })).rawPayload,
    ).metadata();
    expect(turnedMeta).toMatchObject({ width: 200, height: 400 });
  });

  it('refuse what is not a JPEG, PNG or WebP picture, whatever its name', async () => {
    for (const file of [
      Buffer.from('just some text, honestly'),
      await noise(20, 20).gif().toBuffer(),
      undefined,
    ]) {
      const res = await upload(file, 'picture.png');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: IMAGE_TYPE_MESSAGE,
        requestId: expect.any(String),
      });
    }
    const json = await ops('POST', '/images', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('refuse files over 5 MB', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 7), 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: IMAGE_SIZE_MESSAGE,
      requestId: expect.any(String),
    });
  });

  it('answer 404 for unknown names and anything that is not one', async () => {
    for (const url of [
      '/media/uploads/0123456789abcdef0123456789abcdef.webp',
      '/media/uploads/..%2F..%2Fpg-password',
      '/media/uploads/ABC.webp',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Image not found');
    }
  });
});

describe('bundled pictures', () => {
  it('are found by part of the name, at most 60', async () => {
    const apple = (await ops('GET', '/images/bundled?q=apple')).json().images as {
      name: string;
      url: string;
    }[];
    expect(apple).toContainEqual({ name: 'red-apple', url: '/media/emoji/red-apple.svg' });
    expect(apple.every((i) => i.name.includes('apple'))).toBe(true);
    const all = (await ops('GET', '/images/bundled')).json().images as { name: string }[];
    expect(all).toHaveLength(60);
    expect(all.map((i) => i.name)).toEqual(all.map((i) => i.name).sort());
    expect((await app.inject({ method: 'GET', url: apple[0]!.url })).statusCode).toBe(200);
  });
});

describe('uploads kept in a bucket', async () => {
  const puts: { req: IncomingMessage; body: Buffer }[] = [];
  const bucket = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      puts.push({ req, body: Buffer.concat(chunks) });
      res.writeHead(200, { etag: '"1"' }).end();
    });
  });
  await new Promise<void>((ready) => bucket.listen(0, '127.0.0.1', ready));
  afterAll(() => bucket.close());
  const { port } = bucket.address() as { port: number };
  process.env.AWS_ACCESS_KEY_ID ??= 'test-key';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test-secret';
  const s3Shop = await createTestShop({
    sms: sender,
    env: {
      DATA_DIR: dataDir,
      S3_BUCKET: 'pictures',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_PUBLIC_URL: 'https://cdn.example.com/',
    },
  });
  const s3Staff = await opsKit(s3Shop, sender, '95600000');

  it('go to the bucket as WebP, and the shop points at the public address', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await noise(64, 64).png().toBuffer())]), 'a.png');
    const res = await s3Shop.app.inject({
      method: 'POST',
      url: '/api/ops/images',
      headers: s3Staff.staff.headers,
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(201);
    const name = res.json().url.split('/').pop();
    const put = puts.find((p) => p.req.method === 'PUT')!;
    expect(put.req.url!.split('?')[0]).toBe(`/pictures/${name}`);
    expect(put.body.includes('WEBP')).toBe(true);
    expect(put.req.headers['content-type']).toBe('image/webp');
    expect(put.req.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const served = await s3Shop.app.inject({ method: 'GET', url: `/media/uploads/${name}` });
    expect(served.statusCode).toBe(301);
    expect(served.headers.location).toBe(`https://cdn.example.com/${name}`);
  });
});
