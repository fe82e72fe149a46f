import { inArray, sql } from 'drizzle-orm';
import { toPaise } from '@grofresh/contracts';
import type { DbOrTx } from '../database';
import {
  banners,
  categories,
  itemCategories,
  items,
  itemVariants,
} from '../../modules/catalog/catalog.table';
import { stockMovements, stockUnits } from '../../modules/catalog/stock.table';
import { milkPriceOptions, storeSettings } from '../../modules/store/store.table';
import { bannerUrl } from '../../modules/media/banner';
import { emojiUrl } from '../../modules/media/emoji';
import { demoBanners, demoCategories, demoItems, type SeedItem } from './demo-catalog';
import { demoMilkOptions, demoStore } from './demo-store';
import { demoTaxOf } from './demo-tax';
import { demoStock } from './demo-stock';
import { largeCatalog } from './large-catalog';

export interface SeedOptions {
  /** Extra generated items on top of the demo catalog, for benchmarks. */
  extraItems?: number;
}

const CHUNK = 1000;

/** Whether the shop has a catalog yet; the first start seeds an empty database. */
export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(categories)
    .limit(1);
  return rows.length === 0;
}

/**
 * Replaces the catalog, banners and store settings with the demo store, in one transaction:
 * a reader sees the old shop or the new one, never half of each.
 */
export async function seedDemoStore(db: DbOrTx, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`TRUNCATE ${stockMovements}, ${stockUnits}, ${itemCategories}, ${itemVariants}, ${items}, ${categories}, ${banners}, ${milkPriceOptions}, ${storeSettings}`,
    );
    await tx.insert(storeSettings).values({ id: 1, ...demoStore });
    await tx.insert(milkPriceOptions).values(
      demoMilkOptions.map(([key, rupees], position) => ({
        key,
        pricePaise: toPaise(rupees),
        position,
      })),
    );
    await tx.insert(banners).values(
      demoBanners.map((b, position) => ({
        imageUrl: bannerUrl({ title: b.title, subtitle: b.subtitle, emoji: b.emoji, tone: b.tone }),
        alt: `${b.title}. ${b.subtitle}`,
        position,
      })),
    );
    const categoryRows = await tx
      .insert(categories)
      .values(demoCategories.map((c) => ({ name: c.name, image: emojiUrl(c.emoji) })))
      .returning({ id: categories.id, name: categories.name });
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

    const all = [...demoItems, ...largeCatalog(demoItems, options.extraItems ?? 0)];
    for (let i = 0; i < all.length; i += CHUNK) {
      await insertItems(tx, all.slice(i, i + CHUNK), categoryId);
    }
    await countDemoStock(tx);
  });
}

/** The demo's counted items, each with its opening stock received (its history adds up). */
async function countDemoStock(tx: DbOrTx): Promise<void> {
  const named = new Map(demoStock.map((s) => [s.name, s]));
  const rows = await tx
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(inArray(items.name, [...named.keys()]));
  const units = rows.map((row) => ({ itemId: row.id, ...named.get(row.name)! }));
  if (units.length === 0) return;
  await tx
    .insert(stockUnits)
    .values(units.map((u) => ({ itemId: u.itemId, onHand: u.onHand, lowAt: u.lowAt })));
  const received = units.filter((u) => u.onHand > 0);
  if (received.length === 0) return;
  await tx.insert(stockMovements).values(
    received.map((u) => ({
      itemId: u.itemId,
      change: u.onHand,
      reason: 'RECEIVED',
      note: 'Opening stock',
      onHandAfter: u.onHand,
    })),
  );
}

async function insertItems(
  tx: DbOrTx,
  batch: SeedItem[],
  categoryId: Map<string, string>,
): Promise<void> {
  const rows = await tx
    .insert(items)
    .values(
      batch.map((item) => ({
        name: item.name,
        description: item.description,
        image: emojiUrl(item.emoji),
        pricePaise: toPaise(item.price),
        discountPricePaise: toPaise(item.discountPrice ?? 0),
        isVariant: (item.variants?.length ?? 0) > 0,
        available: item.available ?? true,
        ...demoTaxOf(item),
      })),
    )
    .returning({ id: items.id });
  const variants = batch.flatMap((item, i) =>
    (item.variants ?? []).map((v, position) => ({
      itemId: rows[i]!.id,
      value: v.value,
      pricePaise: toPaise(v.price),
      discountPricePaise: toPaise(v.discountPrice ?? 0),
      position,
    })),
  );
  const links = batch.flatMap((item, i) =>
    item.categories.map((name) => {
      const id = categoryId.get(name);
      if (!id) throw new Error(`Seed item '${item.name}' names unknown category '${name}'`);
      return { itemId: rows[i]!.id, categoryId: id };
    }),
  );
  if (variants.length) await tx.insert(itemVariants).values(variants);
  if (links.length) await tx.insert(itemCategories).values(links);
}
