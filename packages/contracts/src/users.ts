import { z } from 'zod';
import { messageResponseSchema } from './addresses';
import { phoneSchema, roles, sessionIdSchema } from './auth';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';

/**
 * The user calls (docs/product/calls.md#shopper-calls, Account): the shopper reads,
 * edits and deletes their own account; staff may read anyone's. A phone number changes only
 * with a freshly verified one-time code for the new number, as at sign-in.
 */

export const USER_NAME_MAX = 100;
export const USER_EMAIL_MAX = 254;

export const userMessages = {
  notFound: 'User not found',
  /** A token issued before the account was deleted or its number changed (401). */
  sessionEnded: 'Your session has ended. Please log in again.',
  nameRequired: 'Please enter your name.',
  nameLong: `Keep your name within ${USER_NAME_MAX} characters.`,
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailLong: `Keep your email within ${USER_EMAIL_MAX} characters.`,
  codeRequired: 'Verify the new number with the OTP sent to it first.',
  samePhone: 'This is already your number.',
  phoneTaken: 'This number belongs to another account.',
  subscriptionLive: 'Please cancel your milk subscription before deleting your account.',
  orderInProgress: 'You have an order in progress. Please wait until it is delivered or cancelled.',
  staffAccount:
    'A store staff account cannot be deleted. Ask an admin to make it a shopper account first.',
  deleted: 'Your account and your personal details have been deleted.',
} as const;

/** A shopper's name: trimmed, 1 to 100 characters. */
export const userNameSchema = z
  .string({ error: userMessages.nameRequired })
  .trim()
  .min(1, userMessages.nameRequired)
  .max(USER_NAME_MAX, userMessages.nameLong);

const emailPattern = z.email();

/** An email address, trimmed; empty means "no email" (it clears a saved one). */
export const userEmailSchema = z
  .string({ error: userMessages.emailInvalid })
  .trim()
  .max(USER_EMAIL_MAX, userMessages.emailLong)
  .refine((v) => v === '' || emailPattern.safeParse(v).success, userMessages.emailInvalid);

/** The Profile form's fields, checked by the same rules as the server's. */
export const profileFormSchema = z.object({ name: userNameSchema, email: userEmailSchema });
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormFields = z.output<typeof profileFormSchema>;

export const userProfileSchema = z
  .object({
    _id: z.string(),
    phone: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(roles),
    createdAt: z.string(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * PUT /api/user/update/:id. Every field is optional: `name` (null clears it), `email` (empty
 * or null clears it), and a new `phone` with the `session_id` of a code verified for it.
 */
export const updateUserBodySchema = z
  .object({
    name: userNameSchema.nullable().optional(),
    email: userEmailSchema
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    phone: phoneSchema.optional(),
    session_id: sessionIdSchema.optional(),
  })
  .refine((b) => b.phone === undefined || b.session_id !== undefined, {
    message: userMessages.codeRequired,
    path: ['session_id'],
  });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const userEndpoints = {
  getById: endpoint({
    method: 'GET',
    path: '/user/getById/:id',
    summary: 'The signed-in shopper’s own account (staff: anyone’s); others are 404',
    tags: ['users'],
    params: idParamsSchema,
    response: z.object({ user: userProfileSchema }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/user/update/:id',
    summary:
      'Change one’s own name, email or number (a new number needs a fresh code for it); a new number ends every older token and answers a new one',
    tags: ['users'],
    params: idParamsSchema,
    body: updateUserBodySchema,
    response: z.object({
      user: userProfileSchema,
      /** Present when the number changed: older tokens stop working, this one replaces them. */
      token: z.string().optional(),
    }),
    errors: [409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/user/delete/:id',
    summary:
      'Delete one’s own account: personal details erased, orders kept anonymously, every token ended',
    tags: ['users'],
    params: idParamsSchema,
    response: messageResponseSchema,
    errors: [409],
  }),
};
