import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressInputSchema, type AddressFields, type AddressInput } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { AddressTypePicker } from './address-type-picker';
import { LocationPinField } from './location-pin-field';

interface AddressFormProps {
  initial: AddressInput;
  saving: boolean;
  onSave: (fields: AddressFields) => void;
}

/**
 * The address form's fields (docs/product/records.md#address), checked by the same schema the
 * server uses.
 */
export function AddressForm({ initial, saving, onSave }: AddressFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressInput, unknown, AddressFields>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: initial,
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="mt-4 space-y-4">
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <div>
            <AddressTypePicker value={field.value} onChange={field.onChange} />
            {fieldState.error && (
              <p className="mt-1 text-sm font-medium text-red-700">{fieldState.error.message}</p>
            )}
          </div>
        )}
      />
      <TextField
        label="Flat / House no. / Building"
        autoComplete="address-line1"
        error={errors.flat?.message}
        {...register('flat')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Floor"
          note="optional"
          error={errors.floor?.message}
          {...register('floor')}
        />
        <TextField
          label="PIN code"
          note="optional"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.zip?.message}
          {...register('zip')}
        />
      </div>
      <TextField
        label="Area / Locality"
        autoComplete="address-line2"
        error={errors.locality?.message}
        {...register('locality')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Nearby landmark"
          note="optional"
          error={errors.landmark?.message}
          {...register('landmark')}
        />
        <TextField
          label="City"
          note="optional"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
      </div>
      <Controller
        control={control}
        name="location"
        // The pin comes from the device, never typed, so it has no message of its own.
        render={({ field }) => <LocationPinField value={field.value} onChange={field.onChange} />}
      />
      <p className="border-t border-gray-200 pt-4 text-sm font-semibold text-gray-900">
        Who receives the order
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Phone number"
          note="optional"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={saving} aria-busy={saving}>
        {saving && <Spinner className="size-5 border-2" />}
        Save address
      </Button>
    </form>
  );
}
