import { z } from 'zod';

/** The error codes of API.md; every non-2xx answer carries one. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PRICE_CHANGED',
  'OUTSIDE_WINDOW',
  /** 422: dairy items without a location inside the delivery radius (details: DairyRefusalDetails). */
  'DAIRY_OUT_OF_RANGE',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.enum(errorCodes),
    details: z.unknown().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
