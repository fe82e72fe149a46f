import type { Person, Role } from '@grofresh/contracts';
import type { Db } from '../db/database';
import { recordActivity, type Actor } from '../modules/activity/activity.service';
import { changeRole } from '../modules/users/users.service';

const roleWords: Record<Role, string> = {
  customer: 'a shopper',
  staff: 'staff',
  admin: 'an admin',
};

/** An admin grants or takes back a role; recorded with the role before and after. */
export async function changeUserRole(
  db: Db,
  request: { id: string; role: Role; actor: Actor; now: Date },
): Promise<{ message: string; user: Person }> {
  return db.transaction(async (tx) => {
    const { before, after } = await changeRole(tx, request.id, request.role);
    const message = `+91 ${after.phone} is now ${roleWords[after.role]}.`;
    if (before.role === after.role) return { message, user: after };
    await recordActivity(tx, {
      actor: request.actor,
      action: 'user.role-changed',
      subject: { type: 'user', id: after._id, label: after.phone },
      before: { role: before.role },
      after: { role: after.role },
      at: request.now,
    });
    return { message, user: after };
  });
}
