import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MILK_OPTIONS_MAX, type StoreSettingsInput } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/** The milk subscription's quantity options: a name like HALF_LITRE and its daily price. */
export function MilkOptionsFields({ form }: { form: UseFormReturn<StoreSettingsInput> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'milkOptions' });
  const errors = form.formState.errors.milkOptions;
  return (
    <div className="space-y-3 sm:col-span-2">
      <ul className="space-y-3" aria-label="Milk options">
        {fields.map((field, i) => (
          <li key={field.id} className="flex items-start gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={`Option ${i + 1}`}
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
        onClick={() => append({ key: '', price: Number.NaN })}
      >
        <Plus className="size-4" aria-hidden />
        Add an option
      </Button>
    </div>
  );
}
