import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back arrow goes (docs/product/screens.md names it for each screen). */
  backTo: string;
  backLabel?: string;
  /** Beside the title on wide screens, below it on phones (e.g. a search box). */
  children?: ReactNode;
  aside?: ReactNode;
}

export function PageHeader({
  title,
  backTo,
  backLabel = 'Back',
  children,
  aside,
}: PageHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <div className="flex min-w-0 flex-1 items-center gap-2 md:flex-none">
          <Link
            to={backTo}
            aria-label={backLabel}
            className="-ml-2 rounded-full p-2 text-gray-700 hover:bg-gray-100"
          >
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
          <h1 className="truncate text-lg font-bold md:text-xl">{title}</h1>
        </div>
        {aside && <div className="flex items-center md:order-last md:ml-auto">{aside}</div>}
        {children && <div className="w-full md:w-auto md:max-w-xl md:flex-1">{children}</div>}
      </div>
    </header>
  );
}
