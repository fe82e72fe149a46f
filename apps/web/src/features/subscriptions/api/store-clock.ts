/** The store's clock is the whole shop's (lib/store-clock.ts); kept here for the milk pages. */
export { STORE_CLOCK_TICK_MS, useStoreNow } from '@/lib/store-clock';
