import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';

/** The server's sentence for a refused call (fit to show), else SPEC 8's general failure. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG;
