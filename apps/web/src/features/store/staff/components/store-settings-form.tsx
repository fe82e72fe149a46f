import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  storeSettingsSchema,
  type StoreSettings,
  type StoreSettingsInput,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { DeliveryAreaFields } from './delivery-area-fields';
import { InvoiceSettingsFields } from './invoice-settings-fields';
import { MilkOptionsFields } from './milk-options-fields';
import { SettingsGroup } from './settings-group';
import { StorePlaceField, type LocateDevice } from './store-place-field';

interface StoreSettingsFormProps {
  /** What the fields start with: the saved settings, or blanks when setting the store up. */
  settings: DefaultValues<StoreSettingsInput>;
  saving: boolean;
  onSave: (settings: StoreSettings) => void;
  /** The first save of a new store: nothing saved to go back to yet. */
  firstRun?: boolean;
  /** 'Use my current location' for the shop's place. */
  locateDevice: LocateDevice;
}

/**
 * Every setting of the shop in one form, checked with the server's own rules before it is
 * sent. A refused save keeps everything typed.
 */
export function StoreSettingsForm({
  settings,
  saving,
  onSave,
  firstRun,
  locateDevice,
}: StoreSettingsFormProps) {
  const form = useForm<StoreSettingsInput, unknown, StoreSettings>({
    resolver: zodResolver(storeSettingsSchema),
    defaultValues: settings,
  });
  const { errors, isDirty } = form.formState;
  const text = (name: 'name' | 'address' | 'phone' | 'whatsapp' | 'upiId' | 'upiName') =>
    ({ error: errors[name]?.message, ...form.register(name) }) as const;
  const num = (name: 'radiusKm') =>
    ({
      type: 'number',
      inputMode: 'decimal',
      step: 'any',
      error: errors[name]?.message,
      ...form.register(name, { valueAsNumber: true }),
    }) as const;
  const whole = (name: 'goodwillAdminAbove' | 'goodwillDailyCap') =>
    ({
      type: 'number',
      inputMode: 'numeric',
      min: 0,
      step: 1,
      error: errors[name]?.message,
      ...form.register(name, { valueAsNumber: true }),
    }) as const;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSave(values))}
      className="mx-auto max-w-3xl space-y-5"
    >
      <SettingsGroup title="Shop">
        <TextField label="Name" autoComplete="organization" {...text('name')} />
        <TextField label="Street address" className="sm:col-span-2" {...text('address')} />
      </SettingsGroup>
      <SettingsGroup
        title="Contact"
        note="Shown on every page and used by the call and chat buttons."
      >
        <TextField label="Phone" inputMode="numeric" {...text('phone')} />
        <TextField label="WhatsApp number" inputMode="numeric" {...text('whatsapp')} />
      </SettingsGroup>
      <SettingsGroup
        title="Location and delivery"
        note="Dairy is sold only to shoppers within the dairy radius of this point. Home delivery goes within its own radius, or to the pincodes served."
      >
        <StorePlaceField form={form} locateDevice={locateDevice} />
        <TextField label="Dairy radius (km)" {...num('radiusKm')} />
        <DeliveryAreaFields form={form} />
      </SettingsGroup>
      <SettingsGroup title="UPI payments" note="Shoppers who pay by QR pay this UPI id.">
        <TextField label="UPI id" autoCapitalize="none" {...text('upiId')} />
        <TextField label="Name shown to the payer" {...text('upiName')} />
      </SettingsGroup>
      <SettingsGroup title="Milk options" note="Daily milk subscriptions offer these quantities.">
        <MilkOptionsFields form={form} />
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-gray-800 sm:col-span-2">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            {...form.register('autoApproveMilk')}
          />
          Approve milk subscriptions paid online automatically
        </label>
      </SettingsGroup>
      <SettingsGroup title="Pick-up hours" note="Shoppers choose a pick-up time between these.">
        <TextField
          label="Opens"
          type="time"
          error={errors.pickUpHours?.opens?.message}
          {...form.register('pickUpHours.opens')}
        />
        <TextField
          label="Closes"
          type="time"
          error={errors.pickUpHours?.closes?.message}
          {...form.register('pickUpHours.closes')}
        />
      </SettingsGroup>
      <SettingsGroup
        title="Goodwill Grocoins"
        note="Grocoins the store gives back on complaints. Above the first amount on one complaint only an admin may give them; the second is the most one shopper gets in a day, whoever gives them."
      >
        <TextField label="Admin needed above (Grocoins)" {...whole('goodwillAdminAbove')} />
        <TextField label="Most per shopper a day (Grocoins)" {...whole('goodwillDailyCap')} />
      </SettingsGroup>
      <SettingsGroup
        title="Invoices (GST)"
        note="Printed on every invoice. Without a GSTIN the store issues receipts without tax."
      >
        <InvoiceSettingsFields form={form} />
      </SettingsGroup>
      <div className="sticky bottom-20 flex justify-end gap-3 rounded-2xl border border-gray-200 bg-white/95 p-3 shadow-sm backdrop-blur md:bottom-4">
        {!firstRun && (
          <Button
            variant="ghost"
            disabled={!isDirty || saving}
            onClick={() => form.reset(settings)}
          >
            Undo changes
          </Button>
        )}
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving…' : firstRun ? 'Set up the store' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
