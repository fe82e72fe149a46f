import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md, enforced by eslint-rules/layers.js: source text
 * that breaks them on purpose, linted with the repository's own configuration at paths
 * inside the tree (nothing is written), fails with the rule's error; the same imports made
 * the right way pass.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

/** The rules a file at `path` (from apps/api/src) breaks, with their messages. */
async function problems(path: string, code: string): Promise<{ rule: string; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repo, 'apps/api/src', path) });
  return result!.messages.map((m) => ({ rule: m.ruleId ?? 'parse', message: m.message }));
}

const rules = async (path: string, code: string) =>
  (await problems(path, code)).map((p) => p.rule).sort();

describe('the layers: server → app → routes → flows → modules → lib/db', () => {
  it('refuses a module importing a flow, a route, a plugin or a job', async () => {
    const broken = await problems(
      'modules/orders/broken.ts',
      `import { placeOrder } from '../../flows/checkout/place-order';
import { registerRoutes } from '../../routes';
import { currentUser } from '../../plugins/auth';
import type { Jobs } from '../../jobs/payloads';
export const uses: unknown[] = [placeOrder, registerRoutes, currentUser];
export type Uses = Jobs;
`,
    );
    expect(broken.map((p) => p.rule)).toEqual(Array(4).fill('grofresh/layers'));
    expect(broken[0]!.message).toContain('modules must not import flows');
  });

  it('refuses a flow importing a route or a plugin, and lib or db importing a module', async () => {
    expect(
      await rules(
        'flows/checkout/broken.ts',
        `import { currentUser } from '../../plugins/auth';
import { ordersRoutes } from '../../routes/shop/orders.routes';
export const uses: unknown[] = [currentUser, ordersRoutes];
`,
      ),
    ).toEqual(['grofresh/layers', 'grofresh/layers']);
    expect(
      await rules('lib/broken.ts', `export { balanceOf } from '../modules/coins/coins.service';\n`),
    ).toEqual(['grofresh/layers']);
    expect(
      await rules('db/broken.ts', `export const load = () => import('../flows/milk/milk-run');\n`),
    ).toEqual(['grofresh/layers']);
  });

  it('passes each layer importing the ones below it', async () => {
    expect(
      await rules(
        'flows/checkout/fine.ts',
        `import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { balanceOf } from '../../modules/coins/coins.service';
import { priceOrder } from './price-order';
export const uses: unknown[] = [AppError, balanceOf, priceOrder];
export type Uses = DbOrTx;
`,
      ),
    ).toEqual([]);
    expect(
      await rules(
        'routes/shop/fine.routes.ts',
        `import { placeOrder } from '../../flows/checkout/place-order';
import { currentUser } from '../../plugins/auth';
export const uses: unknown[] = [placeOrder, currentUser];
`,
      ),
    ).toEqual([]);
  });
});

describe("a module's tables", () => {
  it('refuses a flow, a plugin or a job importing a table', async () => {
    const broken = await problems(
      'flows/account/broken.ts',
      `import { users } from '../../modules/users/users.table';\nexport const uses = users;\n`,
    );
    expect(broken).toEqual([
      { rule: 'grofresh/own-tables', message: expect.stringContaining('modules/users/') },
    ]);
    expect(
      await rules(
        'plugins/broken.ts',
        `import { authSessions } from '../modules/auth/auth.table';\nexport const uses = authSessions;\n`,
      ),
    ).toEqual(['grofresh/own-tables']);
    expect(
      await rules(
        'jobs/broken.ts',
        `import { otpSessions } from '../modules/auth/auth.table';\nexport const uses = otpSessions;\n`,
      ),
    ).toEqual(['grofresh/own-tables']);
  });

  it("refuses a module importing another module's table (and the module itself)", async () => {
    expect(
      await rules(
        'modules/coins/broken.ts',
        `import { orders } from '../orders/orders.table';\nexport const uses = orders;\n`,
      ),
    ).toEqual(['grofresh/own-tables', 'no-restricted-imports']);
  });

  it('refuses reaching every table through db/schema outside db/', async () => {
    expect(
      await rules(
        'flows/orders/broken.ts',
        `import { orders } from '../../db/schema';\nexport const uses = orders;\n`,
      ),
    ).toEqual(['grofresh/own-tables']);
  });

  it('passes a module importing its own tables, and db/schema.ts and the seed any', async () => {
    expect(
      await rules(
        'modules/orders/fine.ts',
        `import { orders } from './orders.table';\nexport const uses = orders;\n`,
      ),
    ).toEqual([]);
    expect(
      await rules(
        'db/seed/fine.ts',
        `import { items } from '../../modules/catalog/catalog.table';\nexport const uses = items;\n`,
      ),
    ).toEqual([]);
    expect(
      await rules('db/schema.ts', `export * from '../modules/orders/orders.table';\n`),
    ).toEqual([]);
  });
});

describe('advisory locks', () => {
  it('are written only in db/locks.ts', async () => {
    const code =
      "import { sql } from 'drizzle-orm';\nexport const lock = (key: string) => sql`select pg_advisory_xact_lock(hashtext(${key}))`;\n";
    expect(await rules('modules/coins/broken.ts', code)).toEqual(['no-restricted-syntax']);
    expect(await rules('db/locks.ts', code)).toEqual([]);
  });
});
