import { riderSignOutStep } from '@/features/riders/sign-out-marks';
import { beforeSignOut } from '@/lib/before-sign-out';

/** What features do before the device signs out (lib/before-sign-out.ts); once, at start. */
export function registerSignOutSteps(): void {
  beforeSignOut(riderSignOutStep);
}
