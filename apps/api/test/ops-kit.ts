import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Category } from '@grofresh/contracts';
import { staffActivity } from '../src/modules/activity/activity.table';
import { setRole } from '../src/modules/users/users.service';
import { signInAs, type RecordingSender, type TestShop } from './harness';

type Method = 'GET' | 'POST' | 'PUT';
/** Who calls: null for nobody (no token). */
export type Who = { headers: { authorization: string } } | null;

/** Staff, a shopper and a caller of /api/ops for tests of the console's calls. */
export async function opsKit({ app, database }: TestShop, sender: RecordingSender, prefix: string) {
  const staff = await signInAs(app, sender, `${prefix}01`);
  await setRole(database.db, `${prefix}01`, 'staff');
  const shopper = await signInAs(app, sender, `${prefix}02`);

  const ops = (method: Method, url: string, payload?: object, who: Who = staff) =>
    app.inject({
      method,
      url: `/api/ops${url}`,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });

  /** The activity records about one thing, oldest first. */
  const recordsOf = async (subjectId: string, action?: string) => {
    const rows = await database.db
      .select()
      .from(staffActivity)
      .where(
        and(
          eq(staffActivity.subjectId, subjectId),
          action ? eq(staffActivity.action, action as never) : undefined,
        ),
      );
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  };

  const shopCategories = async (): Promise<Category[]> =>
    (await app.inject({ method: 'GET', url: '/api/category/all' })).json().categories;

  return { staff, shopper, ops, recordsOf, shopCategories };
}

export const shopItems = async (app: FastifyInstance, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/items/all${query}` })).json().items as {
    _id: string;
    name: string;
    price: number;
    discountPrice: number;
    availability: boolean;
  }[];
