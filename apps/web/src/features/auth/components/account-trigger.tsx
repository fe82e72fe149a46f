import { ChevronDown, CircleUserRound } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The account menu's button, also shown (inert) while the menu's code is on its way. */
export const accountTriggerClass = (className?: string) =>
  cn(
    'flex h-10 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 data-[state=open]:bg-gray-100',
    className,
  );

export function AccountTriggerFace() {
  return (
    <>
      <CircleUserRound className="size-5 text-brand-700" aria-hidden />
      Account
      <ChevronDown className="size-4 text-gray-500" aria-hidden />
    </>
  );
}
