import { Bell, BellOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { setSound, useLiveOrders } from '../ops-live';

const labels = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  refused: 'Offline',
} as const;

/** Whether new orders arrive by themselves right now, and the chime's switch. */
export function LiveIndicator({ className }: { className?: string }) {
  const status = useLiveOrders((s) => s.status);
  const sound = useLiveOrders((s) => s.sound);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <span
        role="status"
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold',
          status === 'live' ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-800',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'size-2 rounded-full',
            status === 'live' ? 'bg-brand-600 motion-safe:animate-pulse' : 'bg-amber-500',
          )}
        />
        {labels[status]}
      </span>
      <button
        type="button"
        onClick={() => setSound(!sound)}
        aria-pressed={sound}
        aria-label="Chime for new orders"
        title={sound ? 'New orders chime: on' : 'New orders chime: off'}
        className="grid size-8 place-items-center rounded-full text-gray-600 hover:bg-gray-100"
      >
        {sound ? (
          <Bell className="size-4" aria-hidden />
        ) : (
          <BellOff className="size-4" aria-hidden />
        )}
      </button>
    </div>
  );
}
