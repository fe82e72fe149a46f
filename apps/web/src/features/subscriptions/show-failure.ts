import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';

/** The server's sentence for a refusal, else the fallback (docs/product/messages.md#account). */
export const failureSentence = (error: unknown, fallback = SOMETHING_WENT_WRONG): string =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** A failure shows the server's message, else the fallback (docs/product/messages.md#account). */
export function showFailure(error: unknown, fallback: string): void {
  // A refused token has already signed the shopper out with the server's words.
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(failureSentence(error, fallback));
}
