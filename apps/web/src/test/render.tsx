import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AddControl } from '@/features/cart/components/add-control';
import { CatalogProvider } from '@/features/catalog/catalog-context';

/** Renders `element` at `path` with the providers the app gives every page. */
export function renderPage(element: ReactElement, { path = '/', route = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: <CatalogProvider AddControl={AddControl}>{element}</CatalogProvider>,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

type Routes = Record<string, unknown>;

/** A fetch stand-in answering JSON by path prefix (longest match first), recording calls. */
export function fakeApi(routes: Routes) {
  const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    const key = keys.find((k) => `${url.pathname}${url.search}`.startsWith(k));
    if (!key)
      return new Response(JSON.stringify({ message: 'not found', code: 'NOT_FOUND' }), {
        status: 404,
      });
    return new Response(JSON.stringify(routes[key]), { status: 200 });
  };
}
