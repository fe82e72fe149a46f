import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { BedDouble, Briefcase, House, MapPin, type LucideIcon } from 'lucide-react';
import { addressTypeLabel, addressTypes, type AddressType } from '@grofresh/contracts';

export const addressTypeIcons: Record<AddressType, LucideIcon> = {
  HOME: House,
  WORK: Briefcase,
  HOTEL: BedDouble,
  OTHER: MapPin,
};

interface AddressTypePickerProps {
  value: unknown;
  onChange: (type: AddressType) => void;
}

/**
 * The address form (docs/product/records.md#address): Home, Work, Hotel or Other, as a row of chips
 * (one radio group).
 */
export function AddressTypePicker({ value, onChange }: AddressTypePickerProps) {
  const id = useId();
  return (
    <div>
      <p id={id} className="text-sm font-semibold text-gray-800">
        Save address as
      </p>
      <RadioGroup.Root
        aria-labelledby={id}
        value={typeof value === 'string' ? value : undefined}
        onValueChange={(next) => {
          const type = addressTypes.find((t) => t === next);
          if (type) onChange(type);
        }}
        orientation="horizontal"
        className="mt-1.5 grid grid-cols-4 gap-2"
      >
        {addressTypes.map((type) => {
          const Icon = addressTypeIcons[type];
          return (
            <RadioGroup.Item
              key={type}
              value={type}
              className="flex h-9 items-center justify-center gap-1.5 rounded-full border border-gray-300 bg-white px-2 text-sm font-semibold text-gray-700 hover:border-brand-600 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800"
            >
              <Icon className="size-4" aria-hidden />
              {addressTypeLabel(type)}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
