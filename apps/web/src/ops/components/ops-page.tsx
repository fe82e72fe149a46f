import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LiveIndicator } from './live-indicator';

interface OpsPageProps {
  title: string;
  /** Beside the title: the section's main actions. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One console section: a sticky title bar (with the live indicator) over its content. */
export function OpsPage({ title, actions, children }: OpsPageProps) {
  useDocumentTitle(`${title} · Console`);
  return (
    <>
      <header className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur print:hidden">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 md:px-6">
          <h1 className="mr-auto text-lg font-bold md:text-xl">{title}</h1>
          {actions}
          <LiveIndicator />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="px-4 py-4 outline-none md:px-6 md:py-6">
        {children}
      </main>
    </>
  );
}
