import { cn } from '@/lib/cn';

/** A grey placeholder with the size of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-gray-200', className)} />;
}
