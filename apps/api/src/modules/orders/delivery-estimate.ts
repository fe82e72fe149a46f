import {
  addStoreDays,
  EVENING_DELIVERY_HOUR,
  ORDER_CUTOFF_HOUR,
  STORE_UTC_OFFSET,
  storeDate,
  storeSecondsOfDay,
  type DeliveryType,
} from '@grofresh/contracts';

export interface PlacedOrder {
  deliveryType: DeliveryType;
  /** When the order was placed (the store's clock). */
  placedAt: Date;
  /** The pick-up time the shopper chose (pick-up orders). */
  pickUpAt: Date | null;
}

const slotHour = String(EVENING_DELIVERY_HOUR).padStart(2, '0');

/**
 * When the shopper can expect the order. A home delivery comes in the evening slot: today's
 * when placed before the 15:00 cutoff (store time), tomorrow's when placed at or after it. A
 * pick-up is ready at the time the shopper chose.
 */
export function estimatedDelivery({ deliveryType, placedAt, pickUpAt }: PlacedOrder): Date | null {
  if (deliveryType === 'PICK_UP') return pickUpAt;
  const today = storeDate(placedAt);
  const beforeCutoff = storeSecondsOfDay(placedAt) < ORDER_CUTOFF_HOUR * 3600;
  const day = beforeCutoff ? today : addStoreDays(today, 1);
  return new Date(`${day}T${slotHour}:00:00${STORE_UTC_OFFSET}`);
}
