import { asc, eq } from 'drizzle-orm';
import type { BannerCreate, OpsBanner } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { banners } from './catalog.table';

type BannerRow = typeof banners.$inferSelect;

export const toOpsBanner = (row: BannerRow): OpsBanner => ({
  _id: row.id,
  imageUrl: row.imageUrl,
  alt: row.alt,
  position: row.position,
  retired: row.retiredAt !== null,
});

/** Every banner, retired ones too, in display order. */
export async function listOpsBanners(db: DbOrTx): Promise<OpsBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  return rows.map(toOpsBanner);
}

export async function lockBanner(tx: DbOrTx, id: string): Promise<BannerRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

export async function insertBanner(tx: DbOrTx, values: BannerCreate): Promise<OpsBanner> {
  const [row] = await tx.insert(banners).values(values).returning();
  return toOpsBanner(row!);
}

export async function updateBannerRow(
  tx: DbOrTx,
  id: string,
  values: Partial<BannerCreate> & { retiredAt?: Date | null },
): Promise<OpsBanner> {
  const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return toOpsBanner(row!);
}
