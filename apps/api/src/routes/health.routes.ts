import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints } from '@grofresh/contracts';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { route } from '../lib/route';

/** A probe waits this long for the database: a load balancer's own timeout is a few seconds. */
export const READY_TIMEOUT_MS = 2000;

interface JournalEntry {
  tag: string;
  /** drizzle's `created_at` for the migration once applied. */
  when: number;
}

const journal: JournalEntry[] = JSON.parse(
  readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
).entries;

const notReady = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);

/** The newest migration drizzle has recorded as applied (its journal `when`), or 0. */
async function latestApplied(db: Db): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), READY_TIMEOUT_MS);
  });
  try {
    const { rows } = await Promise.race([
      db.execute<{ latest: string | null }>(
        sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
      ),
      timeout,
    ]);
    return Number(rows[0]?.latest ?? 0);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes a load balancer or an orchestrator asks, outside the per-client request limit and
 * never cached (API answers are no-store). `health`: the process answers (no database call, so
 * a database outage never gets a live process restarted). `ready`: the database answers and
 * has every migration in the journal, by drizzle's own rule (a migration is applied when the
 * newest recorded one is at least as recent), else 503 with the reason.
 */
export const healthRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    route(app, healthEndpoints.health, async () => ({
      status: 'ok' as const,
      time: app.clock.now().toISOString(),
    }));

    route(app, healthEndpoints.ready, async ({ req }) => {
      let applied: number;
      try {
        applied = await latestApplied(db);
      } catch (error) {
        req.log.warn({ err: error }, 'not ready: the database does not answer');
        throw notReady('The database does not answer.');
      }
      const missing = journal.find((entry) => entry.when > applied);
      if (missing) throw notReady(`Migration ${missing.tag} is not applied.`);
      return { status: 'ready' as const };
    });
  };
