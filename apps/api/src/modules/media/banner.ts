import type { BannerArt, BannerTone } from '@grofresh/contracts';
import type { Emoji } from './emoji';

export const bannerTones: Record<BannerTone, { from: string; to: string; text: string }> = {
  green: { from: '#0b8a4a', to: '#25b86a', text: '#ffffff' },
  yellow: { from: '#f6c343', to: '#ffe08a', text: '#3b2a00' },
  orange: { from: '#e8641b', to: '#f6a04d', text: '#ffffff' },
  blue: { from: '#1e5fbf', to: '#4f8ff0', text: '#ffffff' },
  pink: { from: '#c2185b', to: '#f06292', text: '#ffffff' },
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Breaks text into at most `maxLines` lines of about `width` characters, at spaces. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < maxLines) lines.push(word);
    else lines[lines.length - 1] = `${lines.at(-1)} ${word}`;
  }
  return lines;
}

// Bold sans-serif glyphs average about 0.58 of the font size; the text column is 680 px wide.
const TEXT_WIDTH = 680;
const fontSizeFor = (lines: string[], largest: number, ratio: number) =>
  Math.min(largest, Math.floor(TEXT_WIDTH / (ratio * Math.max(...lines.map((l) => l.length), 1))));

/**
 * A 3:1 promotional banner drawn as SVG: crisp on every screen, a few kilobytes. The title
 * wraps to two lines and shrinks to fit beside the picture, so no text runs off the edge.
 */
export function bannerSvg(art: BannerArt, emoji: Emoji | undefined): string {
  const tone = bannerTones[art.tone];
  const title = wrapText(art.title, 20, 2);
  const titleSize = fontSizeFor(title, 64, 0.6);
  const subtitle = wrapText(art.subtitle, 40, 2);
  const subtitleSize = fontSizeFor(subtitle, 32, 0.52);
  const titleTop =
    200 - ((title.length - 1) * titleSize * 1.1 + subtitle.length * subtitleSize * 1.3) / 2;
  const tspans = (lines: string[], size: number, lineHeight: number) =>
    lines
      .map(
        (line, i) =>
          `<tspan x="72" dy="${i === 0 ? 0 : size * lineHeight}">${escapeXml(line)}</tspan>`,
      )
      .join('');
  const picture = emoji
    ? `<svg x="850" y="80" width="240" height="240" viewBox="0 0 ${emoji.width} ${emoji.height}">${emoji.body}</svg>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone.from}"/><stop offset="1" stop-color="${tone.to}"/></linearGradient></defs>
<rect width="1200" height="400" rx="32" fill="url(#g)"/>
<circle cx="970" cy="200" r="165" fill="#ffffff" fill-opacity="0.18"/>
${picture}
<text y="${Math.round(titleTop)}" font-family="Inter, system-ui, sans-serif" font-size="${titleSize}" font-weight="800" fill="${tone.text}">${tspans(title, titleSize, 1.1)}</text>
<text y="${Math.round(titleTop + (title.length - 1) * titleSize * 1.1 + subtitleSize * 1.6)}" font-family="Inter, system-ui, sans-serif" font-size="${subtitleSize}" font-weight="500" fill="${tone.text}" fill-opacity="0.92">${tspans(subtitle, subtitleSize, 1.3)}</text>
</svg>`;
}

export const bannerUrl = (art: BannerArt): string =>
  `/media/banner.svg?${new URLSearchParams({ title: art.title, subtitle: art.subtitle, emoji: art.emoji, tone: art.tone }).toString()}`;
