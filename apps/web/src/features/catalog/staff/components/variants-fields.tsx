import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { VARIANTS_MAX, type ItemCreateInput } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

const rupeeInput = { type: 'number', inputMode: 'decimal', step: '0.01', min: 0 } as const;
export const zeroWhenEmpty = (v: string | number) => (v === '' ? 0 : Number(v));

/** Pack sizes with prices of their own (500 g, 1 kg); the shopper picks one. */
export function VariantsFields({ form }: { form: UseFormReturn<ItemCreateInput> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'variants' });
  const errors = form.formState.errors.variants;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-800">
        Variants <span className="font-normal text-gray-500">(optional)</span>
      </legend>
      {fields.length > 0 && (
        <ul className="space-y-3" aria-label="Variants">
          {fields.map((field, i) => (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]"
            >
              <TextField
                className="col-span-2 sm:col-span-1"
                label={`Variant ${i + 1}`}
                placeholder="500 g"
                error={errors?.[i]?.value?.message}
                {...form.register(`variants.${i}.value`)}
              />
              <TextField
                className="col-start-1 sm:col-start-auto"
                label="Price (₹)"
                {...rupeeInput}
                error={errors?.[i]?.price?.message}
                {...form.register(`variants.${i}.price`, { valueAsNumber: true })}
              />
              <TextField
                label="Discount (₹)"
                {...rupeeInput}
                error={errors?.[i]?.discountPrice?.message}
                {...form.register(`variants.${i}.discountPrice`, { setValueAs: zeroWhenEmpty })}
              />
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={`Remove variant ${i + 1}`}
                className="row-start-1 mt-7 grid size-11 place-items-center rounded-lg text-red-700 hover:bg-red-50 sm:row-start-auto"
              >
                <Trash2 className="size-5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={fields.length >= VARIANTS_MAX}
        // No price yet: an empty field (NaN would be written into it, and Chromium warns).
        onClick={() =>
          append({ value: '', discountPrice: 0 } as NonNullable<
            ItemCreateInput['variants']
          >[number])
        }
      >
        <Plus className="size-4" aria-hidden />
        Add a variant
      </Button>
    </fieldset>
  );
}
