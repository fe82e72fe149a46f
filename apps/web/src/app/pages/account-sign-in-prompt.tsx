import { Link } from 'react-router';
import { CircleUserRound } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { openLoginModal } from '@/features/auth/login-modal-store';

/** /my-account for a visitor: what signing in gives them, and the way in. */
export function AccountSignInPrompt() {
  return (
    <div className="mx-auto mt-6 flex max-w-md flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <CircleUserRound className="size-8" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-bold">Log in to see your account</h2>
      <p className="mt-2 text-sm text-gray-600">
        Your orders, saved addresses, Grocoins, milk subscription and complaints are here once you
        log in with your mobile number.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => openLoginModal()}>
          Log in
        </Button>
        <Link to="/" className={buttonClass('outline', 'lg')}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
