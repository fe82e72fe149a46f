import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

interface AccountTabPlaceholderProps {
  icon: LucideIcon;
  title: string;
  /** What the tab will do, so the shopper knows they are in the right place. */
  purpose: string;
}

/** An account tab a later issue builds: a real panel saying what is coming, never a blank. */
export function AccountTabPlaceholder({ icon: Icon, title, purpose }: AccountTabPlaceholderProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-accent-100 text-amber-700">
        <Icon className="size-7" aria-hidden />
      </span>
      <h3 className="mt-4 font-bold">{title}</h3>
      <p className="mt-1 max-w-sm text-sm text-gray-600">{purpose}</p>
      <Link to="/contact" className={buttonClass('outline', 'md', 'mt-5')}>
        Contact the store
      </Link>
    </div>
  );
}
