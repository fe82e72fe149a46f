import { ApiError } from '@/lib/api-client';

/** The fields of the 'Raise Complaint' form the server may name in a 400's details. */
export const complaintFields = ['category', 'subject', 'description', 'orderId'] as const;
export type ComplaintField = (typeof complaintFields)[number];

export interface ComplaintFailure {
  /** The server's sentence per field, shown under it. */
  fields: Partial<Record<ComplaintField, string>>;
  /** A refusal that names no field (409 too many open, an unknown order…), shown above the buttons. */
  form: string | null;
}

const isField = (name: string): name is ComplaintField =>
  (complaintFields as readonly string[]).includes(name);

/**
 * Reads the error body (docs/product/messages.md#error-codes): a 400 carries `details.fields:
 * [{field: 'body.subject', message}]`, anything else only its message. A network failure (no server
 * answer) adds nothing to the toast.
 */
export function complaintFailure(error: unknown): ComplaintFailure {
  if (!(error instanceof ApiError)) return { fields: {}, form: null };
  const fields: ComplaintFailure['fields'] = {};
  const rest: string[] = [];
  const listed = (error.body.details as { fields?: unknown } | undefined)?.fields;
  for (const entry of Array.isArray(listed) ? listed : []) {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
    if (typeof message !== 'string') continue;
    const name = typeof field === 'string' ? (field.split('.').pop() ?? '') : '';
    if (isField(name)) fields[name] ??= message;
    else rest.push(message);
  }
  const named = Object.keys(fields).length > 0 || rest.length > 0;
  return { fields, form: named ? (rest[0] ?? null) : error.message };
}
