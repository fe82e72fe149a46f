import type { ErrorCode } from '@grofresh/contracts';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRICE_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  OUTSIDE_WINDOW: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** A failure the shopper may see: the message is shown as it is. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = statusOf[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
