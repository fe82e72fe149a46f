import type { deliveryAreaEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';

const serviceable = refTo<typeof deliveryAreaEndpoints.checkServiceable>(
  'POST',
  '/common/check-serviceable',
);

/** POST /common/check-serviceable with a pincode: home delivery there? (dairy needs a point). */
export const checkPincode = (zip: string) => call(serviceable, { body: { zip } });
