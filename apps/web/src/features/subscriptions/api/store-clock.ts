import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { storeClockEndpoint } from '@grofresh/contracts';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** How often the action window is looked at again. */
export const STORE_CLOCK_TICK_MS = 30_000;

/**
 * GET /store/time once: how far the store's clock is from this device's (CLOCK_NOW pins it in
 * demos and tests, and phones are often minutes off). Measured from the middle of the call.
 */
const storeClockQuery = {
  queryKey: queryKeys.storeClock,
  queryFn: async () => {
    const sentAt = Date.now();
    const { now } = await call(storeClockEndpoint, {});
    const receivedAt = Date.now();
    return { offsetMs: Date.parse(now) - Math.round((sentAt + receivedAt) / 2) };
  },
  staleTime: Infinity,
};

/**
 * The store's current time, looked at again every 30 s; null until the store has answered.
 * If it cannot be asked, the device's clock stands in (the server still decides).
 */
export function useStoreNow(everyMs = STORE_CLOCK_TICK_MS): Date | null {
  const clock = useQuery(storeClockQuery);
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  if (clock.isPending) return null;
  return new Date(deviceNow + (clock.data?.offsetMs ?? 0));
}
