import { createBrowserRouter, type RouteObject } from 'react-router';
import { INFO_PAGES } from '@/features/info/info-pages';
import { CartPage } from './pages/cart-page';
import { CategoryPage } from './pages/category-page';
import { ComingSoonPage } from './pages/coming-soon-page';
import { HomePage } from './pages/home-page';
import { InfoPage } from './pages/info-page';
import { NotFoundPage } from './pages/not-found-page';
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
      {
        path: 'checkout',
        element: (
          <ComingSoonPage
            title="Checkout"
            backTo="/cart"
            purpose="Here you will choose home delivery or store pick-up, an address and how to pay."
          />
        ),
      },
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
      {
        path: 'my-account',
        element: (
          <ComingSoonPage
            title="My Account"
            backTo="/"
            purpose="Your orders, saved addresses, Grocoins, milk subscription and complaints will live here."
          />
        ),
      },
      {
        path: 'order-details',
        element: (
          <ComingSoonPage
            title="Order details"
            backTo="/my-account"
            purpose="Here you will follow an order from packing to your door."
          />
        ),
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
