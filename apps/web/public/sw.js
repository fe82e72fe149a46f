/* global self, caches */
// GroFresh's service worker: keeps the shop's shell and its last catalog for a shopper who
// goes offline. Only public, signed-out GET answers are kept: never a call that carries a
// token, never a write, never checkout, orders or payments (placing an order always reaches
// the server, which reprices it). Bump VERSION when these rules change: activation then
// drops every cache of older versions.
const VERSION = 'v1';
// Filled in by the build (apps/web/scripts/sw-precache.ts): the files a shopper's pages load,
// and a name for that list. Each build is a new worker; its install keeps that build's files.
const BUILD = 'dev';
const PRECACHE = [];
// A page names its build's files, so pages and files are kept per build, and dropped with it.
const SHELL = `grofresh-shell-${VERSION}-${BUILD}`; // the page and its start-up files
const PAGES = `grofresh-pages-${VERSION}-${BUILD}`; // the last answer of each page visited
const ASSETS = `grofresh-assets-${VERSION}-${BUILD}`; // hashed /assets/*, immutable
const MEDIA = `grofresh-media-${VERSION}`; // /media/*: immutable too (its cache-control)
const CATALOG = `grofresh-catalog-${VERSION}`; // the last answer of each catalog read
const OURS = [SHELL, PAGES, ASSETS, MEDIA, CATALOG];

const SHELL_FILES = ['/', '/csp-setup.js', '/manifest.webmanifest', '/icons/icon-192.png'];
const CATALOG_READS = /^\/api\/(items\/all|category\/[^/]+|banners\/all|store\/get-config)$/;
// Pages are the app's routes; the API, pictures, files and the console are not.
const isPage = (path) => !/^\/(api|media|ops)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

/**
 * The page is kept as the server answers it, with its headers: its Content-Security-Policy's
 * nonce matches the one in its markup, so an offline load runs under the policy it came with.
 */
async function precache() {
  await (await caches.open(SHELL)).addAll(SHELL_FILES);
  await (await caches.open(ASSETS)).addAll(PRECACHE);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith('grofresh-') && !OURS.includes(name));
      await Promise.all(old.map((name) => caches.delete(name)));
      // The page request starts while the worker wakes up instead of after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    if (isPage(path)) event.respondWith(page(event, path + url.search));
  } else if (path.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event, ASSETS));
  } else if (path.startsWith('/media/')) {
    event.respondWith(cacheFirst(event, MEDIA, 300));
  } else if (CATALOG_READS.test(path)) {
    event.respondWith(networkFirst(event, CATALOG, 60));
  } else if (SHELL_FILES.includes(path)) {
    event.respondWith(networkFirst(event, SHELL));
  }
});

/** Pages: the network (navigation preload); offline, this page's last answer, else home's. */
async function page(event, key) {
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (response.ok) event.waitUntil(keep(PAGES, key, response.clone(), 30));
    return response;
  } catch {
    const pages = await caches.open(PAGES);
    const shell = await caches.open(SHELL);
    const kept = (await pages.match(key)) ?? (await pages.match('/')) ?? (await shell.match('/'));
    return kept ?? Response.error();
  }
}

/** Fresh from the network whenever there is one; offline, the last answer kept. */
async function networkFirst(event, cacheName, max) {
  const { request } = event;
  try {
    const response = await fetch(request);
    // A signed-in answer may carry the shopper's renewed token: it is never kept.
    if (response.ok && !request.headers.has('authorization')) {
      event.waitUntil(keep(cacheName, request, response.clone(), max));
    }
    return response;
  } catch {
    // Only signed-out answers are kept, so any shopper may read them (whatever they Vary on).
    const cache = await caches.open(cacheName);
    return (await cache.match(request, { ignoreVary: true })) ?? Response.error();
  }
}

/** Files whose address changes with their content: once kept, never asked for again. */
async function cacheFirst(event, cacheName, max) {
  const kept = await caches.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(keep(cacheName, event.request, response.clone(), max));
  return response;
}

/** Stores an answer, dropping the oldest beyond `max` if given (a put moves an entry last). */
async function keep(cacheName, key, response, max) {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  if (!max) return;
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}
