import { cn } from '@/lib/cn';
import { statusLook } from '../order-status';

/**
 * The status icon in its colour (docs/product/records.md#order-status), with its name beside it.
 */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const look = statusLook(status);
  const Icon = look.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
        look.badge,
        className,
      )}
    >
      <Icon className={cn('size-4 shrink-0', look.tone)} aria-hidden data-testid="status-icon" />
      {look.label}
    </span>
  );
}
