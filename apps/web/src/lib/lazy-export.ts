import { lazy, type ReactNode } from 'react';

/**
 * `lazy` for one named component of a module: `load` imports the module (the shop's pages
 * through `loadCode`, which waits out a lost signal), `name` picks the export. Its code
 * downloads the first time it renders.
 */
export const lazyExport = <K extends string, P extends object>(
  load: () => Promise<Record<K, (props: P) => ReactNode>>,
  name: K,
) =>
  lazy(async (): Promise<{ default: (props: P) => ReactNode }> => ({
    default: (await load())[name],
  }));
