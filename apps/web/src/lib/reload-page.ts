/**
 * Reloads the page. Logout asks for it (docs/product/records.md#signing-in), so that nothing of the
 * previous state stays in memory. (After subscription changes the tab refetches instead: the same
 * screen, without a reload.) One seam, so tests can watch it happen.
 */
export function reloadPage(): void {
  window.location.reload();
}
