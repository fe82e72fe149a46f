import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userMessages } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs } from '../../../test/harness';
import { users } from './users.table';

const run = promisify(execFile);
const sender = new RecordingSender();
const { app, database } = await createTestShop({ sms: sender });
const cli = (...args: string[]) =>
  run('npx', ['tsx', 'src/modules/users/role-cli.ts', ...args], {
    cwd: new URL('../../..', import.meta.url).pathname,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
  });

describe('npm run user:role', () => {
  it('ends the tokens of someone whose role it changes, and only then', async () => {
    const signedIn = await signInAs(app, sender, '9876501235');
    const addresses = () =>
      app.inject({ method: 'GET', url: '/api/addresses', headers: signedIn.headers });
    await cli('9876501235', 'customer');
    expect((await addresses()).statusCode).toBe(200);
    await cli('9876501235', 'staff');
    const refused = await addresses();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(userMessages.sessionEnded);
  });

  it('grants a role to a number that never signed in, creating the user', async () => {
    const { stdout } = await cli('9876501234', 'staff');
    expect(stdout).toContain('+919876501234 is now staff');
    const [user] = await database.db.select().from(users).where(eq(users.phone, '9876501234'));
    expect(user?.role).toBe('staff');
    await cli('9876501234', 'customer');
    const [after] = await database.db.select().from(users).where(eq(users.phone, '9876501234'));
    expect(after?.role).toBe('customer');
  });

  it('refuses a bad number or role with usage', async () => {
    await expect(cli('12345', 'staff')).rejects.toMatchObject({ code: 2 });
    await expect(cli('9876501234', 'boss')).rejects.toMatchObject({ code: 2 });
  });
});
