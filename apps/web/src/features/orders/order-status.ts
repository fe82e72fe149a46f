import { CircleCheck, CircleX, Clock, PackageCheck, type LucideIcon } from 'lucide-react';
import type { OrderStatus } from '@grofresh/contracts';

interface StatusLook {
  label: string;
  icon: LucideIcon;
  /** Icon colour. */
  tone: string;
  /** Badge background and text, dark enough to read (WCAG AA). */
  badge: string;
}

/**
 * DELIVERED green, CANCELLED red, ACCEPTED blue, anything else pending yellow
 * (docs/product/records.md#order-status).
 */
const looks: Record<OrderStatus, StatusLook> = {
  PENDING: {
    label: 'Pending',
    icon: Clock,
    tone: 'text-amber-500',
    badge: 'bg-amber-50 text-amber-800',
  },
  ACCEPTED: {
    label: 'Accepted',
    icon: PackageCheck,
    tone: 'text-blue-600',
    badge: 'bg-blue-50 text-blue-800',
  },
  DELIVERED: {
    label: 'Delivered',
    icon: CircleCheck,
    tone: 'text-green-600',
    badge: 'bg-green-50 text-green-800',
  },
  CANCELLED: {
    label: 'Cancelled',
    icon: CircleX,
    tone: 'text-red-600',
    badge: 'bg-red-50 text-red-800',
  },
};

const isKnown = (status: string): status is OrderStatus => status in looks;

export const statusLook = (status: string): StatusLook =>
  isKnown(status) ? looks[status] : looks.PENDING;

export interface OrderProgress {
  steps: OrderStatus[];
  /** Index of the step the order is at. */
  current: number;
  percent: number;
  cancelled: boolean;
}

/**
 * The progress bar (docs/product/records.md#order-status): PENDING → ACCEPTED → DELIVERED; a
 * cancelled order shows PENDING, CANCELLED, DELIVERED with the bar stopped at the middle (and drawn
 * red).
 */
export function orderProgress(status: OrderStatus): OrderProgress {
  if (status === 'CANCELLED') {
    return {
      steps: ['PENDING', 'CANCELLED', 'DELIVERED'],
      current: 1,
      percent: 50,
      cancelled: true,
    };
  }
  const steps: OrderStatus[] = ['PENDING', 'ACCEPTED', 'DELIVERED'];
  const current = Math.max(0, steps.indexOf(status));
  return { steps, current, percent: current * 50, cancelled: false };
}
