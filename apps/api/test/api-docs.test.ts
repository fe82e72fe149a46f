import { describe, expect, it } from 'vitest';
import type { ApiDocument } from '../src/plugins/docs-document';
import { describeApi } from '../src/plugins/docs-offline';
import { createTestShop } from './harness';

const { app } = await createTestShop();
const served = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as ApiDocument;
const operations = Object.entries(served.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);

/** A request for the operation with no token: its path's names filled with a harmless value. */
const withoutToken = (path: string, method: string, i: number) =>
  app.inject({
    method: method.toUpperCase() as 'GET',
    url: path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'date' ? '2026-01-05' : 'x1')),
    // One client each, so the per-client limit never answers for the route.
    remoteAddress: `10.9.${i >> 8}.${i & 255}`,
  });

describe('the API description (/api/docs/json)', () => {
  it('is the one npm run lint:api-docs lints, built without a database', async () => {
    expect(await describeApi()).toEqual(served);
  });

  it('names every operation once', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says of every operation whether it needs a token, and says it truthfully', async () => {
    const refusals: string[] = [];
    for (const [i, { path, method, op }] of operations.entries()) {
      const security = JSON.stringify(op.security);
      expect([`[]`, `[{"bearer":[]}]`], `${method} ${path}`).toContain(security);
      const { statusCode } = await withoutToken(path, method, i);
      const refused = statusCode === 401 || statusCode === 403;
      // Open ones answer without a token; the others refuse it, unless the request's own
      // mistake (no body) is found first.
      if (security === '[]' ? refused : !refused && statusCode !== 400) {
        refusals.push(`${method} ${path} ${security} answered ${statusCode}`);
      }
    }
    expect(refusals).toEqual([]);
  });

  it('describes every answer, and when to come back after a 429', () => {
    for (const { path, method, op } of operations) {
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        expect(answer.description, `${method} ${path} ${status}`).not.toBe('Default Response');
        if (status === '429') expect(answer.headers).toHaveProperty('Retry-After');
      }
    }
  });
});
