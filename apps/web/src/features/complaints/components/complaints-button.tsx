import { Link } from 'react-router';
import { MessageSquareWarning } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { raiseComplaintHref } from '../raise-link';

/**
 * SPEC 2's floating complaints button, for signed-in shoppers only. A plain link to the
 * Complaints tab (which opens the modal), so the home's chunk carries no form.
 */
export function ComplaintsButton({ className }: { className?: string }) {
  const signedIn = useSession((s) => Boolean(s.session?.token));
  if (!signedIn) return null;
  return (
    <Link
      to={raiseComplaintHref}
      aria-label="Raise a complaint"
      className={cn(className, 'bg-amber-600 hover:bg-amber-700')}
    >
      <MessageSquareWarning className="size-5" aria-hidden />
    </Link>
  );
}
