import type { StoreSettings } from '@grofresh/contracts';

/**
 * A set-up store as the console's settings read it (GET /api/ops/store): Indiranagar, without a
 * GSTIN, delivering within 5 km. A test names what it needs different.
 */
export const storeSettings = (changes: Partial<StoreSettings> = {}): StoreSettings => ({
  name: 'GroFresh Indiranagar',
  phone: '9845012345',
  whatsapp: '9845012345',
  address: '12th Main Road, Indiranagar, Bengaluru',
  lat: 12.9719,
  lon: 77.6412,
  radiusKm: 6,
  upiId: 'grofresh@okaxis',
  upiName: 'GroFresh Stores',
  milkOptions: [{ key: 'HALF_LITRE', price: 32 }],
  pickUpHours: { opens: '08:00', closes: '21:00' },
  goodwillAdminAbove: 50,
  goodwillDailyCap: 200,
  legalName: '',
  gstin: null,
  stateCode: null,
  coinsOnInvoice: 'PAYMENT',
  deliveryRadiusKm: 5,
  servedPincodes: [],
  autoApproveMilk: false,
  ...changes,
});
