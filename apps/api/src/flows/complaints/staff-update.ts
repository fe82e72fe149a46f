import {
  canMoveComplaint,
  complaintMessages,
  complaintNeedsNote,
  isOpenComplaint,
  type ComplaintStatus,
  type StaffComplaint,
  type updateComplaintBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import type { Jobs } from '../../jobs/payloads';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { changedFields, recordActivity, type Actor } from '../../modules/activity/activity.service';
import {
  findComplaint,
  saveComplaintChange,
  type ComplaintRow,
} from '../../modules/complaints/complaints.service';
import { COMPLAINT_NOT_FOUND, refuseField } from './complaints';
import { staffComplaintOf } from './staff-view';

type Change = z.output<typeof updateComplaintBodySchema>;

/** Cuts a text to at most `max` characters, marking the cut. */
export const cut = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

const asSubject: Record<ComplaintStatus, string> = {
  OPEN: 'An open complaint',
  IN_PROGRESS: 'A complaint in progress',
  RESOLVED: 'A resolved complaint',
  REJECTED: 'A rejected complaint',
};
const asTarget: Record<ComplaintStatus, string> = {
  OPEN: 'open',
  IN_PROGRESS: 'in progress',
  RESOLVED: 'resolved',
  REJECTED: 'rejected',
};

/** The refusal of a move `complaintTransitions` does not allow, as a sentence for the console. */
export const complaintMoveRefusal = (from: ComplaintStatus, to: ComplaintStatus): string =>
  `${asSubject[from]} can’t be moved to ${asTarget[to]}.`;
/** A closed complaint keeps the note it was closed with. */
export const closedNoteFixed = (status: ComplaintStatus): string =>
  `${asSubject[status]} is closed: its note can’t be changed.`;

/** The shopper's text when the store resolves their complaint. */
export const resolvedNews = (row: Pick<ComplaintRow, 'subject'>, note: string): string =>
  `GroFresh: your complaint "${cut(row.subject, 40)}" is resolved. ${cut(note, 100)}`;

/** How the activity record names a complaint: its subject and the shopper's number. */
export const labelOf = (row: ComplaintRow, phone: string) => `${cut(row.subject, 60)} · ${phone}`;

/**
 * PUT /api/complaint/update/:id: staff move a complaint along `complaintTransitions` and may
 * write the note the shopper reads (required to resolve or reject), in one transaction under
 * the row's lock with one activity record; resolving texts the shopper. Sending what is
 * already so changes, records and texts nothing, so a double click counts once.
 */
export async function updateComplaint(
  db: Db,
  jobs: Pick<Jobs, 'send'>,
  request: { id: string; change: Change; actor: Actor; now: Date },
): Promise<{ message: string; complaint: StaffComplaint }> {
  const { change, actor, now } = request;
  const to = change.status;
  const note = change.resolutionNote || undefined;
  return db.transaction(async (tx) => {
    const row = await findComplaint(tx, request.id, undefined, { forUpdate: true });
    if (!row) throw notFound(COMPLAINT_NOT_FOUND);
    const moving = to !== row.status;
    if (moving && !canMoveComplaint(row.status, to)) {
      throw new AppError('CONFLICT', complaintMoveRefusal(row.status, to));
    }
    const noting = note !== undefined && note !== row.resolutionNote;
    if (!moving && !noting) return unchanged(tx, row);
    if (!moving && !isOpenComplaint(row.status)) {
      throw new AppError('CONFLICT', closedNoteFixed(row.status));
    }
    if (complaintNeedsNote(to) && !note) {
      throw refuseField('resolutionNote', complaintMessages.noteRequired);
    }

    const closing = moving && !isOpenComplaint(to);
    const saved = await saveComplaintChange(tx, row.id, {
      status: to,
      ...(noting ? { resolutionNote: note } : {}),
      ...(closing ? { closedAt: now } : {}),
      updatedAt: now,
    });
    const complaint = await staffComplaintOf(tx, saved);
    await recordActivity(tx, {
      actor,
      action: 'complaint.updated',
      subject: { type: 'complaint', id: row.id, label: labelOf(row, complaint.customer.phone) },
      ...(changedFields(pick(row), pick(saved)) ?? {}),
      at: now,
    });
    await publishEvent(tx, { type: 'complaint.updated', id: row.id, userId: row.userId });
    if (moving && to === 'RESOLVED' && complaint.customer.phone) {
      await jobs.send(tx, 'send-sms', {
        phone: complaint.customer.phone,
        text: resolvedNews(saved, saved.resolutionNote ?? ''),
      });
    }
    return { message: complaintMessages.updated, complaint };
  });
}

const unchanged = async (tx: DbOrTx, row: ComplaintRow) => ({
  message: complaintMessages.updated,
  complaint: await staffComplaintOf(tx, row),
});

const pick = (row: ComplaintRow) => ({ status: row.status, resolutionNote: row.resolutionNote });
