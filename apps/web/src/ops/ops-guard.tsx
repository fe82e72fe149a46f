import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LockKeyhole, ShieldAlert } from 'lucide-react';
import type { UserDetails } from '@grofresh/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { openLoginModal } from '@/features/auth/login-modal-store';
import { logOut } from '@/features/auth/log-out';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { formatPhone } from '@/lib/phone';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpsMe } from './use-ops-me';

export const OPS_MESSAGES = {
  signIn: 'Sign in with your staff number to open the store console.',
  notAllowed: 'This console is for store staff.',
  notAllowedDetail: (phone: string) =>
    `You are signed in as ${phone}, which is not a staff account. Ask the store's admin to add you.`,
} as const;

/** Only staff and admins get past: others are asked to sign in or told they are not allowed. */
export function OpsGuard({ children }: { children: (user: UserDetails) => ReactNode }) {
  const { signedIn, me, refused } = useOpsMe();
  const phone = useSession((s) => s.session?.user.phone);
  if (!signedIn) {
    return (
      <GuardPage title="Store console" icon={<LockKeyhole className="size-8" aria-hidden />}>
        <p className="text-gray-700">{OPS_MESSAGES.signIn}</p>
        <Button size="lg" onClick={() => openLoginModal('login')}>
          Log in
        </Button>
      </GuardPage>
    );
  }
  if (refused) {
    return (
      <GuardPage title="Not allowed" icon={<ShieldAlert className="size-8" aria-hidden />}>
        <p className="font-semibold text-gray-900">{OPS_MESSAGES.notAllowed}</p>
        <p className="text-gray-700">{OPS_MESSAGES.notAllowedDetail(formatPhone(phone ?? ''))}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass('primary', 'lg')}>
            Back to the shop
          </Link>
          <Button variant="outline" size="lg" onClick={logOut}>
            Log out
          </Button>
        </div>
      </GuardPage>
    );
  }
  if (me.data) return children(me.data.user);
  if (me.isError) {
    return (
      <GuardPage title="Store console">
        <p className="text-gray-700">{SOMETHING_WENT_WRONG}</p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </GuardPage>
    );
  }
  return (
    <div className="grid min-h-dvh place-items-center" aria-busy>
      <Spinner />
    </div>
  );
}

function GuardPage({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 py-12 text-center"
    >
      <Logo />
      {icon && <span className="mt-6 text-brand-700">{icon}</span>}
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
