import {
  milkDeliveryStatusLabel,
  subscriptionStatusLabel,
  type MilkDeliveryStatus,
  type SubscriptionStatus,
} from '@grofresh/contracts';
import { cn } from '@/lib/cn';

const badge =
  'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap';

/** Live green, paused blue, waiting yellow, ended red or grey (AA contrast on their tints). */
const subscriptionTone: Record<SubscriptionStatus, string> = {
  ACTIVE: 'bg-green-50 text-green-800',
  INACTIVE: 'bg-blue-50 text-blue-800',
  PENDING: 'bg-amber-50 text-amber-800',
  CANCELLED: 'bg-red-50 text-red-800',
  EXPIRED: 'bg-gray-100 text-gray-700',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <span className={cn(badge, subscriptionTone[status])}>{subscriptionStatusLabel[status]}</span>
  );
}

const deliveryTone: Record<MilkDeliveryStatus, string> = {
  SCHEDULED: 'bg-amber-50 text-amber-800',
  DELIVERED: 'bg-green-50 text-green-800',
  MISSED: 'bg-red-50 text-red-800',
  PAUSED: 'bg-blue-50 text-blue-800',
  CANCELLED: 'bg-gray-100 text-gray-700',
  UNSERVED: 'bg-red-50 text-red-800',
  SKIPPED: 'bg-blue-50 text-blue-800',
};

export function DeliveryStatusBadge({ status }: { status: MilkDeliveryStatus }) {
  return (
    <span className={cn(badge, deliveryTone[status], 'print:border print:border-black')}>
      {milkDeliveryStatusLabel[status]}
    </span>
  );
}
