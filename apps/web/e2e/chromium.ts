/**
 * Debian's Chromium as every journey suite launches it (never a browser Playwright downloads):
 * `CHROMIUM_PATH` elsewhere, and no background traffic of its own.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
