import { Store, Truck } from 'lucide-react';
import { deliveryTypeLabel, deliveryTypes, type DeliveryType } from '@grofresh/contracts';
import { CheckoutSection } from './checkout-section';
import { OptionTile } from './option-tile';

const icons = { DELIVERY: Truck, PICK_UP: Store } as const;

/** 'Home Delivery' or 'Store Pick Up' (docs/product/screens.md#checkout). */
export function DeliveryOption({
  value,
  onChange,
}: {
  value: DeliveryType;
  onChange: (type: DeliveryType) => void;
}) {
  return (
    <CheckoutSection title="Delivery option" group>
      <div className="grid grid-cols-2 gap-3">
        {deliveryTypes.map((type) => {
          const Icon = icons[type];
          return (
            <OptionTile
              key={type}
              name="deliveryType"
              checked={value === type}
              onSelect={() => onChange(type)}
            >
              <span className="flex items-center gap-2 text-sm font-semibold">
                <Icon className="size-5 shrink-0 text-brand-700" aria-hidden />
                {deliveryTypeLabel[type]}
              </span>
            </OptionTile>
          );
        })}
      </div>
    </CheckoutSection>
  );
}
