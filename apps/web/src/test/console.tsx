import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import type { Role } from '@grofresh/contracts';
import { OpsApp } from '@/ops/ops-app';
import { saveSession } from '@/lib/session';

/** Signs this browser in with a role (the console still asks the server, see consoleMe). */
export function signInAs(role: Role) {
  saveSession({ token: `${role}-token`, user: { _id: 'me', phone: '9000000001', role } });
}

/** What GET /api/ops/me answers for that role, and an idle event stream. */
export const consoleBasics = (role: Role) => ({
  'GET /api/ops/me': { body: { user: { _id: 'me', phone: '9000000001', role } } },
  'GET /api/ops/events': { body: '' },
});

/** The console at `path`, with the app's providers. */
export function openConsole(path = '/ops/orders') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/ops/*', element: <OpsApp /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
