/**
 * Sends the browser to another address, leaving the shop (the mobile app's deep link after an
 * online payment). One seam, so tests can watch it happen.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
