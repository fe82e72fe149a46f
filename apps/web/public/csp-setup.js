/* global window, document */
// Runs before the app, so that it lives under the shop's Content-Security-Policy without
// tripping it (the server sends the policy; Vite's dev server sends none, and then this does
// nothing).
(function () {
  var meta = document.querySelector('meta[name="csp-nonce"]');
  var nonce = meta && meta.getAttribute('content');
  if (!nonce) return;
  // The policy refuses <style> elements without this answer's nonce, so styles injected into
  // the markup never apply. The app's own libraries add some at run time (the toasts'
  // stylesheet, the scroll lock under dialogs): every <style> element a script of the page
  // creates gets the nonce. Scripts could restyle the page through the CSSOM anyway.
  window.__webpack_nonce__ = nonce;
  var createElement = document.createElement;
  document.createElement = function (tagName, options) {
    var element = createElement.call(this, tagName, options);
    if (String(tagName).toLowerCase() === 'style') element.setAttribute('nonce', nonce);
    return element;
  };
  // No eval under the policy: zod would probe for it (new Function) to compile its parsers,
  // and the refused probe is reported as a violation. zod reads this shared config object.
  window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true });
})();

// A page the server painted comes without the app's scripts (the server lists them in the
// `app-after-paint` meta, the entry first, then what it imports): the shopper sees the products
// before any script downloads. They are added once the page has loaded (its pictures), the
// browser has reported its first paint and the loaded pictures are drawn, at the shopper's
// first touch, key or scroll, or three seconds after this runs, whichever comes first: a
// picture that hangs never keeps the app from starting. The paint matters where the pictures
// are at hand before it (a repeat visit, a fast network): the load comes first then, and the
// app would start before the page was on the screen.
(function () {
  var meta = document.querySelector('meta[name="app-after-paint"]');
  var files = meta ? (meta.getAttribute('content') || '').split(' ').filter(Boolean) : [];
  if (!files.length) return;
  // Until the app has taken the page over, its buttons have no handlers: a tap on ADD would do
  // nothing. Clicks on them (a tap, Enter or Space) are held, each in its turn, and done again
  // on the same elements once the app has taken the page over (main.tsx calls
  // `__releaseHeldTaps`, app/held-taps.ts). Links work by themselves and are left alone.
  var held = [];
  function hold(event) {
    var button = event.target && event.target.closest && event.target.closest('#root button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  }
  document.addEventListener('click', hold, true);
  window.__releaseHeldTaps = function () {
    document.removeEventListener('click', hold, true);
    held.splice(0).forEach(function (button) {
      // A button the app has drawn anew since (ADD turned into the quantity) was done already.
      if (button.isConnected) button.click();
    });
  };
  var started = false;
  function start() {
    if (started) return;
    started = true;
    files.slice(1).forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files[0];
    document.head.appendChild(script);
  }
  var loaded = document.readyState === 'complete';
  // A browser without paint timing goes by the load alone.
  var Observer = window.PerformanceObserver;
  var painted = !(Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0);
  // By the load the page's pictures have arrived, but each is drawn a frame or two after it
  // has decoded: the app waits for their decoding and two frames too, so that the page's
  // largest picture (the first banner on home, what Lighthouse takes for the page's LCP) is
  // as a rule on the screen before the app is asked for. (Chrome may still draw a picture a
  // frame later: a journey that required the order failed once in eight runs.) Pictures not
  // loaded (lazy ones below the screen, broken ones) are not waited for.
  function afterPictures(then) {
    var shown = Array.prototype.filter.call(document.images, function (picture) {
      return picture.complete && picture.naturalWidth > 0;
    });
    Promise.all(
      shown.map(function (picture) {
        return picture.decode().catch(function () {});
      }),
    ).then(function () {
      window.requestAnimationFrame(function () {
        window.requestAnimationFrame(function () {
          window.setTimeout(then, 0);
        });
      });
    });
  }
  var waited = false;
  function whenBoth() {
    if (!loaded || !painted || waited) return;
    waited = true;
    afterPictures(start);
  }
  if (!painted) {
    new Observer(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      whenBoth();
    }).observe({ type: 'paint', buffered: true });
  }
  if (!loaded) {
    window.addEventListener(
      'load',
      function () {
        loaded = true;
        whenBoth();
      },
      { once: true },
    );
  }
  // A painted cart held back for the device's own cart (app/painted-cart.ts) shows nothing
  // until the app draws it: the app starts at once.
  if (document.documentElement.hasAttribute('data-cart-held')) start();
  whenBoth();
  ['pointerdown', 'keydown', 'scroll'].forEach(function (event) {
    window.addEventListener(event, start, { once: true, passive: true });
  });
  window.setTimeout(start, 3000);
})();
