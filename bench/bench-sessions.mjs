// The benches' sign-ins (orders.mjs, signed-in-pages.mjs). The shop sends a number 5 codes an
// hour, 30 s apart: a run against a shop reuses the sessions of the last run (kept in the
// system's temp directory, per shop) while the shop still takes them, and signs in again only
// when it refuses one.
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const keptFile = (base) =>
  join(tmpdir(), `grofresh-bench-sessions-${new URL(base).host.replace(':', '-')}.json`);

const post = (base, path, body, headers) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function answer(res, path) {
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * `phone`'s session on the shop at `base` ({ token, userDetails }), with the test code `otp`;
 * `headers` go with the sign-in's calls (orders.mjs sends each shopper from an address of its
 * own). A code asked for within the shop's 30 s is asked again once the shop says.
 */
export async function keptSession(base, phone, { otp = '123456', headers = {} } = {}) {
  const kept = JSON.parse(await readFile(keptFile(base), 'utf8').catch(() => '{}'));
  const session = kept[phone];
  if (session) {
    const res = await fetch(`${base}/api/orders/check-pending-redeemed`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    if (res.ok) return session;
  }
  const ask = () => post(base, '/api/auth/send-otp', { phoneNumber: phone }, headers);
  let sent = await ask();
  const wait = Number(sent.headers.get('retry-after'));
  if (sent.status === 429 && wait <= 60) {
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    sent = await ask();
  }
  const { session_id } = await answer(sent, '/api/auth/send-otp');
  const verify = '/api/auth/verify-otp';
  await answer(await post(base, verify, { session_id, otp }, headers), verify);
  const create = '/api/user/create';
  const made = await answer(await post(base, create, { phone, session_id }, headers), create);
  // Read again: another run's sessions may have been written since.
  const now = JSON.parse(await readFile(keptFile(base), 'utf8').catch(() => '{}'));
  await writeFile(keptFile(base), JSON.stringify({ ...now, [phone]: made }));
  return made;
}
