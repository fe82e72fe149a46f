import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  addStoreDays,
  storeDayStart,
  type Activity,
  type ActivityAction,
  type ActivitySubject,
  type activityQuerySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { newestFirst, page } from '../../lib/cursor';
import { containing } from '../../lib/like';
import { staffActivity } from './activity.table';

/** The member of staff who acted. */
export interface Actor {
  id: string;
  phone: string;
}

export interface ActivityEntry {
  actor: Actor;
  action: ActivityAction;
  subject: { type: ActivitySubject; id: string; label: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

/** Records a staff action. Call it inside the transaction that makes the change. */
export async function recordActivity(tx: DbOrTx, entry: ActivityEntry): Promise<void> {
  await recordActivities(tx, [entry]);
}

export async function recordActivities(tx: DbOrTx, entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(staffActivity).values(
    entries.map((e) => ({
      actorId: e.actor.id,
      actorPhone: e.actor.phone,
      action: e.action,
      subjectType: e.subject.type,
      subjectId: e.subject.id,
      subjectLabel: e.subject.label,
      before: e.before ?? null,
      after: e.after ?? null,
      createdAt: e.at,
    })),
  );
}

/**
 * The fields whose values differ, as `before` and `after` records holding only those fields;
 * null when nothing changed. Values compare by their JSON, so arrays and objects work too.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const next = after[key];
    if (next === undefined) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(next)) continue;
    was[key] = before[key] ?? null;
    now[key] = next;
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

export async function listActivity(
  db: DbOrTx,
  query: z.output<typeof activityQuerySchema>,
): Promise<{ activity: Activity[]; nextCursor: string | null }> {
  const keyset = newestFirst(staffActivity.createdAt, staffActivity.id, query);
  const conditions: (SQL | undefined)[] = [
    keyset.after,
    query.action ? eq(staffActivity.action, query.action) : undefined,
    query.subjectType ? eq(staffActivity.subjectType, query.subjectType) : undefined,
    query.subjectId ? eq(staffActivity.subjectId, query.subjectId) : undefined,
    query.actor ? containing(staffActivity.actorPhone, query.actor) : undefined,
    query.from ? gte(staffActivity.createdAt, storeDayStart(query.from)) : undefined,
    query.to ? lt(staffActivity.createdAt, storeDayStart(addStoreDays(query.to, 1))) : undefined,
  ];
  const rows = await db
    .select()
    .from(staffActivity)
    .where(and(...conditions))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const result = page(rows, query.limit);
  return {
    activity: result.rows.map((r) => ({
      _id: r.id,
      at: r.createdAt.toISOString(),
      actor: { _id: r.actorId, phone: r.actorPhone },
      action: r.action,
      subject: { type: r.subjectType, _id: r.subjectId, label: r.subjectLabel },
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    nextCursor: result.nextCursor,
  };
}
