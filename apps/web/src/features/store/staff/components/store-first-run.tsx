import type { DefaultValues } from 'react-hook-form';
import {
  DELIVERY_RADIUS_DEFAULT_KM,
  GOODWILL_ADMIN_ABOVE_DEFAULT,
  GOODWILL_DAILY_CAP_DEFAULT,
  INVOICE_SETTINGS_DEFAULTS,
  type StoreSettingsInput,
} from '@grofresh/contracts';

export const STORE_SET_UP = {
  title: 'Set up your store',
  intro:
    'Welcome! Before shoppers can order, tell GroFresh about your shop: its name and address, the numbers shoppers call, where it is and how far you deliver, the UPI id that receives payments and your milk options. You can change all of this later under Store.',
  needed: 'The store is not set up yet.',
  adminHint:
    'This part of the console needs the store’s settings (its address, delivery radius and UPI id). Set the store up first.',
  staffHint:
    'This part of the console needs the store’s settings. Ask an admin of the store to set the store up in the console’s Store section.',
  action: 'Set up your store',
} as const;

/**
 * A new store's form: blank, so nothing is taken for the shop's own details; only the pick-up
 * hours start at the shop's usual 08:00–21:00, the goodwill limits at the store's defaults,
 * and one milk option waits to be named.
 */
export const blankStoreSettings: DefaultValues<StoreSettingsInput> = {
  name: '',
  phone: '',
  whatsapp: '',
  address: '',
  upiId: '',
  upiName: '',
  // Numbers not known yet are left out: empty fields (NaN would be written into them as text).
  milkOptions: [{ key: '' }],
  pickUpHours: { opens: '08:00', closes: '21:00' },
  goodwillAdminAbove: GOODWILL_ADMIN_ABOVE_DEFAULT,
  goodwillDailyCap: GOODWILL_DAILY_CAP_DEFAULT,
  // No GSTIN yet: receipts without tax until the admin gives one; coins count as paid.
  ...INVOICE_SETTINGS_DEFAULTS,
  // Home delivery within the usual radius of the shop's pin, no pincodes listed yet.
  deliveryRadiusKm: DELIVERY_RADIUS_DEFAULT_KM,
  servedPincodes: [],
  // Milk paid online waits for staff's approval until the admin chooses otherwise.
  autoApproveMilk: false,
};
