import { Link } from 'react-router';
import { CircleUserRound } from 'lucide-react';
import { cn } from '@/lib/cn';
import { hasAuthToken } from '../auth-token';
import { openLoginModal } from '../login-modal-store';

const classes =
  'flex h-10 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100';

/** 'Login' for visitors; signed-in shoppers get a link to their account (issue 4 adds a menu). */
export function LoginButton({ className }: { className?: string }) {
  if (hasAuthToken()) {
    return (
      <Link to="/my-account" className={cn(classes, className)}>
        <CircleUserRound className="size-5" aria-hidden />
        Account
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => openLoginModal()} className={cn(classes, className)}>
      <CircleUserRound className="size-5" aria-hidden />
      Login
    </button>
  );
}
