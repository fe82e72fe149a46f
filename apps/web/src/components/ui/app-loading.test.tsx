import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { AppLoading } from './app-loading';

/** Markup as the browser reads it: attributes in one form, no whitespace between elements. */
function normalised(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
  const blanks: Node[] = [];
  while (walker.nextNode())
    if (!walker.currentNode.textContent?.trim()) blanks.push(walker.currentNode);
  blanks.forEach((node) => node.parentNode?.removeChild(node));
  holder.querySelectorAll('[id="splash"]').forEach((element) => element.removeAttribute('id'));
  return holder.innerHTML;
}

describe('the loading screen', () => {
  const splash = indexHtml.match(/<div\s+id="splash"[\s\S]*?\n {4}<\/div>/)?.[0];

  it('follows #root in index.html, so the stylesheet hides it once #root has a page', () => {
    expect(splash).toBeDefined();
    expect(indexHtml.indexOf('<div id="root"></div>')).toBeLessThan(indexHtml.indexOf(splash!));
  });

  it('is the same in index.html as the page the app shows while a page loads', () => {
    expect(normalised(splash!)).toBe(normalised(renderToStaticMarkup(<AppLoading />)));
  });
});
