import type { UseFormReturn } from 'react-hook-form';
import type { StoreSettings, StoreSettingsInput } from '@grofresh/contracts';
import { TextField } from '@/components/ui/text-field';

/** An empty GSTIN or state code is "none" (null): the store issues receipts without tax. */
const nullWhenEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const COINS_CHOICES = [
  {
    value: 'PAYMENT',
    label: 'As paid',
    sentence:
      'Each line at its full price, the Grocoins shown as paid towards the total. The cautious reading: tax on the full price.',
  },
  {
    value: 'DISCOUNT',
    label: 'As discount',
    sentence:
      'The Grocoins taken off the lines as a discount, lowering their taxable value and the tax.',
  },
] as const;

/**
 * The store's details for its GST invoices (docs/product/rules.md#gst-invoices): registered
 * name, GSTIN and state, and how redeemed Grocoins count. The street address is the shop's.
 */
export function InvoiceSettingsFields({
  form,
}: {
  form: UseFormReturn<StoreSettingsInput, unknown, StoreSettings>;
}) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Legal name"
        note="as registered for GST"
        className="sm:col-span-2"
        error={errors.legalName?.message}
        {...form.register('legalName')}
      />
      <TextField
        label="GSTIN"
        note="empty: receipts without tax"
        autoCapitalize="characters"
        autoComplete="off"
        error={errors.gstin?.message}
        {...form.register('gstin', { setValueAs: nullWhenEmpty })}
      />
      <TextField
        label="State code"
        note="e.g. 29 for Karnataka"
        inputMode="numeric"
        maxLength={2}
        error={errors.stateCode?.message}
        {...form.register('stateCode', { setValueAs: nullWhenEmpty })}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-gray-800">Grocoins on the invoice</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {COINS_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex gap-3 rounded-xl border border-gray-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={choice.value}
                className="mt-1 size-4 accent-brand-600"
                {...form.register('coinsOnInvoice')}
              />
              <span className="text-sm">
                <span className="block font-semibold text-gray-900">{choice.label}</span>
                <span className="text-gray-700">{choice.sentence}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
