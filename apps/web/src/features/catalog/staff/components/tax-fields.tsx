import type { UseFormReturn } from 'react-hook-form';
import { GST_RATES, type ItemCreate, type ItemCreateInput } from '@grofresh/contracts';
import { LabelledControl } from '@/components/ui/labelled-control';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

/** An empty field is "not set" (null), as the server stores it. */
const nullWhenEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const rateOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v));

/**
 * An item's HSN code and GST rate for its invoices (docs/product/rules.md#gst-invoices),
 * checked with the server's sentences; both may stay unset (invoiced at 18 %).
 */
export function TaxFields({ form }: { form: UseFormReturn<ItemCreateInput, unknown, ItemCreate> }) {
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        label="HSN code"
        note="4, 6 or 8 digits"
        inputMode="numeric"
        autoComplete="off"
        error={errors.hsn?.message}
        {...form.register('hsn', { setValueAs: nullWhenEmpty })}
      />
      <LabelledControl label="GST rate" error={errors.gstRate?.message}>
        {(control) => (
          <select
            {...control}
            className={cn(
              'mt-1 h-11 w-full rounded-lg border bg-white px-3 text-base outline-none focus:ring-2',
              errors.gstRate ? 'border-red-600' : 'border-gray-300 focus:border-brand-600',
            )}
            {...form.register('gstRate', { setValueAs: rateOrNull })}
          >
            <option value="">Not set (18 % on invoices)</option>
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </select>
        )}
      </LabelledControl>
    </div>
  );
}
