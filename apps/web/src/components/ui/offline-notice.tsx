import { WifiOff } from 'lucide-react';
import { useLocation } from 'react-router';
import { OFFLINE_MESSAGES, useOnline } from '@/lib/offline';

/**
 * Pages that say it in their own words: the rider's screen tells what becomes of the marks
 * made without signal (docs/product/rules.md#riders), and has no prices to warn about.
 */
const SAYS_IT_ITSELF = new Set(['/rider']);

/**
 * A strip at the top of every shop page while the browser has no connection. The live region
 * stays in the page (empty while online) so screen readers hear the notice when it appears.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { pathname } = useLocation();
  return (
    <div role="status" aria-live="polite">
      {!online && !SAYS_IT_ITSELF.has(pathname) && (
        <p className="flex items-center justify-center gap-2 bg-accent-100 px-4 py-2 text-center text-sm font-medium text-gray-900">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {OFFLINE_MESSAGES.notice}
        </p>
      )}
    </div>
  );
}
