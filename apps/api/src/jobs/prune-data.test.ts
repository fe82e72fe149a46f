import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestShop, TestClock } from '../../test/harness';
import { pageViews } from '../modules/analytics/analytics.table';
import { prunePageViews } from '../modules/analytics/analytics.service';
import { otpSessions } from '../modules/auth/auth.table';
import { pruneData, pruneDataJob, pruners } from './prune-data';
import type { JobHandlers, Jobs } from './payloads';
import { startJobs } from './queue';
import { jobRegistry } from './registry';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const { database } = await createTestShop({ clock });
const { db } = database;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(clock.now().getTime() - ms);

const codeSession = (createdAt: Date, phone = '9590000001') => ({
  phone,
  codeHash: randomUUID(),
  clientAddress: '203.0.113.9',
  failedAttempts: 3,
  createdAt,
  expiresAt: new Date(createdAt.getTime() + 5 * 60_000),
});
const pageView = (viewedAt: Date, path = '/') => ({ path, viewedAt });

const sessionAges = async () =>
  (await db.select({ at: otpSessions.createdAt }).from(otpSessions)).map((r) => r.at.getTime());
const viewPaths = async () =>
  (await db.select({ path: pageViews.path }).from(pageViews)).map((r) => r.path).sort();

describe('the prune-data job', () => {
  it('deletes code sessions older than 7 days and page views older than 90, keeping the rest', async () => {
    await db.delete(otpSessions);
    await db.delete(pageViews);
    const kept = [ago(HOUR), ago(DAY), ago(7 * DAY - HOUR)];
    await db
      .insert(otpSessions)
      .values([
        ...kept.map((at) => codeSession(at)),
        codeSession(ago(7 * DAY + HOUR)),
        codeSession(ago(40 * DAY)),
      ]);
    await db
      .insert(pageViews)
      .values([
        pageView(ago(HOUR), '/today'),
        pageView(ago(89 * DAY), '/89-days'),
        pageView(ago(91 * DAY), '/91-days'),
        pageView(ago(400 * DAY), '/last-year'),
      ]);

    const first = await pruneData(db, clock.now());
    expect(first).toEqual({
      deleted: { 'otp-sessions': 2, 'page-views': 2, 'auth-sessions': 0 },
      failed: {},
    });
    expect((await sessionAges()).sort()).toEqual(kept.map((d) => d.getTime()).sort());
    expect(await viewPaths()).toEqual(['/89-days', '/today']);

    // Again (a retry, or a second instance): nothing more goes.
    expect(await pruneData(db, clock.now())).toEqual({
      deleted: { 'otp-sessions': 0, 'page-views': 0, 'auth-sessions': 0 },
      failed: {},
    });
  });

  it('deletes a large backlog in batches until none is left', async () => {
    await db.delete(pageViews);
    await db
      .insert(pageViews)
      .values([
        ...Array.from({ length: 7 }, (_, i) => pageView(ago(100 * DAY + i * HOUR), `/old-${i}`)),
        pageView(ago(DAY), '/recent'),
      ]);
    expect(await prunePageViews(db, clock.now(), 3)).toBe(7);
    expect(await viewPaths()).toEqual(['/recent']);
  });

  it('runs every pruner even when one fails, then logs the failure and fails the job', async () => {
    await db.insert(pageViews).values(pageView(ago(200 * DAY), '/ancient'));
    const broken = new Error('relation "auth_sessions" is locked', {
      cause: new Error('lock timeout'),
    });
    const result = await pruneData(db, clock.now(), {
      broken: () => Promise.reject(broken),
      'page-views': pruners['page-views']!,
    });
    expect(result).toEqual({ deleted: { 'page-views': 1 }, failed: { broken } });

    const lines: { level: string; obj: object; msg: string }[] = [];
    const log = {
      info: (obj: object, msg: string) => void lines.push({ level: 'info', obj, msg }),
      error: (obj: object, msg: string) => void lines.push({ level: 'error', obj, msg }),
    };
    await expect(
      pruneDataJob(db, clock, log, { broken: () => Promise.reject(broken), ...pruners }),
    ).rejects.toThrow('pruning failed: broken');
    expect(lines).toEqual([
      {
        level: 'info',
        obj: { deleted: { 'otp-sessions': 0, 'page-views': 0, 'auth-sessions': 0 } },
        msg: 'old data pruned',
      },
      { level: 'error', obj: { pruner: 'broken', err: broken }, msg: 'pruning failed' },
    ]);
  });
});

describe('the schedule, with several instances of the shop', () => {
  it('holds one daily schedule at 03:30 store time and starts one job however many start', async () => {
    const ran: string[] = [];
    const handlers = (instance: string): JobHandlers => ({
      'send-sms': async () => undefined,
      'milk-run-tick': async () => undefined,
      'payments-reconcile': async () => undefined,
      'refund-payment': async () => undefined,
      'prune-data': async () => void ran.push(instance),
    });
    const log = { error: () => undefined };
    const instances: Jobs[] = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        startJobs({
          connectionString: database.url,
          queues: jobRegistry,
          handlers: handlers(name),
          log,
          schedules: true,
        }),
      ),
    );
    try {
      const schedule = await db.execute(
        sql`select cron, timezone from pgboss.schedule where name = 'prune-data'`,
      );
      expect(schedule.rows).toEqual([{ cron: '30 3 * * *', timezone: 'Asia/Kolkata' }]);

      // The shop's own worker is running too: whoever takes the job, it is one job, done once.
      const states = async () =>
        (
          await db.execute<{ state: string }>(
            sql`select state from pgboss.job where name = 'prune-data'`,
          )
        ).rows.map((r) => r.state);
      for (let i = 0; i < 100 && (await states()).join() !== 'completed'; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await states()).toEqual(['completed']);
      expect(ran.length).toBeLessThanOrEqual(1);
    } finally {
      await Promise.all(instances.map((jobs) => jobs.stop()));
    }
  });
  it('leaves scheduled jobs to instances that keep the schedule, running only jobs sent on demand', async () => {
    // A shop started with JOB_SCHEDULES=false (in the journeys, one pinned to another clock).
    const ran: string[] = [];
    const late = await startJobs({
      connectionString: database.url,
      queues: jobRegistry,
      handlers: {
        'send-sms': async () => void ran.push('send-sms'),
        'milk-run-tick': async () => void ran.push('milk-run-tick'),
        'payments-reconcile': async () => void ran.push('payments-reconcile'),
        'refund-payment': async () => undefined,
        'prune-data': async () => void ran.push('prune-data'),
      },
      log: { error: () => undefined },
      schedules: false,
    });
    const stateOf = async (name: string) =>
      (
        await db.execute<{ state: string }>(
          sql`select state from pgboss.job where name = ${name} order by created_on desc limit 1`,
        )
      ).rows[0]?.state;
    try {
      await late.send(db, 'milk-run-tick', {});
      await late.send(db, 'send-sms', { phone: '9876543210', text: 'Your order is on its way' });
      // A job sent on demand is run (here or by the test shop's own worker, also unscheduled).
      for (let i = 0; i < 50 && (await stateOf('send-sms')) !== 'completed'; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await stateOf('send-sms')).toBe('completed');
      // Two more polls' worth: nobody without the schedule takes the tick.
      await new Promise((r) => setTimeout(r, 2500));
      expect(await stateOf('milk-run-tick')).toBe('created');
      expect(ran).not.toContain('milk-run-tick');
    } finally {
      await late.stop();
      await db.execute(sql`delete from pgboss.job where name = 'milk-run-tick'`);
    }
  });
});
