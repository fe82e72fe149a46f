import type { BannerCreate, OpsBanner } from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields, recordActivity, type Actor } from '../../modules/activity/activity.service';
import {
  insertBanner,
  lockBanner,
  toOpsBanner,
  updateBannerRow,
} from '../../modules/catalog/ops-banners.service';

export const BANNER_NOT_FOUND = 'Banner not found';
export const BANNER_RETIRED_MESSAGE = 'This banner is retired. Restore it first to change it.';

interface Request {
  actor: Actor;
  now: Date;
}

const subject = (b: { _id: string; alt: string }) => ({
  type: 'banner' as const,
  id: b._id,
  label: b.alt,
});

const fieldsOf = (b: OpsBanner) => ({ imageUrl: b.imageUrl, alt: b.alt, position: b.position });

async function lockOne(tx: DbOrTx, id: string): Promise<OpsBanner> {
  const row = await lockBanner(tx, id);
  if (!row) throw notFound(BANNER_NOT_FOUND);
  return toOpsBanner(row);
}

export async function createBanner(
  db: Db,
  request: Request & { banner: BannerCreate },
): Promise<{ banner: OpsBanner }> {
  return db.transaction(async (tx) => {
    const banner = await insertBanner(tx, request.banner);
    await recordActivity(tx, {
      actor: request.actor,
      action: 'banner.created',
      subject: subject(banner),
      before: null,
      after: fieldsOf(banner),
      at: request.now,
    });
    return { banner };
  });
}

export async function updateBanner(
  db: Db,
  request: Request & { id: string; change: Partial<BannerCreate> },
): Promise<{ banner: OpsBanner }> {
  return db.transaction(async (tx) => {
    const current = await lockOne(tx, request.id);
    if (current.retired) throw new AppError('CONFLICT', BANNER_RETIRED_MESSAGE);
    const changes = changedFields(fieldsOf(current), request.change);
    if (!changes) return { banner: current };
    const banner = await updateBannerRow(tx, current._id, changes.after);
    await recordActivity(tx, {
      actor: request.actor,
      action: 'banner.updated',
      subject: subject(banner),
      ...changes,
      at: request.now,
    });
    return { banner };
  });
}

/** Takes a banner off the home page or puts it back; idempotent. */
export async function setBannerRetirement(
  db: Db,
  request: Request & { id: string; retired: boolean },
): Promise<{ banner: OpsBanner }> {
  return db.transaction(async (tx) => {
    const current = await lockOne(tx, request.id);
    if (current.retired === request.retired) return { banner: current };
    const banner = await updateBannerRow(tx, current._id, {
      retiredAt: request.retired ? request.now : null,
    });
    await recordActivity(tx, {
      actor: request.actor,
      action: request.retired ? 'banner.retired' : 'banner.restored',
      subject: subject(banner),
      before: { retired: current.retired },
      after: { retired: request.retired },
      at: request.now,
    });
    return { banner };
  });
}
