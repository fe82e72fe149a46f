import { lazy, Suspense } from 'react';
import { CircleUserRound } from 'lucide-react';
import { cn } from '@/lib/cn';
import { loadCode } from '@/lib/load-code';
import { useSession } from '@/lib/session';
import { openLoginModal } from '../login-modal-store';
import { accountTriggerClass, AccountTriggerFace } from './account-trigger';

// Signed-in screens load on demand: a visitor's first page carries no menu code.
const AccountMenu = lazy(async () => ({
  default: (await loadCode(() => import('./account-menu'))).AccountMenu,
}));

/**
 * The top bar's account entry: 'Login' for visitors, the account menu once signed in. It
 * follows the session store, so signing in (here or in another tab) shows at once.
 */
export function LoginButton({ className }: { className?: string }) {
  const user = useSession((s) => s.session?.user);
  if (user)
    return (
      <Suspense
        fallback={
          <span aria-hidden className={accountTriggerClass(className)}>
            <AccountTriggerFace />
          </span>
        }
      >
        <AccountMenu user={user} className={className} />
      </Suspense>
    );
  return (
    <button
      type="button"
      onClick={() => openLoginModal()}
      className={cn(
        'flex h-10 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100',
        className,
      )}
    >
      <CircleUserRound className="size-5" aria-hidden />
      Login
    </button>
  );
}
