import { useId, type ReactNode } from 'react';

interface CheckoutSectionProps {
  title: string;
  /** Radio choices: the body is a radio group named by the title. */
  group?: boolean;
  aside?: ReactNode;
  /** Said under the title, before the body (outside its radio group): a notice about it. */
  lead?: ReactNode;
  children: ReactNode;
}

/** One card of the checkout column, titled, optionally a radio group named by its title. */
export function CheckoutSection({ title, group, aside, lead, children }: CheckoutSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {lead && <div className="mt-3">{lead}</div>}
      <div className="mt-3" {...(group ? { role: 'radiogroup', 'aria-labelledby': id } : {})}>
        {children}
      </div>
    </section>
  );
}
