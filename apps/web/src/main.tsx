import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppRoutes, preloadPage } from './app/app-routes';
import { ReleasesHeldTaps } from './app/held-taps';
import { paintHeld, releaseHeldPaint } from './app/painted-cart';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { registerSignOutSteps } from './app/sign-out-steps';
import { readServerState } from './app/server-state';
import { registerServiceWorker } from './lib/offline-register';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

registerSignOutSteps();
const queryClient = createQueryClient();
// Home, category pages and the cart come painted by the server: React takes over that markup,
// with the data it was painted from, instead of drawing the page again.
const served = readServerState();
if (served) hydrate(queryClient, served);

// A tap on a painted page before the app took it over is done once it has (app/held-taps.tsx).
const app = (
  <StrictMode>
    <ReleasesHeldTaps>
      <Providers client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ReleasesHeldTaps>
  </StrictMode>
);
// The page's own code first when it loads on first visit (the cart, the account: preloaded by
// the HTML), while the page shows, so the first render draws or takes over the page itself.
// Should it fail to load, the page's error screen says so.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead
    // of holding it for one long task: taps and scrolling stay responsive while the app starts.
    startTransition(() => {
      // The painted cart is an empty one: on a device with a cart it was held back behind
      // index.html's loading screen (app/painted-cart.ts), and the app draws the page.
      const held = paintHeld();
      if (served && !held) {
        hydrateRoot(root, app);
        return;
      }
      if (held) releaseHeldPaint(root);
      createRoot(root).render(app);
    });
  });
registerServiceWorker();
