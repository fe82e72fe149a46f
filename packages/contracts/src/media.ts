import { z } from 'zod';
import { endpoint } from './endpoint';

/** The colours a drawn banner comes in. */
export const bannerArtTones = ['green', 'yellow', 'orange', 'blue', 'pink'] as const;
export type BannerTone = (typeof bannerArtTones)[number];

/** A banner drawn by the shop (`/media/banner.svg?…`): its words, its picture, its colour. */
export const bannerArtSchema = z.object({
  title: z.string().min(1).max(60),
  subtitle: z.string().max(80).default(''),
  emoji: z.string().regex(/^[a-z0-9-]{1,64}$/),
  tone: z.enum(bannerArtTones).default('green'),
});
export type BannerArt = z.infer<typeof bannerArtSchema>;

/** An image's bytes, as the description of an answer that is not JSON. */
const imageBytes = z.string().meta({ format: 'binary' });

/**
 * The shop's images, under /media (not /api): product art and banners drawn by the shop, and
 * staff uploads. Kept for a year by browsers; left out of the API's description.
 */
export const mediaEndpoints = {
  upload: endpoint({
    method: 'GET',
    path: '/media/uploads/:file',
    summary: "A staff upload: its WebP bytes, or a 301 to the bucket's public address",
    tags: ['catalog'],
    public: true,
    hidden: true,
    params: z.object({ file: z.string() }),
    contentType: 'image/webp',
    response: imageBytes,
  }),
  emoji: endpoint({
    method: 'GET',
    path: '/media/emoji/:file',
    summary: 'Product art: one emoji drawn as SVG',
    tags: ['catalog'],
    public: true,
    hidden: true,
    params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) }),
    contentType: 'image/svg+xml',
    response: imageBytes,
  }),
  banner: endpoint({
    method: 'GET',
    path: '/media/banner.svg',
    summary: 'A 3:1 banner drawn as SVG from its words, emoji and tone',
    tags: ['catalog'],
    public: true,
    hidden: true,
    query: bannerArtSchema,
    contentType: 'image/svg+xml',
    response: imageBytes,
  }),
};
