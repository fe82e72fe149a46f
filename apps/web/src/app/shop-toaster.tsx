import { useLayoutEffect, useState, type ComponentProps } from 'react';
import { Toaster, useSonner } from 'sonner';

/** Space between the page's top bar and the first toast. */
const GAP_PX = 12;
/** Where toasts start on a page without a top bar (sonner's own offsets). */
const NO_BAR = { desktop: 24, phone: 16 };

/**
 * How far down the page's top bar reaches now: the first `header` of the page (the shop's,
 * a page's with its back arrow, or the console's), 0 when the page has none or it has
 * scrolled away.
 */
function topBarBottom(): number {
  const bar = document.querySelector('header');
  return bar ? Math.max(0, Math.round(bar.getBoundingClientRect().bottom)) : 0;
}

/**
 * Where the toasts start: just below the top bar, so they never cover its back arrow, search
 * or buttons. Measured when a toast comes, and while any shows, as the page scrolls (the home's
 * bar folds and unfolds) or the window changes size.
 */
function useBelowTopBar(): { desktop: number; phone: number } {
  const showing = useSonner().toasts.length > 0;
  const [bottom, setBottom] = useState(0);
  // Before the paint: the first toast shows where it belongs, not a frame higher.
  useLayoutEffect(() => {
    if (!showing) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setBottom(topBarBottom());
    };
    const later = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [showing]);
  if (bottom === 0) return NO_BAR;
  return { desktop: bottom + GAP_PX, phone: bottom + GAP_PX };
}

/** sonner's toaster, with its toasts kept below the page's top bar. */
export function ShopToaster(
  props: Omit<ComponentProps<typeof Toaster>, 'offset' | 'mobileOffset'>,
) {
  const top = useBelowTopBar();
  return <Toaster {...props} offset={{ top: top.desktop }} mobileOffset={{ top: top.phone }} />;
}
