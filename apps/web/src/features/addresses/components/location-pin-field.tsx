import { useState } from 'react';
import { LocateFixed, MapPin, X } from 'lucide-react';
import type { Coordinates } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { browserGeolocation, currentPosition, type PinProblem } from '../current-position';
import { PIN_MESSAGES } from '../messages';

interface LocationPinFieldProps {
  value: Coordinates | null | undefined;
  onChange: (pin: Coordinates | null) => void;
}

const degrees = (pin: Coordinates) => `${pin.lat.toFixed(5)}, ${pin.lon.toFixed(5)}`;

/** 'Use my current location': pins the address where the device is, or says why it can't. */
export function LocationPinField({ value, onChange }: LocationPinFieldProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<PinProblem | null>(null);

  const pin = async () => {
    setLocating(true);
    setProblem(null);
    const outcome = await currentPosition(browserGeolocation());
    setLocating(false);
    if ('coords' in outcome) onChange(outcome.coords);
    else setProblem(outcome.problem);
  };

  return (
    <fieldset className="rounded-xl border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold text-gray-800">
        {PIN_MESSAGES.legend} <span className="font-normal text-gray-500">(optional)</span>
      </legend>
      {value ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-800">
          <MapPin className="size-4 text-brand-700" aria-hidden />
          <span className="font-semibold">{PIN_MESSAGES.pinned}</span>
          <span className="tabular text-gray-600">{degrees(value)}</span>
        </p>
      ) : (
        <p className="text-sm text-gray-600">{PIN_MESSAGES.hint}</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => void pin()}
          disabled={locating}
          aria-busy={locating}
        >
          {locating ? (
            <Spinner className="size-4 border-2" />
          ) : (
            <LocateFixed className="size-4" aria-hidden />
          )}
          {locating ? PIN_MESSAGES.locating : value ? PIN_MESSAGES.again : PIN_MESSAGES.use}
        </Button>
        {value && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          >
            <X className="size-4" aria-hidden />
            {PIN_MESSAGES.clear}
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {PIN_MESSAGES[problem]}
        </p>
      )}
    </fieldset>
  );
}
