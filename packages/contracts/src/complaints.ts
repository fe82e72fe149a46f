import { z } from 'zod';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { orderSummarySchema } from './orders';
import { pageQuerySchema } from './pagination';

/**
 * Complaints (docs/product/records.md#complaint): the shopper's side. The client sends what the
 * shopper typed as-is (docs/product/rules.md#validation), so every rule is the server's.
 */

export const complaintCategories = ['DELIVERY', 'PAYMENT', 'PRODUCT', 'OTHER'] as const;
export type ComplaintCategory = (typeof complaintCategories)[number];
export const complaintCategoryLabel: Record<ComplaintCategory, string> = {
  DELIVERY: 'Delivery',
  PAYMENT: 'Payment',
  PRODUCT: 'Product',
  OTHER: 'Other',
};

export const complaintStatuses = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'REJECTED'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];
export const complaintStatusLabel: Record<ComplaintStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  REJECTED: 'Rejected',
};
/** Still waiting for the store: these count towards the shopper's limit. */
export const openComplaintStatuses = [
  'OPEN',
  'IN_PROGRESS',
] as const satisfies readonly ComplaintStatus[];
export const isOpenComplaint = (status: ComplaintStatus): boolean =>
  (openComplaintStatuses as readonly ComplaintStatus[]).includes(status);

/** Which status staff may move a complaint to; resolved and rejected ones are closed for good. */
export const complaintTransitions: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  OPEN: ['IN_PROGRESS', 'RESOLVED', 'REJECTED'],
  IN_PROGRESS: ['RESOLVED', 'REJECTED'],
  RESOLVED: [],
  REJECTED: [],
};
export const canMoveComplaint = (from: ComplaintStatus, to: ComplaintStatus): boolean =>
  complaintTransitions[from].includes(to);
/** Closing a complaint tells the shopper why: the note is required then. */
export const complaintNeedsNote = (to: ComplaintStatus): boolean =>
  to === 'RESOLVED' || to === 'REJECTED';

export const COMPLAINT_SUBJECT_MIN = 3;
export const COMPLAINT_SUBJECT_MAX = 120;
export const COMPLAINT_DESCRIPTION_MIN = 10;
export const COMPLAINT_DESCRIPTION_MAX = 2000;
export const COMPLAINT_NOTE_MAX = 1000;
/** A shopper may have this many complaints waiting at once. */
export const COMPLAINTS_OPEN_MAX = 10;
/** The most Grocoins staff may give back on one complaint, in one click. */
export const COMPLAINT_CREDIT_MAX = 1000;

export const complaintMessages = {
  // What the shopper's client shows (docs/product/messages.md#account).
  failedTitle: 'Error',
  failed: 'Something went wrong!',
  // The server's own sentences, one per refusal.
  category: 'Choose what the complaint is about: delivery, payment, product or other.',
  subjectRequired: 'Please give your complaint a subject.',
  subjectShort: `The subject needs at least ${COMPLAINT_SUBJECT_MIN} characters.`,
  subjectLong: `Keep the subject within ${COMPLAINT_SUBJECT_MAX} characters.`,
  descriptionRequired: 'Please describe what went wrong.',
  descriptionShort: `Tell us a little more: at least ${COMPLAINT_DESCRIPTION_MIN} characters.`,
  descriptionLong: `Keep the description within ${COMPLAINT_DESCRIPTION_MAX} characters.`,
  orderNotYours: 'We couldn’t find that order among yours. Check the order number.',
  tooManyOpen: `You already have ${COMPLAINTS_OPEN_MAX} open complaints. Please wait for the store to answer them before raising another.`,
  created: 'Complaint raised. The store will get back to you soon.',
  noteRequired: 'Write a note for the shopper when resolving or rejecting a complaint.',
  noteLong: `Keep the note within ${COMPLAINT_NOTE_MAX} characters.`,
  updated: 'Complaint updated.',
  credited: (coins: number) => `${coins} Grocoins credited to the shopper.`,
  alreadyCredited: (coins: number) =>
    `Grocoins were already credited for this complaint (${coins}).`,
  creditRange: `Give between 1 and ${COMPLAINT_CREDIT_MAX} Grocoins.`,
} as const;

const text = (required: string, min: number, short: string, max: number, long: string) =>
  z.string({ error: required }).trim().min(1, required).min(min, short).max(max, long);

/** The create body (docs/product/calls.md#shopper-calls). */
export const createComplaintBodySchema = z.object({
  category: z.enum(complaintCategories, { error: complaintMessages.category }),
  subject: text(
    complaintMessages.subjectRequired,
    COMPLAINT_SUBJECT_MIN,
    complaintMessages.subjectShort,
    COMPLAINT_SUBJECT_MAX,
    complaintMessages.subjectLong,
  ),
  description: text(
    complaintMessages.descriptionRequired,
    COMPLAINT_DESCRIPTION_MIN,
    complaintMessages.descriptionShort,
    COMPLAINT_DESCRIPTION_MAX,
    complaintMessages.descriptionLong,
  ),
  /** The shopper-facing order number (ORD-…) or the order's _id; it must be the shopper's own. */
  orderId: z
    .string()
    .trim()
    .max(64, complaintMessages.orderNotYours)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CreateComplaintBody = z.input<typeof createComplaintBodySchema>;

export const complaintSchema = z
  .object({
    _id: z.string(),
    category: z.enum(complaintCategories),
    subject: z.string(),
    description: z.string(),
    status: z.enum(complaintStatuses),
    /** The store's answer; null until it writes one. */
    resolutionNote: z.string().nullable(),
    /** The order it is about (its shopper-facing number), or null. */
    orderId: z.string().nullable(),
    /** Grocoins the store gave back for it (0 when none). */
    coinsCredited: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Complaint' });
export type Complaint = z.infer<typeof complaintSchema>;

/** Header carrying the next page's cursor of `complaint/mine` (its body is a bare array). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const complaintEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/complaint/create',
    summary: 'Raise a complaint, optionally about one of the shopper’s orders',
    tags: ['complaints'],
    body: createComplaintBodySchema,
    status: 201,
    response: z.object({ message: z.string(), complaint: complaintSchema }),
    errors: [409],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/complaint/mine',
    summary: 'The shopper’s complaints, newest first (next page cursor in X-Next-Cursor)',
    tags: ['complaints'],
    query: pageQuerySchema,
    response: z.array(complaintSchema),
  }),
  one: endpoint({
    method: 'GET',
    path: '/complaint/:id',
    summary: 'One of the shopper’s complaints (anyone else’s is 404)',
    tags: ['complaints'],
    params: idParamsSchema,
    response: z.object({ complaint: complaintSchema }),
  }),
};

/** The order a complaint names, as staff see it beside the complaint. */
export const complaintOrderSchema = orderSummarySchema;
