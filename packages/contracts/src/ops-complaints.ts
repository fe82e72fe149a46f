import { z } from 'zod';
import { idParamsSchema } from './catalog';
import {
  COMPLAINT_CREDIT_MAX,
  COMPLAINT_NOTE_MAX,
  complaintCategories,
  complaintMessages,
  complaintOrderSchema,
  complaintSchema,
  complaintStatuses,
} from './complaints';
import { endpoint } from './endpoint';
import { GOODWILL_REASON_MAX, GOODWILL_REASON_MIN, goodwillMessages } from './goodwill';
import { nextCursorSchema, pageQuerySchema } from './pagination';

/** A complaint as staff see it: with the shopper and the order it names. */
export const staffComplaintSchema = complaintSchema
  .extend({
    customer: z.object({ _id: z.string(), phone: z.string() }),
    order: complaintOrderSchema.nullable(),
  })
  .meta({ id: 'StaffComplaint' });
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;

/**
 * `open` (the default): OPEN and IN_PROGRESS, the longest waiting first; `closed`: resolved
 * and rejected, newest first; `all`: every one, newest first.
 */
export const complaintViews = ['open', 'closed', 'all'] as const;
export type ComplaintView = (typeof complaintViews)[number];

export const COMPLAINT_SEARCH_MAX = 40;

export const staffComplaintsQuerySchema = pageQuerySchema.extend({
  view: z.enum(complaintViews).default('open'),
  status: z.enum(complaintStatuses).optional(),
  category: z.enum(complaintCategories).optional(),
  /** Digits of the shopper's phone, part of an order number, or a word of the subject. */
  q: z
    .string()
    .trim()
    .max(COMPLAINT_SEARCH_MAX, `Search at most ${COMPLAINT_SEARCH_MAX} characters`)
    .optional(),
});
export type StaffComplaintsQuery = z.input<typeof staffComplaintsQuerySchema>;

export const updateComplaintBodySchema = z.object({
  status: z.enum(complaintStatuses),
  resolutionNote: z.string().trim().max(COMPLAINT_NOTE_MAX, complaintMessages.noteLong).optional(),
});
export type UpdateComplaintBody = z.input<typeof updateComplaintBodySchema>;

export const complaintCreditBodySchema = z.object({
  coins: z
    .number({ error: complaintMessages.creditRange })
    .int(complaintMessages.creditRange)
    .min(1, complaintMessages.creditRange)
    .max(COMPLAINT_CREDIT_MAX, complaintMessages.creditRange),
  /** Why the shopper gets them, kept in the activity record with who gave them. */
  reason: z
    .string({ error: goodwillMessages.reasonRequired })
    .trim()
    .min(1, goodwillMessages.reasonRequired)
    .min(GOODWILL_REASON_MIN, goodwillMessages.reasonShort)
    .max(GOODWILL_REASON_MAX, goodwillMessages.reasonLong),
});
export type ComplaintCreditBody = z.input<typeof complaintCreditBodySchema>;

/** What the credit form tells staff: the store's limits and what this shopper has left today. */
export const goodwillLimitsSchema = z.object({
  adminAbove: z.number().int(),
  dailyCap: z.number().int(),
  leftToday: z.number().int(),
});
export type GoodwillLimits = z.infer<typeof goodwillLimitsSchema>;

export const opsComplaintEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/complaint/all',
    summary: 'Complaints, open ones first (staff)',
    tags: ['ops'],
    query: staffComplaintsQuerySchema,
    response: z.object({ complaints: z.array(staffComplaintSchema), nextCursor: nextCursorSchema }),
  }),
  one: endpoint({
    method: 'GET',
    path: '/ops/complaints/:id',
    summary:
      'One complaint with the shopper’s five most recent orders and the goodwill they may still get today (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    response: z.object({
      complaint: staffComplaintSchema,
      recentOrders: z.array(complaintOrderSchema),
      goodwill: goodwillLimitsSchema,
    }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/complaint/update/:id',
    summary: 'Answer a complaint: a status and a note for the shopper (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: updateComplaintBodySchema,
    response: z.object({ message: z.string(), complaint: staffComplaintSchema }),
    errors: [409],
  }),
  credit: endpoint({
    method: 'POST',
    path: '/ops/complaints/:id/credit',
    summary:
      'Give the shopper Grocoins for a complaint, once, with a reason; above the store’s threshold admins only, within the daily cap per shopper (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: complaintCreditBodySchema,
    response: z.object({ message: z.string(), complaint: staffComplaintSchema }),
    errors: [409],
  }),
};
