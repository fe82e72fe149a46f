import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppRoutes, preloadPage } from './app/app-routes';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { readServerState } from './app/server-state';
import { registerServiceWorker } from './lib/offline-register';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

const queryClient = createQueryClient();
// Home and category pages come painted by the server: React takes over that markup, with the
// data it was painted from, instead of drawing the page again.
const served = readServerState();
if (served) hydrate(queryClient, served);

const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding it for one long task: taps and scrolling stay responsive while the app starts.
if (served) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // A page the app draws: its own code (preloaded by the HTML) first, while index.html's
  // loading screen shows, so the first render draws the page itself. Should it fail to load,
  // the page's error screen says so.
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        createRoot(root).render(app);
      });
    });
}
registerServiceWorker();
