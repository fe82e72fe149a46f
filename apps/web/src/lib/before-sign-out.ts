/**
 * A step a feature needs before this device signs out (a rider's marks still to send:
 * docs/product/rules.md#riders). It answers at once, or later when it must send or ask first;
 * false keeps the person signed in. Features register theirs where the app is composed
 * (app/sign-out-steps.ts), so sign-in and logout know none of them.
 */
export type SignOutStep = (userId: string) => boolean | Promise<boolean>;

const steps = new Set<SignOutStep>();

export function beforeSignOut(step: SignOutStep): () => void {
  steps.add(step);
  return () => void steps.delete(step);
}

/** Every step's answer: true at once when none waits, else a promise of whether to go on. */
export function readyToSignOut(userId: string): boolean | Promise<boolean> {
  const answers = [...steps].map((step) => step(userId));
  if (answers.every((answer) => answer === true)) return true;
  return Promise.all(answers).then((all) => all.every(Boolean));
}
