import type { ReactNode } from 'react';
import { Banknote, CreditCard, QrCode } from 'lucide-react';
import { paymentMethods, type PaymentMethod } from '@grofresh/contracts';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { CheckoutSection } from './checkout-section';
import { OptionTile } from './option-tile';

const options: Record<PaymentMethod, { icon: typeof Banknote; hint: string }> = {
  COD: { icon: Banknote, hint: 'Pay in cash when you get your order' },
  QR: { icon: QrCode, hint: 'Scan and pay with any UPI app' },
  CCAVENUE: { icon: CreditCard, hint: "Cards, UPI and net banking on the gateway's secure page" },
};

interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Whether the shop offers online payment now (GET /payments/options); undefined while asking. */
  online: boolean | undefined;
  /** Shown above the choices: what became of a card payment (PaymentNoticeBox). */
  notice?: ReactNode;
  /** Shown under the choices: the QR code when QR is chosen. */
  children?: ReactNode;
}

export function PaymentMethodChoice({
  value,
  onChange,
  online,
  notice,
  children,
}: PaymentMethodChoiceProps) {
  return (
    <CheckoutSection title="Payment method" group lead={notice}>
      <div className="grid gap-2">
        {paymentMethods.map((method) => {
          const { icon: Icon, hint } = options[method];
          const off = method === 'CCAVENUE' && !online;
          return (
            <OptionTile
              key={method}
              name="paymentMethod"
              checked={value === method}
              disabled={off}
              onSelect={() => onChange(method)}
            >
              <span className="flex items-center gap-2 text-sm font-semibold">
                <Icon className="size-5 shrink-0 text-brand-700" aria-hidden />
                {paymentMethodLabel[method]}
              </span>
              <span className="mt-0.5 block text-xs text-gray-600">
                {off ? (online === undefined ? 'Checking…' : 'Not available right now') : hint}
              </span>
            </OptionTile>
          );
        })}
      </div>
      {children}
    </CheckoutSection>
  );
}
