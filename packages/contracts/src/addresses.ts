import { z } from 'zod';
import { phoneFieldSchema } from './auth';
import { idParamsSchema } from './catalog';
import { coordinatesSchema } from './dairy-rule';
import { endpoint } from './endpoint';
import { nextCursorSchema, pageQuerySchema } from './pagination';

export const addressTypes = ['HOME', 'WORK', 'HOTEL', 'OTHER'] as const;
export type AddressType = (typeof addressTypes)[number];
/** Stored uppercase, shown as Home, Work, Hotel, Other (docs/product/records.md#address). */
export const addressTypeLabel = (type: AddressType): string =>
  type.charAt(0) + type.slice(1).toLowerCase();

/**
 * Validation messages (docs/product/rules.md#validation), used by every form that asks for a person
 * and their number.
 */
export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const PHONE_DIGITS_MESSAGE = 'Phone number must be 10 digits';

/** How many addresses one shopper may keep; the server refuses one more with the message. */
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one to add another.`;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * The one address schema: the form validates with it and so does the server
 * (docs/product/rules.md#validation).
 */
export const addressInputSchema = z.object({
  type: z.preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(addressTypes, 'Choose Home, Work, Hotel or Other'),
  ),
  flat: z.string().trim().min(1, 'Please enter your complete address details').max(200),
  floor: optionalText(50),
  locality: z.string().trim().min(1, 'Locality is required').max(200),
  landmark: optionalText(200),
  city: optionalText(100),
  zip: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'PIN code must be 6 digits')
    .optional()
    .default(''),
  name: z.string().trim().min(1, NAME_REQUIRED_MESSAGE).max(100),
  phone: phoneFieldSchema(PHONE_DIGITS_MESSAGE, { optional: true }).optional().default(''),
  /**
   * Where the door is, pinned from the shopper's device ('Use my current location'). Dairy
   * for this address is measured from here. `null` clears the pin; left out on an update, the
   * pin stays as it was (clients that do not know about pins never wipe one).
   */
  location: coordinatesSchema.nullable().optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

export const addressSchema = z
  .object({
    _id: z.string(),
    type: z.enum(addressTypes),
    flat: z.string(),
    floor: z.string(),
    locality: z.string(),
    landmark: z.string(),
    city: z.string(),
    zip: z.string(),
    name: z.string(),
    phone: z.string(),
    /** The pinned location, or null. Order and subscription copies made before pins lack it. */
    location: coordinatesSchema.nullable().optional(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

/**
 * A saved address as the address book answers it: with whether the store delivers there now
 * (docs/product/rules.md#delivery-area). Not kept on an order's copy: it can change.
 */
export const savedAddressSchema = addressSchema
  .extend({ deliverable: z.boolean() })
  .meta({ id: 'SavedAddress' });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressResponseSchema = z.object({ address: savedAddressSchema });
export const addressListResponseSchema = z.object({
  addresses: z.array(savedAddressSchema),
  nextCursor: nextCursorSchema,
});
export const messageResponseSchema = z.object({ message: z.string() });

/** The signed-in shopper's address book (Profile and checkout). */
export const addressEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/addresses/create',
    summary: 'Save an address for the signed-in shopper',
    tags: ['addresses'],
    body: addressInputSchema,
    status: 201,
    response: addressResponseSchema,
    // The address book is full (ADDRESS_LIMIT_MESSAGE).
    errors: [409],
  }),
  list: endpoint({
    method: 'GET',
    path: '/addresses',
    summary: "The signed-in shopper's addresses, newest first",
    tags: ['addresses'],
    query: pageQuerySchema,
    response: addressListResponseSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/addresses/update/:id',
    summary: 'Change one of the shopper’s own addresses',
    tags: ['addresses'],
    params: idParamsSchema,
    body: addressInputSchema,
    response: addressResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/addresses/delete/:id',
    summary: 'Delete one of the shopper’s own addresses',
    tags: ['addresses'],
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
