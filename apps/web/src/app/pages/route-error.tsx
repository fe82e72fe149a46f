import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';

/** Shown instead of a white screen if a page fails to render. */
export function RouteError() {
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center"
    >
      <h1 className="text-2xl font-bold">This page hit a snag</h1>
      <p className="mt-2 text-gray-600">Please reload. Your cart is safe on this device.</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClass('primary', 'lg')}
        >
          Reload
        </button>
        <Link to="/" className={buttonClass('outline', 'lg')} reloadDocument>
          Home
        </Link>
      </div>
    </main>
  );
}
