import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { formatPhone } from '@/lib/phone';
import { useProfile, useSignedInUserId } from '../api/profile';
import type { OtpCalls } from '../otp-calls';
import { ChangeNumber } from './change-number';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';

const card = 'rounded-2xl border border-gray-200 bg-white p-5';

/**
 * The 'Profile' tab of /my-account: the number, name and email, signing out on every device,
 * and deleting the account.
 */
export function ProfileTab({ otp }: { otp: OtpCalls }) {
  const userId = useSignedInUserId();
  const profile = useProfile(userId);
  if (!userId) return null;
  if (profile.isPending) {
    return (
      <div aria-busy className="space-y-4">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    );
  }
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  const user = profile.data;
  return (
    <div className="max-w-2xl space-y-4">
      <section aria-labelledby="profile-phone-heading" className={card}>
        <h3 id="profile-phone-heading" className="font-bold text-gray-900">
          Mobile number
        </h3>
        <p className="tabular mt-1 text-lg font-semibold text-gray-900">
          {formatPhone(user.phone)}
        </p>
        <p className="mb-3 text-sm text-gray-600">You log in with this number.</p>
        <ChangeNumber
          // A changed number starts the next change afresh.
          key={user.phone}
          userId={user._id}
          currentPhone={user.phone}
          otp={otp}
        />
      </section>
      <section aria-labelledby="profile-details-heading" className={card}>
        <h3 id="profile-details-heading" className="font-bold text-gray-900">
          Your details
        </h3>
        <ProfileForm profile={user} />
      </section>
      <SignOutEverywhere />
      <DeleteAccount userId={user._id} />
    </div>
  );
}
