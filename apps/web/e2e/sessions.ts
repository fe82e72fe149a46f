import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OTP } from './accounts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** The journey server's data folder, as playwright.config.ts makes it for this run's port. */
const serverDataDir = () => join(tmpdir(), 'grofresh-e2e', String(process.env.E2E_PORT));

export interface Session {
  token: string;
  userDetails: { _id: string; phone: string; role: string };
}

/** Signs a number in through the API (send-otp, verify-otp, user/create) with the test code. */
export async function signInByApi(request: APIRequestContext, phone: string): Promise<Session> {
  const sent = await request.post('/api/auth/send-otp', { data: { phoneNumber: phone } });
  expect(sent.status()).toBe(200);
  const { session_id } = (await sent.json()) as { session_id: string };
  const verified = await request.post('/api/auth/verify-otp', {
    data: { session_id, otp: E2E_OTP },
  });
  expect(verified.status()).toBe(200);
  const created = await request.post('/api/user/create', { data: { phone, session_id } });
  expect(created.status()).toBe(200);
  return (await created.json()) as Session;
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** The shop keeps the session where sign-in leaves it (SPEC 3: authToken and user). */
export async function useSessionIn(page: Page, session: Session) {
  await page.evaluate((s) => {
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('user', JSON.stringify(s.userDetails));
  }, session);
}

/** `npm run user:role`, as a store owner runs it, against the journey server. */
export async function grantRole(phone: string, role: 'customer' | 'staff' | 'admin') {
  await promisify(execFile)('npm', ['run', 'user:role', '--', phone, role], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: serverDataDir() },
  });
}
