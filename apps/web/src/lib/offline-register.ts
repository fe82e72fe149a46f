/**
 * Installs the service worker (public/sw.js) that keeps the shell and the last catalog for a
 * shopper who goes offline. Production builds only: under Vite's dev server it would cache
 * modules that change on every edit. Registered once the page has loaded, so it never
 * competes with the first render for the network.
 */
export function registerServiceWorker(production: boolean = import.meta.env.PROD): void {
  if (!production || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.error(error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
