import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

/** An empty list: what is (not) there, and a hint of why or what next. */
export function EmptyState({ title, hint }: { title: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <Inbox className="size-10 text-gray-400" aria-hidden />
      <p className="font-semibold">{title}</p>
      {hint && <p className="text-sm text-gray-600">{hint}</p>}
    </div>
  );
}
