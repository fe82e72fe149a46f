/**
 * The demo shop: a neighbourhood store in Indiranagar, Bengaluru, delivering within 8 km, dairy
 * within 6 km.
 */
export const demoStore = {
  name: 'GroFresh Indiranagar',
  phone: '9845012345',
  whatsapp: '9845012345',
  lat: 12.9719,
  lon: 77.6412,
  radiusKm: 6,
  upiId: 'grofresh@okaxis',
  upiName: 'GroFresh Stores',
  address: '12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038',
  pickUpOpensMinute: 8 * 60,
  pickUpClosesMinute: 21 * 60,
  // For invoices (docs/product/rules.md#gst-invoices): a made-up GSTIN of Karnataka (29) whose
  // check character is right, so the demo issues tax invoices.
  legalName: 'GroFresh Retail Private Limited',
  gstin: '29AAKCG4821M1Z4',
  stateCode: '29',
  coinsOnInvoice: 'PAYMENT' as const,
  // Home delivery (docs/product/rules.md#delivery-area): pinned addresses within 8 km, wider
  // than dairy's 6, or unpinned ones in Indiranagar and the neighbourhoods around it.
  deliveryRadiusKm: 8,
  servedPincodes: ['560038', '560008', '560071', '560075', '560017', '560093'],
};

/** Daily milk, per day, in rupees (shown upper-cased: HALF LITRE, ONE LITRE, TWO LITRE). */
export const demoMilkOptions: [key: string, rupees: number][] = [
  ['HALF_LITRE', 32],
  ['ONE_LITRE', 62],
  ['TWO_LITRE', 120],
];
