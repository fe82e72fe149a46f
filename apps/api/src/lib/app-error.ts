import type { ErrorCode } from '@grofresh/contracts';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRICE_CHANGED: 409,
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  OUTSIDE_WINDOW: 422,
  DAIRY_OUT_OF_RANGE: 422,
  NOT_SERVICEABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  STORE_NOT_SET_UP: 503,
};

/** A failure the shopper may see: the message is shown as it is. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    options: { status?: number; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.statusCode = options.status ?? statusOf[code];
    this.headers = options.headers ?? {};
  }
  readonly headers: Record<string, string>;
}

/** 429 with Retry-After, in whole seconds (at least 1). */
export const rateLimited = (message: string, retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    message,
    { retryAfterSeconds: seconds },
    {
      headers: { 'retry-after': String(seconds) },
    },
  );
};

export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);

export const notFound = (message: string) => new AppError('NOT_FOUND', message);

/** 400 about one field, shaped like a failed schema check: the sentence, its field in details. */
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: [{ field, message }] });
