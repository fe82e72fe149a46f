import type { ReactNode } from 'react';

/** One titled group of the settings form. */
export function SettingsGroup({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl border border-gray-200 bg-white p-4 md:p-5">
      <legend className="px-1 text-base font-bold">{title}</legend>
      {note && <p className="mb-3 text-sm text-gray-600">{note}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
