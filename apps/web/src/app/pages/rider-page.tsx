import { Bike } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { addressLine } from '@/features/addresses/address-text';
import { openLoginModal } from '@/features/auth/login-modal-store';
import { RiderDay } from '@/features/riders/components/rider-day';
import { RIDER_MESSAGES } from '@/features/riders/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';

/**
 * /rider: the rider's phone screen (docs/product/rules.md#riders), loaded on first visit. Only a
 * signed-in rider sees their day; anyone else is told whose screen it is.
 */
export function RiderPage() {
  useDocumentTitle('Rider');
  const user = useSession((s) => s.session?.user);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 pt-4 pb-16 outline-none">
      {user?.role === 'rider' ? (
        <RiderDay userId={user._id} describe={addressLine} />
      ) : (
        <Welcome signedIn={Boolean(user)} />
      )}
    </main>
  );
}

/** Anyone but a rider: whose screen this is, and the way in for a visitor. */
function Welcome({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto mt-6 flex max-w-md flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Bike className="size-8" aria-hidden />
      </span>
      <h1 className="mt-4 text-lg font-bold">{RIDER_MESSAGES.title}</h1>
      <p className="mt-2 text-sm text-gray-700">
        {signedIn ? RIDER_MESSAGES.notRider : RIDER_MESSAGES.signIn}
      </p>
      {!signedIn && (
        <Button size="lg" className="mt-6" onClick={() => openLoginModal()}>
          Log in
        </Button>
      )}
    </div>
  );
}
