export type BrowserKind =
  'chrome' | 'edge' | 'firefox' | 'samsung' | 'safari-ios' | 'safari-mac' | 'other';

/** Enough of the user agent to point at the right settings screen; order matters (Edge says Chrome). */
export function detectBrowser(userAgent: string): BrowserKind {
  if (/SamsungBrowser/i.test(userAgent)) return 'samsung';
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/Firefox|FxiOS/.test(userAgent)) return 'firefox';
  if (/Chrome|CriOS|Chromium/.test(userAgent)) return 'chrome';
  if (/Safari/.test(userAgent))
    return /iPhone|iPad|iPod/.test(userAgent) ? 'safari-ios' : 'safari-mac';
  return 'other';
}

export interface BrowserHelp {
  browser: string;
  steps: string[];
}

export const BROWSER_HELP: Record<BrowserKind, BrowserHelp> = {
  chrome: {
    browser: 'Chrome',
    steps: [
      'Tap or click the icon at the left of the address bar (a lock or sliders).',
      'Open Permissions or Site settings and set Location to Allow.',
      'On a phone, also make sure the phone’s Location is switched on.',
      'Come back here and press Try again.',
    ],
  },
  edge: {
    browser: 'Microsoft Edge',
    steps: [
      'Click the lock icon at the left of the address bar.',
      'Open Permissions for this site and set Location to Allow.',
      'Come back here and press Try again.',
    ],
  },
  firefox: {
    browser: 'Firefox',
    steps: [
      'Click the permissions icon at the left of the address bar.',
      'Clear the “Blocked” mark beside Access your location.',
      'Press Try again and choose Allow when Firefox asks.',
    ],
  },
  samsung: {
    browser: 'Samsung Internet',
    steps: [
      'Open the menu (☰) › Settings › Sites and downloads › Site permissions › Location.',
      'Remove this site from the blocked list, or allow it.',
      'Come back here and press Try again.',
    ],
  },
  'safari-ios': {
    browser: 'Safari on iPhone',
    steps: [
      'Open Settings › Privacy & Security › Location Services and switch it on.',
      'In the same screen choose Safari Websites › While Using the App.',
      'Back in Safari, tap aA › Website Settings › Location › Allow, then Try again.',
    ],
  },
  'safari-mac': {
    browser: 'Safari',
    steps: [
      'Open Safari › Settings › Websites › Location.',
      'Set this website to Allow.',
      'Come back here and press Try again.',
    ],
  },
  other: {
    browser: 'your browser',
    steps: [
      'Open the site settings from the icon beside the address bar.',
      'Allow Location for this site, then press Try again.',
    ],
  },
};
