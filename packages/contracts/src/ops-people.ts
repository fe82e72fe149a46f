import { z } from 'zod';
import { phoneSchema, roles } from './auth';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { nextCursorSchema, pageQuerySchema } from './pagination';

export const personSchema = z
  .object({
    _id: z.string(),
    phone: z.string(),
    /** The name the person gave in their profile, if any. */
    name: z.string().nullable(),
    role: z.enum(roles),
    createdAt: z.string(),
    /** False for a number an admin added that has not signed in yet (its role waits). */
    signedIn: z.boolean(),
  })
  .meta({ id: 'Person' });
export type Person = z.infer<typeof personSchema>;

export const LAST_ADMIN_MESSAGE = 'The store needs at least one admin.';

export const peopleQuerySchema = pageQuerySchema.extend({
  /** Digits of the phone number. */
  q: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'Search by the digits of a phone number')
    .optional(),
  role: z.enum(roles).optional(),
});

export const staffRoles = ['staff', 'admin'] as const;
export const addStaffBodySchema = z.object({
  phone: phoneSchema,
  role: z.enum(staffRoles, 'Choose staff or admin.'),
});
export type AddStaffBody = z.input<typeof addStaffBodySchema>;

export const opsPeopleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/ops/users',
    summary:
      'People who have signed in or were added by an admin, newest first, by phone digits or role (admin)',
    tags: ['ops'],
    query: peopleQuerySchema,
    response: z.object({ users: z.array(personSchema), nextCursor: nextCursorSchema }),
  }),
  setRole: endpoint({
    method: 'PUT',
    path: '/ops/users/:id/role',
    summary: 'Grant or take back rider, staff or admin; the last admin stays (admin)',
    tags: ['ops'],
    params: idParamsSchema,
    body: z.object({ role: z.enum(roles, 'Choose customer, rider, staff or admin') }),
    response: z.object({ message: z.string(), user: personSchema }),
    errors: [409],
  }),
  addStaff: endpoint({
    method: 'POST',
    path: '/ops/users',
    summary:
      'Give a phone number staff or admin, before it has signed in: the role waits for its first sign-in (admin)',
    tags: ['ops'],
    body: addStaffBodySchema,
    response: z.object({ message: z.string(), user: personSchema }),
  }),
};
