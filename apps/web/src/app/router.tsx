import { createBrowserRouter, type RouteObject } from 'react-router';
import { INFO_PAGES } from '@/features/info/info-pages';
import { CartPage } from './pages/cart-page';
import { CategoryPage } from './pages/category-page';
import { HomePage } from './pages/home-page';
import { InfoPage } from './pages/info-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteError } from './pages/route-error';
import { RootLayout } from './root-layout';

/**
 * SPEC 2's routes. The signed-in screens (checkout with its QR and date picker, the account
 * area, order details, the table order's payment screen, the online payment's bridge to the
 * app) load on first visit, so browsing the shop downloads none of them.
 */
export const routes: RouteObject[] = [
  {
    // The store console: a sibling of the shop's layout, one chunk shoppers never download.
    path: 'ops/*',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('@/ops/ops-app')).OpsApp }),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'category/:id', element: <CategoryPage /> },
      {
        path: 'checkout',
        lazy: async () => ({ Component: (await import('./pages/checkout-page')).CheckoutPage }),
      },
      {
        path: 'payment',
        lazy: async () => ({ Component: (await import('./pages/payment-page')).PaymentPage }),
      },
      {
        path: 'payment-redirect',
        lazy: async () => ({
          Component: (await import('./pages/payment-redirect-page')).PaymentRedirectPage,
        }),
      },
      {
        path: 'my-account',
        lazy: async () => ({ Component: (await import('./pages/my-account-page')).MyAccountPage }),
      },
      {
        path: 'order-details',
        lazy: async () => ({
          Component: (await import('./pages/order-details-page')).OrderDetailsPage,
        }),
      },
      ...INFO_PAGES.map((page) => ({
        path: page.path.slice(1),
        element: <InfoPage page={page} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
