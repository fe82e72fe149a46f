import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The GroFresh mark: a leaf in a green tile, and the name unless `compact`. */
export function Logo({ compact, className }: { compact?: boolean; className?: string }) {
  return (
    <Link
      to="/"
      aria-label="GroFresh home"
      className={cn('flex shrink-0 items-center gap-2 rounded-lg', className)}
    >
      <LogoMark compact={compact} />
    </Link>
  );
}

/** The leaf in its tile, and the name unless `compact`: the logo, and the loading screen. */
export function LogoMark({ compact }: { compact?: boolean }) {
  return (
    <>
      <span className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          aria-hidden
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Z" />
          <path d="M5 19 13 11" />
        </svg>
      </span>
      {!compact && (
        <span className="text-xl font-extrabold tracking-tight text-gray-900">
          Gro<span className="text-brand-600">Fresh</span>
        </span>
      )}
    </>
  );
}
