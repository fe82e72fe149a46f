import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 py-12 text-center"
    >
      <Logo />
      <p className="mt-10 text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-3 text-2xl font-bold">This aisle is empty</h1>
      <p className="mt-2 text-gray-600">
        The page you were looking for has moved or never existed.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Back to the shop
        </Link>
        <Link to="/cart" className={buttonClass('outline', 'lg')}>
          My Cart
        </Link>
      </div>
    </main>
  );
}
