import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { sessionMessages } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { useSignOutEverywhere } from '../api/profile';
import { errorMessage } from '../error-message';
import { PROFILE_MESSAGES } from '../messages';

/**
 * 'Sign out everywhere', after a confirmation: the server ends every session of the account
 * (a lost phone, a shared computer), so this device signs out too and goes home.
 */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  const navigate = useNavigate();

  async function signOutNow() {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      // A token that had already ended has signed this device out, with the server's words.
      if (error instanceof ApiError && error.status === 401) void navigate('/', { replace: true });
      else toast.error(errorMessage(error));
      return;
    }
    void navigate('/', { replace: true });
    clearSession();
    toast.success(sessionMessages.signedOutEverywhere);
  }

  return (
    <section
      aria-labelledby="sign-out-everywhere-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5"
    >
      <h3 id="sign-out-everywhere-heading" className="font-bold text-gray-900">
        Signed-in devices
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        Lost a phone, or logged in on a computer that is not yours? Sign out on every device at
        once.
      </p>
      <Button
        variant="outline"
        className="mt-3"
        disabled={signOut.isPending}
        aria-busy={signOut.isPending}
        onClick={() => setAsking(true)}
      >
        {PROFILE_MESSAGES.signOutEverywhere}
      </Button>
      <ConfirmDialog
        open={asking}
        title={PROFILE_MESSAGES.signOutEverywhereTitle}
        description={PROFILE_MESSAGES.signOutEverywhereText}
        confirm={PROFILE_MESSAGES.signOutEverywhere}
        onClose={() => setAsking(false)}
        onConfirm={() => void signOutNow()}
      />
    </section>
  );
}
