import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The very script every page loads before the app.
import setup from '../../public/csp-setup.js?raw';
import { releaseHeldTaps } from './held-taps';

/** A painted page (its app listed for after the paint) with two buttons and a link. */
function paintPage(): { add: HTMLButtonElement; details: HTMLButtonElement; taps: string[] } {
  document.head.innerHTML =
    '<meta name="csp-nonce" content="n"><meta name="app-after-paint" content="/assets/app.js">';
  document.body.innerHTML =
    '<div id="root"><article><button id="details"><span>Green Apple</span></button>' +
    '<button id="add">ADD</button><a id="more" href="#more">see all</a></article></div>';
  const taps: string[] = [];
  const add = document.getElementById('add') as HTMLButtonElement;
  const details = document.getElementById('details') as HTMLButtonElement;
  // The app's handlers, as React's would be once it has taken the page over.
  add.addEventListener('click', () => taps.push('add'));
  details.addEventListener('click', () => taps.push('details'));
  return { add, details, taps };
}

// The app's scripts start on a timer and after frames: both under the tests' control.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  releaseHeldTaps();
  vi.useRealTimers();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('taps on a painted page before the app has taken it over', () => {
  it('are held, then done once each, in their order, when the app releases them', () => {
    const { add, details, taps } = paintPage();
    new Function(setup)();
    details.querySelector('span')!.click();
    add.click();
    add.click();
    expect(taps).toEqual([]);

    releaseHeldTaps();
    expect(taps).toEqual(['details', 'add', 'add']);
    // From then on a tap goes straight through, and a second release does nothing.
    add.click();
    releaseHeldTaps();
    expect(taps).toEqual(['details', 'add', 'add', 'add']);
  });

  it('are not done on a button the app has drawn anew since', () => {
    const { add, taps } = paintPage();
    new Function(setup)();
    add.click();
    add.remove();
    releaseHeldTaps();
    expect(taps).toEqual([]);
  });

  it('leave links alone', () => {
    paintPage();
    new Function(setup)();
    const link = document.getElementById('more')!;
    const followed = vi.fn((event: Event) => expect(event.defaultPrevented).toBe(false));
    document.addEventListener('click', followed);
    link.click();
    document.removeEventListener('click', followed);
    expect(followed).toHaveBeenCalledOnce();
  });

  it('are not held on a page the app draws itself', () => {
    const { add, taps } = paintPage();
    document.querySelector('meta[name="app-after-paint"]')!.remove();
    new Function(setup)();
    add.click();
    expect(taps).toEqual(['add']);
  });
});

describe('the app after a painted page’s paint', () => {
  /** The app's entry as csp-setup.js adds it, once it starts the app. */
  const appScript = () => document.head.querySelector('script[type="module"]');

  /** A picture on the painted page that has loaded; it decodes when `decoded` is called. */
  function loadedPicture(): () => void {
    let decoded = () => {};
    const picture = document.createElement('img');
    Object.defineProperties(picture, {
      complete: { value: true },
      naturalWidth: { value: 1200 },
    });
    picture.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    document.getElementById('root')!.append(picture);
    return () => decoded();
  }

  it('is asked for once the loaded pictures have decoded and a frame has drawn them', async () => {
    paintPage();
    const decoded = loadedPicture();
    // The page has loaded (jsdom's document is complete) and this browser has no paint timing.
    new Function(setup)();
    await vi.advanceTimersByTimeAsync(0);
    expect(appScript()).toBeNull();

    decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(appScript()).toBeNull();
    vi.advanceTimersToNextFrame();
    expect(appScript()).toBeNull();
    vi.advanceTimersToNextFrame();
    expect(appScript()).toBeNull();
    // Then in a task of its own, after that frame.
    await vi.advanceTimersByTimeAsync(1);
    expect(appScript()).toHaveAttribute('src', '/assets/app.js');
  });

  it('is asked for at the shopper’s first touch, or after three seconds, whatever the pictures', async () => {
    paintPage();
    loadedPicture();
    new Function(setup)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(appScript()).toHaveAttribute('src', '/assets/app.js');

    document.head.querySelectorAll('script').forEach((script) => script.remove());
    paintPage();
    loadedPicture();
    new Function(setup)();
    await vi.advanceTimersByTimeAsync(2999);
    expect(appScript()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(appScript()).toHaveAttribute('src', '/assets/app.js');
  });
});
