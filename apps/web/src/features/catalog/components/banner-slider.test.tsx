import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Banner } from '@grofresh/contracts';
import { BannerSlider } from './banner-slider';

const banners: Banner[] = ['Milk', 'Fruit', 'Atta'].map((name, i) => ({
  _id: `b${i}`,
  imageUrl: `/media/banner.svg?title=${name}`,
  alt: `${name} offer`,
}));

const mediaQueries = (reducedMotion: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        // Phone width: one banner per view, so each banner is its own page.
        matches: query.includes('max-width') || (reducedMotion && query.includes('reduce')),
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

const current = () =>
  screen
    .getAllByRole('button', { name: /Show offer/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('banner slider', () => {
  it('moves to the next banner every 5 s and wraps around', () => {
    mediaQueries(false);
    render(<BannerSlider banners={banners} />);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(0);
  });

  it('pauses while hovered', () => {
    mediaQueries(false);
    render(<BannerSlider banners={banners} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Offers' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Offers' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('stays still for shoppers who prefer reduced motion', () => {
    mediaQueries(true);
    render(<BannerSlider banners={banners} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(0);
  });

  it('follows a swipe left and right', () => {
    mediaQueries(false);
    render(<BannerSlider banners={banners} />);
    const track = screen.getByRole('img', { name: 'Milk offer' }).closest('ul')!.parentElement!;
    fireEvent.pointerDown(track, { clientX: 300 });
    fireEvent.pointerUp(track, { clientX: 100 });
    expect(current()).toBe(1);
    fireEvent.pointerDown(track, { clientX: 100 });
    fireEvent.pointerUp(track, { clientX: 300 });
    expect(current()).toBe(0);
    // A tap is not a swipe.
    fireEvent.pointerDown(track, { clientX: 100 });
    fireEvent.pointerUp(track, { clientX: 110 });
    expect(current()).toBe(0);
  });
});
