import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { TABLE_ORDER_TEXT } from '../messages';

/** /payment for a visitor: the way in, as on the other signed-in screens. */
export function PaymentSignIn({ onLogIn }: { onLogIn: () => void }) {
  return (
    <div className="mx-auto mt-6 flex max-w-md flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <ReceiptText className="size-8" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-bold">{TABLE_ORDER_TEXT.signInTitle}</h2>
      <p className="mt-2 text-sm text-gray-600">{TABLE_ORDER_TEXT.signInBody}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onLogIn}>
          Log in
        </Button>
        <Link to="/" className={buttonClass('outline', 'lg')}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
