import { Link } from 'react-router';
import { Hammer } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

interface ComingSoonPageProps {
  title: string;
  backTo: string;
  /** What this screen will do, so the shopper knows they are in the right place. */
  purpose: string;
}

/** The SPEC 2 routes whose screens later issues build: a real page, never a blank one. */
export function ComingSoonPage({ title, backTo, purpose }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-10 outline-none">
        <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-accent-100 text-amber-700">
            <Hammer className="size-8" aria-hidden />
          </span>
          <h2 className="mt-4 text-lg font-bold">Opening soon</h2>
          <p className="mt-2 text-sm text-gray-600">{purpose}</p>
          <p className="mt-1 text-sm text-gray-600">Your cart is saved on this device meanwhile.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/" className={buttonClass('primary', 'md')}>
              Continue shopping
            </Link>
            <Link to="/contact" className={buttonClass('outline', 'md')}>
              Contact the store
            </Link>
          </div>
        </div>
      </main>
    </>
  );
}
