/**
 * Reloads the page. SPEC asks for it after logout (and after subscription changes), so that
 * nothing of the previous state stays in memory. One seam, so tests can watch it happen.
 */
export function reloadPage(): void {
  window.location.reload();
}
