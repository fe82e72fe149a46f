import { and, count, eq } from 'drizzle-orm';
import {
  ADDRESS_LIMIT_MESSAGE,
  MAX_SAVED_ADDRESSES,
  type Address,
  type AddressFields,
  type PageQuery,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError, notFound } from '../../lib/app-error';
import { newestFirst, page } from '../../lib/cursor';
import { isId } from '../../lib/ids';
import { addresses } from './addresses.table';

type Row = typeof addresses.$inferSelect;

export const toAddress = (row: Row): Address => ({
  _id: row.id,
  type: row.type,
  flat: row.flat,
  floor: row.floor,
  locality: row.locality,
  landmark: row.landmark,
  city: row.city,
  zip: row.zip,
  name: row.name,
  phone: row.phone,
  location: row.lat === null || row.lon === null ? null : { lat: row.lat, lon: row.lon },
});

/** The columns of the fields; a location left out (undefined) leaves the pin as it is. */
function columnsOf({ location, ...fields }: AddressFields) {
  if (location === undefined) return fields;
  return { ...fields, lat: location?.lat ?? null, lon: location?.lon ?? null };
}

const ADDRESS_NOT_FOUND = 'Address not found';
/** Another shopper's address answers exactly like one that does not exist. */
const own = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId));

/**
 * Saves a new address, at most MAX_SAVED_ADDRESSES per shopper (409 beyond). Counted and
 * inserted in one transaction under the shopper's own advisory lock, so two saves at once
 * when one place is left cannot both take it.
 */
export async function createAddress(
  db: Db,
  userId: string,
  fields: AddressFields,
  now: Date,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await takeLocks(tx, locks.addressesOf(userId));
    const [saved] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if ((saved?.n ?? 0) >= MAX_SAVED_ADDRESSES) {
      throw new AppError('CONFLICT', ADDRESS_LIMIT_MESSAGE);
    }
    const [row] = await tx
      .insert(addresses)
      .values({ ...columnsOf(fields), userId, createdAt: now, updatedAt: now })
      .returning();
    return toAddress(row!);
  });
}

export async function listAddresses(
  db: DbOrTx,
  userId: string,
  query: PageQuery,
): Promise<{ addresses: Address[]; nextCursor: string | null }> {
  const keyset = newestFirst(addresses.createdAt, addresses.id, query);
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const result = page(rows, query.limit);
  return { addresses: result.rows.map(toAddress), nextCursor: result.nextCursor };
}

/** The shopper's own address, or undefined (also for anyone else's). */
export async function findOwnAddress(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<Address | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(addresses).where(own(userId, id));
  return row && toAddress(row);
}

export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  fields: AddressFields,
  now: Date,
): Promise<Address> {
  if (!isId(id)) throw notFound(ADDRESS_NOT_FOUND);
  const [row] = await db
    .update(addresses)
    .set({ ...columnsOf(fields), updatedAt: now })
    .where(own(userId, id))
    .returning();
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toAddress(row);
}

export async function deleteAddress(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!isId(id)) throw notFound(ADDRESS_NOT_FOUND);
  const deleted = await db.delete(addresses).where(own(userId, id)).returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound(ADDRESS_NOT_FOUND);
}
