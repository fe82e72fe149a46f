import { MapPin, MapPinOff, Pencil, Trash2 } from 'lucide-react';
import { addressTypeLabel, type Address } from '@grofresh/contracts';
import { formatPhone } from '@/lib/phone';
import { addressLine } from '../address-text';
import { ADDRESS_MESSAGES, PIN_MESSAGES } from '../messages';
import { addressTypeIcons } from './address-type-picker';

interface AddressCardProps {
  address: Address;
  /** Whether the store delivers there now (docs/product/rules.md#delivery-area); unknown, unsaid. */
  deliverable?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const iconButton = 'grid size-10 place-items-center rounded-full text-gray-600';

/** One saved address with its edit and delete icons (docs/product/screens.md#my-account). */
export function AddressCard({ address, deliverable, onEdit, onDelete }: AddressCardProps) {
  const label = addressTypeLabel(address.type);
  const Icon = addressTypeIcons[address.type];
  return (
    <article
      aria-label={`${label}: ${addressLine(address)}`}
      className="flex h-full gap-3 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-gray-900">{label}</h3>
        <p className="mt-0.5 text-sm break-words text-gray-700">{addressLine(address)}</p>
        {/* Name and number wrap as wholes, never "Asha / Rao". */}
        <p className="mt-1 flex flex-wrap gap-x-1 text-sm text-gray-500">
          <span>{address.name}</span>
          {address.phone && (
            <span className="tabular whitespace-nowrap">· {formatPhone(address.phone)}</span>
          )}
        </p>
        {address.location && (
          <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
            <MapPin className="size-3.5" aria-hidden />
            {PIN_MESSAGES.pinned}
          </p>
        )}
        {deliverable === false && (
          <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-red-800">
            <MapPinOff className="size-3.5" aria-hidden />
            {ADDRESS_MESSAGES.notDeliveredHere}
          </p>
        )}
      </div>
      <div className="-mt-1 -mr-1 flex shrink-0 items-start">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${label} address`}
          className={`${iconButton} hover:bg-gray-100 hover:text-gray-900`}
        >
          <Pencil className="size-4.5" aria-hidden />
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${label} address`}
          className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
        >
          <Trash2 className="size-4.5" aria-hidden />
        </button>
      </div>
    </article>
  );
}
