import { z } from 'zod';

/** The error codes (docs/product/messages.md#error-codes); every non-2xx answer carries one. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PRICE_CHANGED',
  /** 409: a counted line asks for more than is left (details: OutOfStockDetails). */
  'OUT_OF_STOCK',
  'OUTSIDE_WINDOW',
  /** 422: dairy items without a location inside the delivery radius (details: DairyRefusalDetails). */
  'DAIRY_OUT_OF_RANGE',
  /** 422: home delivery to an address outside the delivery area (docs/product/rules.md#delivery-area). */
  'NOT_SERVICEABLE',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  /** 503: GET /api/ready while the database is unreachable or behind on migrations. */
  'SERVICE_UNAVAILABLE',
  /** 503: a shopper's call that needs the store's settings before an admin has set them up. */
  'STORE_NOT_SET_UP',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.enum(errorCodes),
    details: z.unknown().optional(),
    /** The answer's X-Request-Id, which every log line of that request carries as `reqId`. */
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
