import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { createTestShop } from '../../../test/harness';
import { pageViews } from './analytics.table';

const { app, database } = await createTestShop({ clockAt: '2026-11-23T11:00:00+05:30' });

describe('POST /api/analytics/pageview', () => {
  it('stores the page view with the server clock', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'user-agent': 'journey-test' },
      payload: { path: '/category/abc?x=1', referrer: '/' },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await database.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
    expect(row).toMatchObject({
      path: '/category/abc?x=1',
      referrer: '/',
      userAgent: 'journey-test',
    });
    expect(row!.viewedAt.toISOString()).toMatch(/^2026-11-23T05:30:0/);
  });

  it.each([{}, { path: '' }, { path: 'no-slash' }, { path: `/${'a'.repeat(600)}` }])(
    'refuses %j with 400',
    async (payload) => {
      const res = await app.inject({ method: 'POST', url: '/api/analytics/pageview', payload });
      expect(res.statusCode).toBe(400);
    },
  );
});
