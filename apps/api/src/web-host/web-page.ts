import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PaintedPage } from './web-renderer';

/**
 * A page's HTML as the shop sends it, from the built index.html: the app's stylesheet inside
 * it under the answer's nonce, and either the server's first paint (with the app's scripts
 * after it) or the page's own code preloaded beside the app's.
 */

/** Tells the page's scripts this answer's style nonce (read by /csp-setup.js). */
const withNonce = (html: string, nonce: string): string =>
  html.replace(/<head>/i, `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);

const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The build's stylesheets, read once each: their names change with their content. Held by
 * file, so a rebuilt app's new names are read at its first visit.
 */
const stylesheets = new Map<string, Promise<string>>();
const stylesheet = (webDist: string, file: string): Promise<string> => {
  const path = join(webDist, file);
  let css = stylesheets.get(path);
  if (!css) {
    css = readFile(path, 'utf8');
    stylesheets.set(path, css);
    css.catch(() => stylesheets.delete(path));
  }
  return css;
};

/**
 * The app's stylesheet inside the page, under this answer's nonce: a phone on a slow network
 * paints the server's HTML as soon as it arrives instead of after one more round trip and
 * download. A stylesheet that cannot be read (or could close the element) stays a link.
 */
async function withStyles(html: string, webDist: string, nonce: string): Promise<string> {
  const links = [...html.matchAll(STYLESHEET)];
  const sheets = await Promise.all(
    links.map(([, file]) => stylesheet(webDist, file!).catch(() => null)),
  );
  return links.reduce((page, [link], i) => {
    const css = sheets[i];
    if (css == null || /<\/style/i.test(css)) return page;
    return page.replace(link, () => `<style nonce="${nonce}">${css}</style>`);
  }, html);
}

/** Module preloads for the page's own code, ahead of the app's scripts. */
function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  return links.length ? html.replace('</head>', () => `${links.join('')}\n  </head>`) : html;
}

/**
 * The painted page's inline script, if it has one it can carry (nothing can close the element
 * early), and its hash for the page's policy, which allows exactly that text.
 */
function inlineScriptOf(painted: PaintedPage | null) {
  const code = painted?.beforePaint;
  if (!code || /<\/script/i.test(code)) return null;
  const hash = createHash('sha256').update(code).digest('base64');
  return { element: `<script>${code}</script>`, source: `'sha256-${hash}'` };
}

/**
 * The server's first paint inside #root, the data it was painted from right after, and its
 * inline script right before, so that it runs before the markup can show.
 */
const withPainted = (html: string, painted: PaintedPage, script: string): string =>
  html.replace(
    '<div id="root"></div>',
    () => `${script}<div id="root">${painted.html}</div>${painted.state}`,
  );

const APP_SCRIPT = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="(\/assets\/[^"]+\.js)"[^>]*>/g;

/**
 * A page the server painted shows its products without any script, so the app's scripts and
 * preloads leave its HTML, with the page's own code (`pageFiles`, the cart's): /csp-setup.js
 * adds them once the page has loaded, or at the shopper's first touch (`app-after-paint`, the
 * entry first). A phone on a slow network spends its first bandwidth on the page and its
 * pictures, then takes the app over what it shows.
 */
function withAppAfterPaint(html: string, pageFiles: readonly string[]): string {
  const files = [
    ...[...html.matchAll(APP_SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map(([, file]) => file!),
    ...pageFiles,
  ];
  if (!files.length) return html;
  const page = html.replace(APP_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const meta = `<meta name="app-after-paint" content="${[...new Set(files)].join(' ')}" />`;
  return page.replace('</head>', () => `  ${meta}\n  </head>`);
}

export interface AssembledPage {
  html: string;
  /** The policy's sources for the page's inline scripts (`'sha256-…'`). */
  scriptSources: string[];
}

/**
 * The page to send: `html` is the built index.html, `painted` the server's first paint (or
 * null: the app draws the page), `pageFiles` the code of a page that loads on first visit.
 */
export async function assemblePage(
  html: string,
  painted: PaintedPage | null,
  pageFiles: readonly string[],
  webDist: string,
  nonce: string,
): Promise<AssembledPage> {
  // The app's scripts are moved in the built index.html itself, not searched for in the
  // painted page, which is a hundred times longer.
  const shell = painted ? withAppAfterPaint(html, pageFiles) : html;
  const styled = await withStyles(shell, webDist, nonce);
  const script = inlineScriptOf(painted);
  const page = painted
    ? withPainted(styled, painted, script?.element ?? '')
    : withPreloads(styled, pageFiles);
  return { html: withNonce(page, nonce), scriptSources: script ? [script.source] : [] };
}
