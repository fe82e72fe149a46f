import type { UseFormReturn } from 'react-hook-form';
import type { StoreSettings, StoreSettingsInput } from '@grofresh/contracts';
import { TextField } from '@/components/ui/text-field';

/** "560038, 560008 560017" → ['560038', '560008', '560017']: commas, spaces or new lines. */
const pincodeList = (v: unknown) =>
  typeof v === 'string' ? v.split(/[\s,]+/).filter((code) => code !== '') : v;

/**
 * Where home delivery goes (docs/product/rules.md#delivery-area): within a radius of the store's
 * point for a pinned address, else to the pincodes listed. The dairy radius is its own field.
 */
export function DeliveryAreaFields({
  form,
}: {
  form: UseFormReturn<StoreSettingsInput, unknown, StoreSettings>;
}) {
  const { errors } = form.formState;
  const codes = errors.servedPincodes;
  // The list's own sentence (too many, one twice), else the first pincode refused.
  const codesError =
    codes?.message ?? (Array.isArray(codes) ? codes.find((c) => c?.message)?.message : undefined);
  return (
    <>
      <TextField
        label="Home delivery radius (km)"
        note="pinned addresses"
        type="number"
        inputMode="decimal"
        step="any"
        error={errors.deliveryRadiusKm?.message}
        {...form.register('deliveryRadiusKm', { valueAsNumber: true })}
      />
      <TextField
        label="Pincodes served"
        note="addresses without a pin; commas between"
        inputMode="numeric"
        autoComplete="off"
        error={codesError}
        {...form.register('servedPincodes', { setValueAs: pincodeList })}
      />
    </>
  );
}
