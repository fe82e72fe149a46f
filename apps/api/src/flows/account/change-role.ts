import type { Person, Role } from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { recordActivity, type Actor } from '../../modules/activity/activity.service';
import { usersWhoSignedIn } from '../../modules/auth/sessions.service';
import {
  changeRole,
  findUserByPhone,
  insertStaffNumber,
  listPeople,
  type PersonRow,
} from '../../modules/users/users.service';

const roleWords: Record<Role, string> = {
  customer: 'a shopper',
  rider: 'a rider',
  staff: 'staff',
  admin: 'an admin',
};

/** People with whether each has signed in yet: one query for the whole page. */
async function withSignIns(db: DbOrTx, rows: PersonRow[]): Promise<Person[]> {
  const signedIn = await usersWhoSignedIn(
    db,
    rows.map((r) => r._id),
  );
  return rows.map((r) => ({ ...r, signedIn: signedIn.has(r._id) }));
}

/** GET /api/ops/users: the People list, each person with their name and whether they signed in. */
export async function readPeople(db: Db, query: Parameters<typeof listPeople>[1]) {
  const page = await listPeople(db, query);
  return { users: await withSignIns(db, page.users), nextCursor: page.nextCursor };
}

const roleMessage = (user: Person): string =>
  user.signedIn
    ? `+91 ${user.phone} is now ${roleWords[user.role]}.`
    : `+91 ${user.phone} is now ${roleWords[user.role]}. They get it when they first sign in with this number.`;

/** An admin grants or takes back a role; recorded with the role before and after. */
export async function changeUserRole(
  db: Db,
  request: { id: string; role: Role; actor: Actor; now: Date },
): Promise<{ message: string; user: Person }> {
  return db.transaction((tx) => changeRoleIn(tx, request));
}

async function changeRoleIn(
  tx: DbOrTx,
  request: { id: string; role: Role; actor: Actor; now: Date },
): Promise<{ message: string; user: Person }> {
  const { before, after } = await changeRole(tx, request.id, request.role);
  const [user] = await withSignIns(tx, [after]);
  const message = roleMessage(user!);
  if (before.role === after.role) return { message, user: user! };
  await recordActivity(tx, {
    actor: request.actor,
    action: 'user.role-changed',
    subject: { type: 'user', id: after._id, label: after.phone },
    before: { role: before.role },
    after: { role: after.role },
    at: request.now,
  });
  return { message, user: user! };
}

/**
 * POST /api/ops/users: an admin gives a number staff or admin by phone (docs/product.md,
 * "People"). A number never seen before becomes a person whose role waits for their first
 * sign-in (an admin may take it back before then, like any role); a known number's role
 * changes as on the list.
 */
export async function addStaffByPhone(
  db: Db,
  request: { phone: string; role: Role; actor: Actor; now: Date },
): Promise<{ message: string; user: Person }> {
  return db.transaction(async (tx) => {
    const added = await insertStaffNumber(tx, request.phone, request.role);
    // A number already someone's (signed in, or added before): its role changes as on the list.
    if (!added) {
      const known = await findUserByPhone(tx, request.phone);
      return changeRoleIn(tx, { ...request, id: known!.id });
    }
    await recordActivity(tx, {
      actor: request.actor,
      action: 'user.role-changed',
      subject: { type: 'user', id: added._id, label: added.phone },
      before: null,
      after: { role: added.role },
      at: request.now,
    });
    const user: Person = { ...added, signedIn: false };
    return { message: roleMessage(user), user };
  });
}
