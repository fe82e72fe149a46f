import type { SubscriptionDayStatus } from '@grofresh/contracts';
import {
  Ban,
  Check,
  CircleMinus,
  Milk,
  Pause,
  SkipForward,
  Truck,
  X,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Each day state's shape and colour on the calendar: the shape carries the meaning on its own
 * (docs/design.md#accessibility), the colour follows the shop's (green done, amber given back as
 * Grocoins, red cancelled or missed, grey still to come).
 */
export const dayLook: Record<SubscriptionDayStatus, { icon: LucideIcon; tone: string }> = {
  PLANNED: { icon: Milk, tone: 'bg-white text-gray-700 ring-1 ring-gray-300' },
  SCHEDULED: { icon: Truck, tone: 'bg-gray-100 text-gray-800' },
  DELIVERED: { icon: Check, tone: 'bg-brand-50 text-brand-800' },
  SKIPPED: { icon: SkipForward, tone: 'bg-accent-100 text-amber-900' },
  PAUSED: { icon: Pause, tone: 'bg-accent-100 text-amber-900' },
  MISSED: { icon: X, tone: 'bg-red-50 text-red-800' },
  CANCELLED: { icon: Ban, tone: 'bg-red-50 text-red-800' },
  UNSERVED: { icon: CircleMinus, tone: 'bg-red-50 text-red-800' },
};

/** The state's icon alone; its words are said by the day or the legend beside it. */
export function DayIcon({
  status,
  className,
}: {
  status: SubscriptionDayStatus;
  className?: string;
}) {
  const Icon = dayLook[status].icon;
  return <Icon className={cn('size-3.5 shrink-0', className)} aria-hidden />;
}
