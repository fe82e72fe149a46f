import { Link } from 'react-router';
import { MapPin, MapPinOff, MapPinPlus } from 'lucide-react';
import {
  addressTypeLabel,
  deliveryAreaMessages,
  type Address,
  type SavedAddress,
} from '@grofresh/contracts';
import { buttonClass } from '@/components/ui/button';
import { ADDRESS_PINNED_LABEL, addressesFromCheckoutHref } from '@/lib/address-links';
import { Skeleton } from '@/components/ui/skeleton';
import { CheckoutSection } from './checkout-section';
import { OptionTile } from './option-tile';

/**
 * Addresses are added and edited in My Account (docs/product/screens.md#checkout); saving one comes
 * back here.
 */
const ADD_ADDRESS = addressesFromCheckoutHref({ adding: true });
const EDIT_ADDRESSES = addressesFromCheckoutHref({ adding: false });

interface AddressChoiceProps {
  /** Undefined while loading. */
  addresses: SavedAddress[] | undefined;
  selected: SavedAddress | null;
  onSelect: (id: string) => void;
  /** The address on one line, worded as the address book words it. */
  describe: (address: Address) => string;
}

/** Beside an address the store does not deliver to (docs/product/rules.md#delivery-area). */
export const NOT_DELIVERED_HERE = "We don't deliver here yet";

/**
 * The shopper's saved addresses as a radio list, those outside the delivery area shown but not
 * choosable; with none, the way to add one.
 */
export function AddressChoice({ addresses, selected, onSelect, describe }: AddressChoiceProps) {
  const some = Boolean(addresses?.length);
  return (
    <CheckoutSection
      title="Delivery address"
      group={some}
      aside={
        some && (
          <Link
            to={EDIT_ADDRESSES}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Add or edit
          </Link>
        )
      }
    >
      {addresses === undefined ? (
        <div className="space-y-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : addresses.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-gray-50 px-4 py-6 text-center">
          <p className="text-sm text-gray-600">You have no saved address yet.</p>
          <Link to={ADD_ADDRESS} className={buttonClass('outline', 'md')}>
            <MapPinPlus className="size-4" aria-hidden />
            Add an address
          </Link>
        </div>
      ) : (
        <div className="space-y-2">
          {!addresses.some((a) => a.deliverable) && (
            <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              {deliveryAreaMessages.notServiceable}
            </p>
          )}
          {addresses.map((address) => (
            <OptionTile
              key={address._id}
              name="address"
              checked={selected?._id === address._id}
              disabled={!address.deliverable}
              onSelect={() => onSelect(address._id)}
            >
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-bold text-gray-700 uppercase">
                  {addressTypeLabel(address.type)}
                </span>
                <span className="text-sm font-semibold text-gray-900">{address.name}</span>
                {address.phone && (
                  <span className="tabular text-sm text-gray-600">{address.phone}</span>
                )}
              </span>
              <span className="mt-1 block text-sm text-gray-700">{describe(address)}</span>
              {address.location && (
                <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-brand-700">
                  <MapPin className="size-3.5" aria-hidden />
                  {ADDRESS_PINNED_LABEL}
                </span>
              )}
              {!address.deliverable && (
                <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-red-800">
                  <MapPinOff className="size-3.5" aria-hidden />
                  {NOT_DELIVERED_HERE}
                </span>
              )}
            </OptionTile>
          ))}
        </div>
      )}
    </CheckoutSection>
  );
}
