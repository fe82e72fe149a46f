import { describe, expect, it } from 'vitest';
import { bannerSvg, wrapText } from './banner';

describe('banner art', () => {
  it('wraps a long title onto two lines at spaces', () => {
    expect(wrapText('Fruits & vegetables up to 30% off', 20, 2)).toEqual([
      'Fruits & vegetables',
      'up to 30% off',
    ]);
    expect(wrapText('Free delivery, always', 20, 2)).toEqual(['Free delivery,', 'always']);
  });

  it('keeps every line of text inside the text column, left of the picture', () => {
    const svg = bannerSvg(
      {
        title: 'Fruits & vegetables up to 30% off',
        subtitle: 'Farm-fresh picks, restocked every morning.',
        emoji: 'x',
        tone: 'green',
      },
      undefined,
    );
    const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) =>
      m[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
    expect(lines).toContain('up to 30% off');
    // Title lines at the title size, subtitle lines at the subtitle size: under ~680 px wide.
    expect(
      Math.max(...lines.slice(0, 2).map((l) => l.length)) * sizes[0]! * 0.6,
    ).toBeLessThanOrEqual(680);
    expect(svg).not.toContain('&amp;amp;');
    expect(svg).toContain('Fruits &#38; vegetables');
  });
});
