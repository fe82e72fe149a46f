import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MILK_OPTIONS_MAX, type MilkOption, type StoreSettingsInput } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { milkOptionName } from '@/lib/milk-option-name';

/**
 * The milk subscription's quantity options: each named in words ("½ litre"), with its code
 * (HALF_LITRE, what subscriptions keep) and its daily price.
 */
export function MilkOptionsFields({ form }: { form: UseFormReturn<StoreSettingsInput> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'milkOptions' });
  const errors = form.formState.errors.milkOptions;
  const typed = useWatch({ control: form.control, name: 'milkOptions' });
  return (
    <div className="space-y-3 sm:col-span-2">
      <ul className="space-y-3" aria-label="Milk options">
        {fields.map((field, i) => (
          <li key={field.id} className="rounded-xl border border-gray-200 p-3">
            <p className="font-semibold text-gray-900">
              {milkOptionName(typed?.[i]?.key ?? '') || `Option ${i + 1}`}
            </p>
            <div className="flex items-start gap-2">
              <TextField
                className="min-w-0 flex-1"
                label="Code"
                aria-label={`Code of option ${i + 1}`}
                autoCapitalize="characters"
                error={errors?.[i]?.key?.message}
                {...form.register(`milkOptions.${i}.key`, {
                  setValueAs: (v: string) => v.toUpperCase().replace(/\s+/g, '_'),
                })}
              />
              <TextField
                className="w-32"
                label="Price a day (₹)"
                type="number"
                inputMode="decimal"
                step="0.01"
                error={errors?.[i]?.price?.message}
                {...form.register(`milkOptions.${i}.price`, { valueAsNumber: true })}
              />
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={`Remove option ${i + 1}`}
                className="mt-7 grid size-11 shrink-0 place-items-center rounded-lg text-red-700 hover:bg-red-50"
              >
                <Trash2 className="size-5" aria-hidden />
              </button>
            </div>
          </li>
        ))}
      </ul>
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      <Button
        variant="outline"
        disabled={fields.length >= MILK_OPTIONS_MAX}
        // No price yet: an empty field (NaN would be written into it as text).
        onClick={() => append({ key: '' } as MilkOption)}
      >
        <Plus className="size-4" aria-hidden />
        Add an option
      </Button>
    </div>
  );
}
