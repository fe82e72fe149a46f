import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, MapPinPlus, Plus } from 'lucide-react';
import type { Address } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  ADDRESS_NEW_PARAM,
  CHECKOUT_PATH,
  cameFromCheckout,
  checkoutReturnState,
} from '@/lib/address-links';
import { useAddresses } from '../api/addresses';
import { ADDRESS_MESSAGES } from '../messages';
import { AddressCard } from './address-card';
import { AddressFormModal } from './address-form-modal';
import { DeleteAddressDialog } from './delete-address-dialog';

/**
 * Saved Addresses (docs/product/screens.md#my-account): add, list, edit and delete with
 * confirmation.
 */
export function AddressesTab() {
  const { data: addresses, isPending, isError, refetch } = useAddresses();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const forCheckout = cameFromCheckout(params);
  // 'new' opens the modal empty; an address opens it to edit that address.
  const [editing, setEditing] = useState<Address | 'new' | null>(() =>
    params.get(ADDRESS_NEW_PARAM) === '1' ? 'new' : null,
  );
  const [deleting, setDeleting] = useState<Address | null>(null);
  const add = () => setEditing('new');
  useEffect(() => {
    // Read once: a reload or Back after closing the form should not open it again.
    if (params.has(ADDRESS_NEW_PARAM)) {
      setParams(
        (prev) => {
          prev.delete(ADDRESS_NEW_PARAM);
          return prev;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);
  // From checkout, the saved address is the one to deliver to: back there with it chosen.
  const saved = (address: Address) => {
    if (forCheckout) void navigate(CHECKOUT_PATH, { state: checkoutReturnState(address._id) });
  };

  return (
    <div>
      {forCheckout && (
        <Link
          to={CHECKOUT_PATH}
          className="mb-3 inline-flex items-center gap-1 rounded-lg py-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {ADDRESS_MESSAGES.backToCheckout}
        </Link>
      )}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-gray-600" aria-live="polite">
          {addresses && addresses.length > 0 && `${addresses.length} saved`}
        </p>
        <Button variant="outline" onClick={add}>
          <Plus className="size-4" aria-hidden />
          Add address
        </Button>
      </div>
      {isPending ? (
        <div className="mt-4 space-y-3" aria-busy="true" aria-label="Loading addresses">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      ) : isError ? (
        <div className="mt-4 rounded-2xl border border-gray-200 bg-white p-6 text-center">
          <p className="text-gray-700">We could not load your addresses.</p>
          <Button variant="subtle" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : addresses.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
          <MapPinPlus className="size-10 text-gray-400" aria-hidden />
          <p className="mt-3 font-semibold text-gray-800">{ADDRESS_MESSAGES.empty}</p>
          <p className="mt-1 text-sm text-gray-600">Save one now for a quicker checkout.</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {addresses.map((address) => (
            <li key={address._id}>
              <AddressCard
                address={address}
                deliverable={address.deliverable}
                onEdit={() => setEditing(address)}
                onDelete={() => setDeleting(address)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddressFormModal
        open={editing !== null}
        address={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
