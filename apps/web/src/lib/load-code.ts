/** After a failed load with the browser saying it is online (a weak signal), the waits before trying again. */
const RETRY_AFTER_MS = [1_000, 3_000];

const backOnline = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );

/**
 * Loads a part of the app's code that comes on first use (a page, a dialog, the toaster).
 * Without signal it waits for the signal to come back and loads it then, so a phone that
 * loses signal keeps its screen: the part shows late instead of the page falling over
 * (docs/product/screens.md#every-page). On a weak signal it tries twice more; a load that still
 * fails (a deploy removed the file) fails as before, for the page's error screen. The browser
 * fetches a module that failed to load again when it is asked again.
 */
export async function loadCode<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (!navigator.onLine) await backOnline();
      else if (attempt < RETRY_AFTER_MS.length) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS[attempt]));
      } else throw error;
    }
  }
}
