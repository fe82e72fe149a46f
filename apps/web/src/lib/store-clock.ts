import { useEffect, useMemo, useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { storeClockEndpoint } from '@grofresh/contracts';
import { call, refTo } from './call';
import { queryKeys } from './query-keys';

const storeClockCall = refTo<typeof storeClockEndpoint>('GET', '/store/time');

/** How often the store's time is looked at again. */
export const STORE_CLOCK_TICK_MS = 30_000;

/**
 * GET /store/time once: how far the store's clock is from this device's (CLOCK_NOW pins it in
 * demos and tests, and phones are often minutes off). Measured from the middle of the call.
 */
const storeClockQuery = {
  queryKey: queryKeys.storeClock,
  queryFn: async () => {
    const sentAt = Date.now();
    const { now } = await call(storeClockCall, {});
    const receivedAt = Date.now();
    return { offsetMs: Date.parse(now) - Math.round((sentAt + receivedAt) / 2) };
  },
  staleTime: Infinity,
};

/**
 * The store's current time, looked at again every `everyMs`; null until the store has
 * answered. If it cannot be asked, the device's clock stands in (the server still decides).
 * Every time rule a shopper sees (the 3 PM cutoff, pick-up slots, the milk window) follows the
 * store's clock, never the phone's (docs/product.md, "The store's clock").
 */
export function useStoreNow(everyMs = STORE_CLOCK_TICK_MS): Date | null {
  const clock = useQuery(storeClockQuery);
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  const offsetMs = clock.isPending ? null : (clock.data?.offsetMs ?? 0);
  // One Date per tick (or new offset), so what is worked out from it is not redone each render.
  return useMemo(
    () => (offsetMs === null ? null : new Date(deviceNow + offsetMs)),
    [deviceNow, offsetMs],
  );
}

/** Asks the store's time again (the server refused a time the page offered by it). */
export const resyncStoreClock = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: queryKeys.storeClock });
