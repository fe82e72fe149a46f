import { createBrowserRouter, type RouteObject } from 'react-router';
import { INFO_PAGES } from '@/features/info/info-pages';
import { CartPage } from './pages/cart-page';
import { CategoryPage } from './pages/category-page';
import { CheckoutPage } from './pages/checkout-page';
import { ComingSoonPage } from './pages/coming-soon-page';
import { HomePage } from './pages/home-page';
import { InfoPage } from './pages/info-page';
import { MyAccountPage } from './pages/my-account-page';
import { NotFoundPage } from './pages/not-found-page';
import { OrderDetailsPage } from './pages/order-details-page';
import { RouteError } from './pages/route-error';
import { RootLayout } from './root-layout';

/** SPEC 2's routes. Screens of later issues (checkout, payment, account) are placeholders. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'category/:id', element: <CategoryPage /> },
      { path: 'checkout', element: <CheckoutPage /> },
      {
        path: 'payment',
        element: (
          <ComingSoonPage
            title="Pay here"
            backTo="/"
            purpose="Here you will see your order token and pay by QR code."
          />
        ),
      },
      {
        path: 'payment-redirect',
        element: (
          <ComingSoonPage
            title="Payment"
            backTo="/"
            purpose="This page will bring you back from online payment to your order."
          />
        ),
      },
      { path: 'my-account', element: <MyAccountPage /> },
      { path: 'order-details', element: <OrderDetailsPage /> },
      ...INFO_PAGES.map((page) => ({
        path: page.path.slice(1),
        element: <InfoPage page={page} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
