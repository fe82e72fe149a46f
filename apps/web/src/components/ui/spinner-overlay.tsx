import { Spinner } from './spinner';

/**
 * Blocks the whole screen during a step the shopper must wait for
 * (docs/product/screens.md#every-page).
 */
export function SpinnerOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-[60] grid place-items-center bg-white/70 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-lg">
        <Spinner className="size-10 border-4" />
        <span className="text-sm font-medium text-gray-700">Please wait…</span>
      </div>
    </div>
  );
}
