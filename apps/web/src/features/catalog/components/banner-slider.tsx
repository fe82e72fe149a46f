import { useEffect, useRef, useState } from 'react';
import { BANNER_ROTATION_MS, type Banner } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { useIsMobile, usePrefersReducedMotion } from '@/lib/use-media-query';

/** A horizontal drag longer than this is a swipe, shorter is a tap. */
const SWIPE_PX = 40;

/**
 * Banners rotating every 5 s (docs/product/screens.md#home). Swipeable; pauses while hovered or
 * focused, and does not move at all for shoppers who prefer reduced motion. Phones show one banner,
 * wider screens two.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const perView = useIsMobile() ? 1 : 2;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const pages = Math.max(1, banners.length - perView + 1);
  const current = index % pages;
  const go = (next: number) => setIndex((next + pages) % pages);

  useEffect(() => {
    if (paused || reducedMotion || pages < 2) return;
    // Restarts after every change, so a swipe gets a full 5 s before the next turn.
    const timer = setTimeout(() => setIndex((current + 1) % pages), BANNER_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [current, paused, reducedMotion, pages]);

  if (banners.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="relative mt-4"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="touch-pan-y overflow-hidden select-none md:-mx-1.5"
        onPointerDown={(e) => (swipeStart.current = e.clientX)}
        onPointerUp={(e) => {
          if (swipeStart.current === null) return;
          const dx = e.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(dx) > SWIPE_PX) go(current + (dx < 0 ? 1 : -1));
        }}
      >
        <ul
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          // No style attribute at rest: the server's HTML may not carry one (CSP style-src).
          style={
            current > 0 ? { transform: `translateX(-${(current * 100) / perView}%)` } : undefined
          }
        >
          {banners.map((banner, i) => {
            const shown = i >= current && i < current + perView;
            return (
              <li
                key={banner._id}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${banners.length}`}
                aria-hidden={!shown}
                className="shrink-0 basis-full md:basis-1/2 md:px-1.5"
              >
                <img
                  src={banner.imageUrl}
                  alt={banner.alt}
                  draggable={false}
                  // The first is the page's largest paint; the rest wait until they come near.
                  loading={i < 2 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  width={1200}
                  height={400}
                  className="aspect-[3/1] w-full rounded-2xl bg-gray-100 object-cover"
                />
              </li>
            );
          })}
        </ul>
      </div>
      {banners.length > 1 && (
        // A dot per banner, the last one hidden from 769 px (two banners per view there): the
        // count never depends on the screen, so the server's HTML already has the right row.
        <div className={cn('mt-2 flex justify-center gap-1.5', banners.length < 3 && 'md:hidden')}>
          {banners.map((banner, i) => (
            <button
              key={banner._id}
              type="button"
              aria-label={`Show offer ${i + 1}`}
              aria-current={i === current}
              onClick={() => go(i)}
              className={cn(
                'grid size-6 place-items-center rounded-full',
                i === banners.length - 1 && 'md:hidden',
              )}
            >
              <span
                className={cn(
                  'block h-1.5 rounded-full transition-all duration-200',
                  i === current ? 'w-5 bg-brand-600' : 'w-1.5 bg-gray-300',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
