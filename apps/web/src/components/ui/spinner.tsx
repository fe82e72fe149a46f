import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-6 animate-spin rounded-full border-3 border-brand-100 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite]',
        className,
      )}
    />
  );
}
