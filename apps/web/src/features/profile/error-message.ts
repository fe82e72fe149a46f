import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';

/**
 * The server's sentence for a refused call (fit to show), else the general failure
 * (docs/product/messages.md).
 */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG;
