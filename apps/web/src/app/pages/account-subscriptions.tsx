import { addressLine } from '@/features/addresses/address-text';
import { useAddresses } from '@/features/addresses/api/addresses';
import { checkLocation } from '@/features/location/check-location';
import { openLocationModal, useLocationStore } from '@/features/location/location-store';
import { useStoreConfig } from '@/features/store/api/store-config';
import { SubscriptionsTab } from '@/features/subscriptions/components/subscriptions-tab';

/** The Subscriptions tab, given the location check, saved addresses and store settings it needs. */
export function AccountSubscriptions() {
  const status = useLocationStore((s) => s.status);
  const coords = useLocationStore((s) => s.coords);
  const addresses = useAddresses();
  const config = useStoreConfig().data;
  return (
    <SubscriptionsTab
      location={{ status, coords }}
      // A refused permission can only be explained (the help dialog); anything else is retried.
      onCheckLocation={() => (status === 'denied' ? openLocationModal() : void checkLocation())}
      addresses={addresses.isError ? [] : addresses.data}
      describeAddress={addressLine}
      config={config}
    />
  );
}
