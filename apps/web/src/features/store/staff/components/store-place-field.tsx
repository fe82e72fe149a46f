import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { LocateFixed, MapPin } from 'lucide-react';
import type { Coordinates, StoreSettingsInput } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';

export const STORE_PLACE_MESSAGES = {
  legend: 'Where the shop is',
  use: 'Use my current location',
  again: 'Use my current location again',
  locating: 'Finding your location…',
  unset: 'Not set yet. Press “Use my current location” while you are in the shop.',
  hint: 'Press it while you are in the shop: delivery distances are measured from here.',
  map: 'See it on a map',
  byHand: 'Coordinates',
  denied:
    'Location access is off for this site. Allow it in your browser’s site settings (the icon beside the address bar), then press Use my current location again, or type the coordinates below.',
  unavailable:
    'We couldn’t find your location just now. Switch on the device’s location and try again, or type the coordinates below.',
  unsupported: 'This browser can’t share its location. Type the coordinates below instead.',
} as const;

type PlaceProblem = 'denied' | 'unavailable' | 'unsupported';
/** Where the device is now, or why not (the console's page passes the browser's own). */
export type LocateDevice = () => Promise<{ coords: Coordinates } | { problem: PlaceProblem }>;

const known = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The shop's place as an owner sets it: where the device is now (in the shop), checked on a
 * map; the latitude and longitude stay below, second, for typing by hand.
 */
export function StorePlaceField({
  form,
  locateDevice,
}: {
  form: UseFormReturn<StoreSettingsInput>;
  locateDevice: LocateDevice;
}) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<PlaceProblem | null>(null);
  const [lat, lon] = useWatch({ control: form.control, name: ['lat', 'lon'] });
  const { errors } = form.formState;
  const placed = known(lat) && known(lon);

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    const outcome = await locateDevice();
    setLocating(false);
    if ('problem' in outcome) return setProblem(outcome.problem);
    const set = { shouldDirty: true, shouldValidate: form.formState.isSubmitted } as const;
    form.setValue('lat', outcome.coords.lat, set);
    form.setValue('lon', outcome.coords.lon, set);
  };

  const number = (name: 'lat' | 'lon') =>
    ({
      type: 'number',
      inputMode: 'decimal',
      step: 'any',
      error: errors[name]?.message,
      ...form.register(name, { valueAsNumber: true }),
    }) as const;

  return (
    <div className="space-y-3 sm:col-span-2">
      <p className="text-sm font-semibold text-gray-800">{STORE_PLACE_MESSAGES.legend}</p>
      {placed ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-800">
          <MapPin className="size-4 text-brand-700" aria-hidden />
          <a
            className="font-semibold text-brand-800 underline"
            href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`}
            target="_blank"
            rel="noreferrer"
          >
            {STORE_PLACE_MESSAGES.map}
          </a>
        </p>
      ) : (
        <p className="text-sm text-gray-600">{STORE_PLACE_MESSAGES.unset}</p>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => void locate()}
          disabled={locating}
          aria-busy={locating}
        >
          {locating ? (
            <Spinner className="size-4 border-2" />
          ) : (
            <LocateFixed className="size-4" aria-hidden />
          )}
          {locating
            ? STORE_PLACE_MESSAGES.locating
            : placed
              ? STORE_PLACE_MESSAGES.again
              : STORE_PLACE_MESSAGES.use}
        </Button>
        <p className="mt-1 text-sm text-gray-600">{STORE_PLACE_MESSAGES.hint}</p>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {STORE_PLACE_MESSAGES[problem]}
        </p>
      )}
      <div className="grid gap-3 rounded-xl bg-gray-50 p-3 sm:grid-cols-2">
        <p className="text-xs text-gray-600 sm:col-span-2">
          {STORE_PLACE_MESSAGES.byHand}: set by the button above, or typed from a map app.
        </p>
        <TextField label="Latitude" {...number('lat')} />
        <TextField label="Longitude" {...number('lon')} />
      </div>
    </div>
  );
}
