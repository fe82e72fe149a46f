import { Link } from 'react-router';
import { MessageSquareWarning } from 'lucide-react';
import { useSession } from '@/lib/session';
import { raiseComplaintHref } from '../raise-link';

/**
 * The complaints button (docs/product/screens.md#home), for signed-in shoppers only: a choice of
 * the home's contact menu (a list item). A plain link to the Complaints tab (which opens the
 * modal), so the home's chunk carries no form.
 */
export function ComplaintsButton({ className }: { className?: string }) {
  const signedIn = useSession((s) => Boolean(s.session?.token));
  if (!signedIn) return null;
  return (
    <li>
      <Link to={raiseComplaintHref} className={className}>
        <MessageSquareWarning className="size-5 shrink-0 text-amber-700" aria-hidden />
        Raise a complaint
      </Link>
    </li>
  );
}
