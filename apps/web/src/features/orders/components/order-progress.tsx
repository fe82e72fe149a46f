import type { OrderStatus } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { orderProgress, statusLook } from '../order-status';

const align = ['items-start text-left', 'items-center text-center', 'items-end text-right'];

/**
 * The progress bar (docs/product/records.md#order-status), with the cancelled variant stopped at
 * the middle in red.
 */
export function OrderProgressBar({ status }: { status: OrderStatus }) {
  const progress = orderProgress(status);
  const fill = progress.cancelled ? 'bg-red-600' : 'bg-brand-600';
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={statusLook(status).label}
        className="relative mx-2 h-2 rounded-full bg-gray-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-200', fill)}
          style={{ width: `${progress.percent}%` }}
        />
        {progress.steps.map((step, i) => (
          <span
            key={step}
            aria-hidden
            className={cn(
              'absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white',
              i <= progress.current ? fill : 'bg-gray-300',
            )}
            style={{ left: `${i * 50}%` }}
          />
        ))}
      </div>
      <ol className="mt-3 grid grid-cols-3 text-xs">
        {progress.steps.map((step, i) => (
          <li
            key={step}
            aria-current={i === progress.current ? 'step' : undefined}
            className={cn(
              'flex flex-col',
              align[i],
              i === progress.current
                ? progress.cancelled
                  ? 'font-bold text-red-700'
                  : 'font-bold text-gray-900'
                : 'text-gray-600',
            )}
          >
            {statusLook(step).label}
          </li>
        ))}
      </ol>
    </div>
  );
}
