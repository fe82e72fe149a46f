import { useId, useState, type FormEvent } from 'react';
import {
  canMoveComplaint,
  COMPLAINT_NOTE_MAX,
  complaintMessages,
  complaintNeedsNote,
  complaintStatuses,
  complaintStatusLabel,
  type ComplaintStatus,
  type StaffComplaint,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useUpdateComplaint } from '../api/staff-complaints';

/**
 * The store's answer: a status the rule allows from where the complaint stands, and a note
 * the shopper reads (required to resolve or reject). Key it by the complaint's status, so a
 * new status starts a fresh form.
 */
export function ReplyForm({ complaint }: { complaint: StaffComplaint }) {
  const id = useId();
  const moves = complaintStatuses.filter((to) => canMoveComplaint(complaint.status, to));
  const [status, setStatus] = useState<ComplaintStatus | undefined>(moves[0]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateComplaint();

  if (!status) {
    return (
      <p className="rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700">
        This complaint is {complaintStatusLabel[complaint.status].toLowerCase()}: it takes no more
        replies.
      </p>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const text = note.trim();
    if (complaintNeedsNote(status) && !text) {
      setError(complaintMessages.noteRequired);
      return;
    }
    setError(null);
    update.mutate(
      { params: { id: complaint._id }, body: text ? { status, resolutionNote: text } : { status } },
      {
        onSuccess: () => setNote(''),
        // The server decides: its refusal shows where the reply was written.
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : SOMETHING_WENT_WRONG),
      },
    );
  };

  const needsNote = complaintNeedsNote(status);
  return (
    <form aria-label="Reply" noValidate onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={`${id}-status`} className="text-sm font-semibold text-gray-800">
          New status
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ComplaintStatus);
            setError(null);
          }}
          className="mt-1 h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        >
          {moves.map((to) => (
            <option key={to} value={to}>
              {complaintStatusLabel[to]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-semibold text-gray-800">
          Note for the shopper
          <span className="font-normal text-gray-500">
            {' '}
            ({needsNote ? 'required' : 'optional'})
          </span>
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={COMPLAINT_NOTE_MAX}
          rows={4}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setNote(e.target.value);
            if (error) setError(null);
          }}
          className={cn(
            'mt-1 w-full rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2',
            error
              ? 'border-red-600 focus:ring-red-100'
              : 'border-gray-300 focus:border-brand-600 focus:ring-brand-100',
          )}
        />
        <p id={`${id}-count`} className="tabular text-right text-xs text-gray-500">
          {note.length}/{COMPLAINT_NOTE_MAX}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Sending…' : 'Send reply'}
      </Button>
    </form>
  );
}
