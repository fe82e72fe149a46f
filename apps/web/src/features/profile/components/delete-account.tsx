import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { clearSession } from '@/lib/session';
import { useDeleteAccount } from '../api/profile';
import { errorMessage } from '../error-message';
import { PROFILE_MESSAGES } from '../messages';

/** What deleting an account does, said before it is done. */
export const DELETION_CONSEQUENCES = [
  'Your name, mobile number, email and saved addresses are erased.',
  'Your orders are kept without your details, for the store’s accounts.',
  'Your Grocoins are lost.',
  'You will be signed out on every device.',
] as const;

/**
 * 'Delete account', after a confirmation that says what happens. The server refuses while a
 * milk subscription or an order is still open, and says so; on success every token of the
 * account has ended, so this device signs out too and goes home.
 */
export function DeleteAccount({ userId }: { userId: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAccount(userId);
  const navigate = useNavigate();

  async function deleteNow() {
    try {
      await remove.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    // Every token of the account has ended: this device signs out too.
    void navigate('/', { replace: true });
    clearSession();
    toast.success(PROFILE_MESSAGES.deleted);
  }

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="rounded-2xl border border-red-200 bg-white p-5"
    >
      <h3 id="delete-account-heading" className="font-bold text-gray-900">
        Delete account
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        Deleting your account erases your personal details from the shop. It cannot be undone.
      </p>
      <Button
        variant="danger"
        className="mt-3"
        disabled={remove.isPending}
        aria-busy={remove.isPending}
        onClick={() => setAsking(true)}
      >
        Delete account
      </Button>
      <ConfirmDialog
        open={asking}
        title={PROFILE_MESSAGES.deleteTitle}
        description={
          <>
            {DELETION_CONSEQUENCES.map((line) => (
              <span key={line} className="mt-1 block">
                {line}
              </span>
            ))}
            <span className="mt-2 block font-semibold text-gray-800">This cannot be undone.</span>
          </>
        }
        confirm={PROFILE_MESSAGES.deleteConfirm}
        danger
        onClose={() => setAsking(false)}
        onConfirm={() => void deleteNow()}
      />
    </section>
  );
}
