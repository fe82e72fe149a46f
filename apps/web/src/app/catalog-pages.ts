/**
 * The pages that show the catalog: home (with its search results) and the category pages.
 * The server paints them (entry-server.tsx), and the location help a refused automatic check
 * owes the shopper opens over them, where it explains why dairy is missing (root-layout.tsx).
 */
export const showsCatalog = (pathname: string): boolean =>
  pathname === '/' || /^\/category\/[^/]+$/.test(pathname);
