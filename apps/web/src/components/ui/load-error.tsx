import { cn } from '@/lib/cn';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { Button } from './button';

/** What a section shows when its data could not be loaded, with a way to try again. */
export function LoadError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={cn('rounded-2xl border border-gray-200 bg-white p-6 text-center', className)}
    >
      <p className="font-semibold">{SOMETHING_WENT_WRONG}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
