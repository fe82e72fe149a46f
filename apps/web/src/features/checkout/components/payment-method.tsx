import type { ReactNode } from 'react';
import { Banknote, CreditCard, QrCode } from 'lucide-react';
import { paymentMethods, type PaymentMethod } from '@grofresh/contracts';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { CheckoutSection } from './checkout-section';
import { OptionTile } from './option-tile';

const options: Record<PaymentMethod, { icon: typeof Banknote; hint: string; soon?: true }> = {
  COD: { icon: Banknote, hint: 'Pay in cash when you get your order' },
  QR: { icon: QrCode, hint: 'Scan and pay with any UPI app' },
  // The card gateway is a later issue; the choice is shown so shoppers know it is coming.
  CCAVENUE: { icon: CreditCard, hint: 'Cards and net banking: coming soon', soon: true },
};

interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Shown under the choices: the QR code when QR is chosen. */
  children?: ReactNode;
}

export function PaymentMethodChoice({ value, onChange, children }: PaymentMethodChoiceProps) {
  return (
    <CheckoutSection title="Payment method" group>
      <div className="grid gap-2">
        {paymentMethods.map((method) => {
          const { icon: Icon, hint, soon } = options[method];
          return (
            <OptionTile
              key={method}
              name="paymentMethod"
              checked={value === method}
              disabled={soon}
              onSelect={() => onChange(method)}
            >
              <span className="flex items-center gap-2 text-sm font-semibold">
                <Icon className="size-5 shrink-0 text-brand-700" aria-hidden />
                {paymentMethodLabel[method]}
              </span>
              <span className="mt-0.5 block text-xs text-gray-600">{hint}</span>
            </OptionTile>
          );
        })}
      </div>
      {children}
    </CheckoutSection>
  );
}
