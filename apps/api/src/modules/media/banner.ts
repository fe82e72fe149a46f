import { z } from 'zod';
import type { Emoji } from './emoji';

export const bannerTones = {
  green: { from: '#0b8a4a', to: '#25b86a', text: '#ffffff' },
  yellow: { from: '#f6c343', to: '#ffe08a', text: '#3b2a00' },
  orange: { from: '#e8641b', to: '#f6a04d', text: '#ffffff' },
  blue: { from: '#1e5fbf', to: '#4f8ff0', text: '#ffffff' },
  pink: { from: '#c2185b', to: '#f06292', text: '#ffffff' },
} as const;

export const bannerQuerySchema = z.object({
  title: z.string().min(1).max(60),
  subtitle: z.string().max(80).default(''),
  emoji: z.string().regex(/^[a-z0-9-]{1,64}$/),
  tone: z.enum(Object.keys(bannerTones) as [keyof typeof bannerTones]).default('green'),
});
export type BannerArt = z.infer<typeof bannerQuerySchema>;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 3:1 promotional banner drawn as SVG: crisp on every screen, a few kilobytes. */
export function bannerSvg(art: BannerArt, emoji: Emoji | undefined): string {
  const tone = bannerTones[art.tone];
  const picture = emoji
    ? `<svg x="800" y="50" width="300" height="300" viewBox="0 0 ${emoji.width} ${emoji.height}">${emoji.body}</svg>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone.from}"/><stop offset="1" stop-color="${tone.to}"/></linearGradient></defs>
<rect width="1200" height="400" rx="32" fill="url(#g)"/>
<circle cx="950" cy="200" r="190" fill="#ffffff" fill-opacity="0.18"/>
${picture}
<text x="80" y="185" font-family="Inter, system-ui, sans-serif" font-size="64" font-weight="800" fill="${tone.text}">${escapeXml(art.title)}</text>
<text x="80" y="260" font-family="Inter, system-ui, sans-serif" font-size="34" font-weight="500" fill="${tone.text}" fill-opacity="0.92">${escapeXml(art.subtitle)}</text>
</svg>`;
}

export const bannerUrl = (art: BannerArt): string =>
  `/media/banner.svg?${new URLSearchParams({ title: art.title, subtitle: art.subtitle, emoji: art.emoji, tone: art.tone }).toString()}`;
