import { Link } from 'react-router';
import {
  addressTypeLabel,
  formatRupees,
  quantityOptionLabel,
  type Address,
} from '@grofresh/contracts';
import { buttonClass } from '@/components/ui/button';
import { FieldError } from '@/components/ui/labelled-control';
import { Skeleton } from '@/components/ui/skeleton';
import { accountTabHref } from '@/lib/account-tabs';
import { cn } from '@/lib/cn';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';

const fieldClass = (error?: string) =>
  cn(
    'mt-1 h-11 w-full rounded-lg border bg-white px-3 text-base outline-none focus:ring-2',
    error
      ? 'border-red-600 focus:ring-red-100'
      : 'border-gray-300 focus:border-brand-600 focus:ring-brand-100',
  );

interface QuantityFieldProps {
  prices: Record<string, number>;
  value: string;
  onChange: (key: string) => void;
  error?: string;
}

/** The store's milk options (docs/product/records.md#subscription) with the daily price. */
export function QuantityField({ prices, value, onChange, error }: QuantityFieldProps) {
  return (
    <div>
      <label htmlFor="milk-quantity" className="text-sm font-semibold text-gray-800">
        Quantity
      </label>
      <select
        id="milk-quantity"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'milk-quantity-error' : undefined}
        className={fieldClass(error)}
      >
        <option value="">Select quantity</option>
        {Object.entries(prices).map(([key, rupees]) => (
          <option key={key} value={key}>
            {`${quantityOptionLabel(key)} – ${formatRupees(rupees)} a day`}
          </option>
        ))}
      </select>
      <FieldError id="milk-quantity-error" error={error} />
    </div>
  );
}

interface EndDateFieldProps {
  value: string;
  min: string;
  max: string;
  onChange: (date: string) => void;
  error?: string;
}

export function EndDateField({ value, min, max, onChange, error }: EndDateFieldProps) {
  return (
    <div>
      <label htmlFor="milk-end-date" className="text-sm font-semibold text-gray-800">
        End date
      </label>
      <input
        id="milk-end-date"
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'milk-end-date-error' : undefined}
        className={fieldClass(error)}
      />
      <FieldError id="milk-end-date-error" error={error} />
    </div>
  );
}

interface AddressFieldProps {
  addresses: Address[] | undefined;
  value: string | null;
  onChange: (id: string) => void;
  describe: (address: Address) => string;
  error?: string;
}

/**
 * The saved addresses as radios; with none, a way to add one
 * (docs/product/records.md#subscription).
 */
export function AddressField({ addresses, value, onChange, describe, error }: AddressFieldProps) {
  return (
    <fieldset aria-describedby={error ? 'milk-address-error' : undefined}>
      <legend className="text-sm font-semibold text-gray-800">Delivery address</legend>
      {addresses === undefined ? (
        <Skeleton className="mt-1 h-16" />
      ) : addresses.length === 0 ? (
        <Link to={accountTabHref('addresses')} className={buttonClass('outline', 'md', 'mt-2')}>
          {SUBSCRIPTION_TAB_MESSAGES.noAddresses}
        </Link>
      ) : (
        <div className="mt-1 space-y-2">
          {addresses.map((address) => (
            <label
              key={address._id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 transition-colors duration-150 hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input
                type="radio"
                name="milk-address"
                value={address._id}
                checked={value === address._id}
                onChange={() => onChange(address._id)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-bold text-gray-700 uppercase">
                  {addressTypeLabel(address.type)}
                </span>
                <span className="mt-1 block text-sm text-gray-700">{describe(address)}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldError id="milk-address-error" error={error} />
    </fieldset>
  );
}
