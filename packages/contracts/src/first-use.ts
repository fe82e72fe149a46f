/**
 * A value made the first time it is asked for, then kept. For Intl formatters: the first one a
 * page makes loads the browser's locale data, some 100 ms of its first task at Lighthouse's 4x
 * CPU slowdown, and the pages the app starts on show no dates.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
