// One Lighthouse run of one page (bench/lighthouse.mjs). A page that needs the browser to start
// with localStorage (a signed-in shopper, staff: signed-in-pages.mjs) runs in a Chromium of its
// own, on a fresh profile whose storage is written first on the shop's /api/health (a page
// without the app, so no service worker and nothing cached); Lighthouse then drives that
// browser without resetting its storage.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { writeStorage } from './shop-pages.mjs';

const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function lighthouse(url, file, extra) {
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility,best-practices',
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'inherit' },
  );
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function devtoolsUp(port) {
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null);
    if (up?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium's DevTools did not answer on ${port}`);
}

/** A Chromium helper still closing may write to the profile a moment longer: tried again. */
async function removeProfile(profile) {
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      rmSync(profile, { recursive: true, force: true });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  console.warn(`Left ${profile} behind: it could not be removed`);
}

async function withStorage(url, file, storage, extra) {
  const profile = mkdtempSync(join(tmpdir(), 'grofresh-lh-profile-'));
  const port = 9400 + Math.floor(Math.random() * 500);
  const browser = spawn(
    chrome,
    [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    // Its own process group, so that its helpers (renderers, the GPU process) end with it.
    { stdio: 'ignore', detached: true },
  );
  try {
    await devtoolsUp(port);
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = await cdp.contexts()[0].newPage();
    await writeStorage(page, url, storage);
    // The page stays open (a browser left without one may end), and the bench lets go.
    await page.goto('about:blank');
    await cdp.close();
    return lighthouse(url, file, [...extra, `--port=${port}`, '--disable-storage-reset']);
  } finally {
    const ended = new Promise((resolve) => browser.once('exit', resolve));
    process.kill(-browser.pid, 'SIGTERM');
    await ended;
    await removeProfile(profile);
  }
}

/** Lighthouse's report of `page` ({ path, storage?, desktop? }) on `base`, written to `file`. */
export async function runPage(base, page, file, tries = 4) {
  const url = base + page.path;
  const extra = page.desktop ? ['--preset=desktop'] : [];
  try {
    return page.storage
      ? await withStorage(url, file, page.storage, extra)
      : lighthouse(url, file, [...extra, `--chrome-flags=${chromeFlags.join(' ')}`]);
  } catch (error) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is made again.
    if (tries <= 1) throw error;
    return runPage(base, page, file, tries - 1);
  }
}
