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
