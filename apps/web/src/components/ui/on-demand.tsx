import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` (a component loaded with `lazy`) the first time `when` is true, so its
 * code downloads only once someone needs it, and keeps it mounted after: a dialog keeps its
 * state and its closing animation.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense>{children}</Suspense> : null;
}
