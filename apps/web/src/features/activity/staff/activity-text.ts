import type { Activity, ActivityAction } from '@grofresh/contracts';
import { formatPhone } from '@/lib/phone';
import { datesInWords } from './activity-values';

const verbs: Record<ActivityAction, string> = {
  'order.accepted': 'Accepted order',
  'order.delivered': 'Delivered order',
  'order.cancelled': 'Cancelled order',
  'order.assigned': 'Changed the delivery person of order',
  'item.created': 'Added item',
  'item.updated': 'Changed item',
  'item.retired': 'Retired item',
  'item.restored': 'Restored item',
  'category.created': 'Added category',
  'category.updated': 'Changed category',
  'category.retired': 'Retired category',
  'category.restored': 'Restored category',
  'banner.created': 'Added banner',
  'banner.updated': 'Changed banner',
  'banner.retired': 'Retired banner',
  'banner.restored': 'Restored banner',
  'store.updated': 'Changed the store settings',
  'user.role-changed': 'Changed the role of',
  'subscription.paid': 'Confirmed the payment of subscription',
  'subscription.approved': 'Approved subscription',
  'subscription.paused': 'Paused subscription',
  'subscription.resumed': 'Resumed subscription',
  'subscription.cancelled': 'Cancelled subscription',
  'subscription.skipped': 'Changed the skipped days of subscription',
  'subscription.quantity-changed': 'Changed the daily quantity of subscription',
  'milk-run.generated': 'Made the milk run of',
  'milk-run.reordered': 'Moved the milk stop of',
  'milk-delivery.delivered': 'Marked milk delivered to',
  'milk-delivery.missed': 'Marked milk missed for',
  'milk-delivery.undone': 'Undid the milk mark for',
  'refund.paid': 'Handed back a refund to',
  'complaint.updated': 'Answered complaint',
  'complaint.credited': 'Gave Grocoins for complaint',
  'table-order.created': 'Opened table order',
  'table-order.updated': 'Moved table order',
  'table-order.lines-added': 'Added lines to table order',
  'stock.updated': 'Changed the stock settings of',
};

/** The filter's names for each action, in the order of the list above. */
export const actionLabel = (action: ActivityAction): string => verbs[action];

/** "Accepted order ORD-…", "Changed item Paneer", "Changed the store settings". */
export function describeActivity(entry: Activity): string {
  const verb = verbs[entry.action];
  if (entry.subject.type === 'store') return verb;
  const label =
    entry.subject.type === 'user'
      ? formatPhone(entry.subject.label)
      : datesInWords(entry.subject.label);
  return `${verb} ${label}`;
}

const fieldNames: Record<string, string> = {
  status: 'Status',
  assignedTo: 'Delivery person',
  cancelReason: 'Reason',
  price: 'Price',
  discountPrice: 'Discount price',
  isAvailable: 'Available',
  available: 'Available',
  name: 'Name',
  description: 'Description',
  category: 'Categories',
  variants: 'Variants',
  image: 'Picture',
  imageUrl: 'Picture',
  alt: 'Description',
  position: 'Position',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  address: 'Address',
  lat: 'Latitude',
  lon: 'Longitude',
  radiusKm: 'Delivery radius (km)',
  upiId: 'UPI id',
  upiName: 'UPI name',
  milkOptions: 'Milk options',
  pickUpHours: 'Pick-up hours',
  goodwillAdminAbove: 'Goodwill needs an admin above',
  goodwillDailyCap: 'Goodwill per shopper a day',
  role: 'Role',
  paidAt: 'Payment confirmed',
  resolutionNote: 'Note',
  coinsCredited: 'Grocoins given',
  coins: 'Grocoins',
  reason: 'Reason',
  deliveries: 'Deliveries',
  paused: 'Paused days',
  expired: 'Subscriptions expired',
  token: 'Token',
  tableNo: 'Table',
  totalAmount: 'Total',
  lines: 'Lines',
  note: 'Note',
  retired: 'Retired',
  givenBack: 'Given back',
  quantity: 'Quantity',
  counted: 'Counted',
  lowAt: 'Low mark',
  place: 'Place in the walk',
};

/** A recorded field's name in words; one no list knows is spelled out, never shown as code. */
export const fieldName = (field: string): string =>
  fieldNames[field] ??
  field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
