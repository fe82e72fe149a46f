import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import type { Session } from '../e2e/sessions';
import { childEnv, productionEnv, repoRoot, SMS_URL } from './production-shop';

/** The code the fake 2Factor server was asked to text to `phone`, once it has been. */
export async function codeTextedTo(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${SMS_URL}/_test/code/${phone}`);
      code = res.ok ? ((await res.json()) as { code: string }).code : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Signs a number in through the API with the code the shop texted (send, verify, create). */
export async function signInByApi(request: APIRequestContext, phone: string): Promise<Session> {
  const sent = await request.post('/api/auth/send-otp', { data: { phoneNumber: phone } });
  expect(sent.status()).toBe(200);
  const { session_id } = (await sent.json()) as { session_id: string };
  const verified = await request.post('/api/auth/verify-otp', {
    data: { session_id, otp: await codeTextedTo(phone) },
  });
  expect(verified.status()).toBe(200);
  const created = await request.post('/api/user/create', { data: { phone, session_id } });
  expect(created.status()).toBe(200);
  return (await created.json()) as Session;
}

/** `npm run user:role`, as the store owner runs it on the server, with the shop's settings. */
export async function grantRole(phone: string, role: 'staff' | 'admin') {
  await promisify(execFile)('npm', ['run', 'user:role', '--', phone, role], {
    cwd: repoRoot,
    env: childEnv(productionEnv()),
  });
}

/**
 * Everything the page's Content-Security-Policy blocked: Chromium reports it both as a
 * console error and as a `securitypolicyviolation` event; both are kept. `read()` adds the
 * events of the page still open.
 */
export async function watchPolicy(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text()))
      seen.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations?.push(
        `${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  return {
    /** Call before leaving a page: its events go with it. */
    async read() {
      const events = (await page.evaluate(() => window.cspViolations).catch(() => [])) ?? [];
      seen.push(...events);
      await page.evaluate(() => (window.cspViolations = [])).catch(() => undefined);
      return [...new Set(seen)];
    },
  };
}

/** Every Set-Cookie the shop sent that is not `Secure; HttpOnly; SameSite=…`. */
export function watchCookies(page: Page) {
  const weak: string[] = [];
  const check = async (response: Response) => {
    for (const { name, value } of await response.headersArray()) {
      if (name.toLowerCase() !== 'set-cookie') continue;
      if (!(
        /;\s*secure/i.test(value) &&
        /;\s*httponly/i.test(value) &&
        /;\s*samesite=/i.test(value)
      ))
        weak.push(`${response.url()}: ${value}`);
    }
  };
  page.on('response', (response) => void check(response));
  return weak;
}

/** Opens `path`, waits for what shows it is ready, and collects the policy's reports. */
export async function visit(
  page: Page,
  policy: { read(): Promise<string[]> },
  path: string,
  ready: () => Promise<void>,
) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(400);
  await ready();
  await policy.read();
}

declare global {
  interface Window {
    cspViolations?: string[];
  }
}
