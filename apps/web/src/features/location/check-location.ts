import { toast } from '@/lib/toast';
import { LOCATION_PROMPTED_KEY } from '@/lib/storage-keys';
import { checkRadius, type Coordinates } from './api/check-radius';
import { useLocationStore } from './location-store';
import { LOCATION_MESSAGES } from './messages';
import { runLocationCheck } from './run-location-check';

const browserGeolocation = () => ('geolocation' in navigator ? navigator.geolocation : undefined);

/** The help dialog opens by itself once a visit; after that only when the shopper asks. */
export function firstPromptThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(LOCATION_PROMPTED_KEY)) return false;
    sessionStorage.setItem(LOCATION_PROMPTED_KEY, '1');
  } catch {
    // No session storage: asking every page load is better than never.
  }
  return true;
}

/**
 * Runs the check and tells the shopper what went wrong, in docs/product/messages.md#location's
 * words.
 */
export async function checkLocation({ automatic = false } = {}): Promise<void> {
  useLocationStore.setState({ status: 'checking' });
  let asked: Coordinates | null = null;
  const outcome = await runLocationCheck(browserGeolocation(), (at) => {
    asked = at;
    return checkRadius(at);
  });
  const checked = outcome.status === 'eligible' || outcome.status === 'out-of-range';
  useLocationStore.setState({
    status: outcome.status,
    distanceKm: outcome.distanceKm ?? null,
    coords: checked ? asked : null,
  });
  switch (outcome.status) {
    case 'unsupported':
      toast.error(LOCATION_MESSAGES.unsupported);
      break;
    case 'error':
      // Offline, the shop's offline notice already says why; no server failed. Before the
      // store is set up, its 'Opening soon' says it.
      if (navigator.onLine && !outcome.storeNotSetUp) toast.error(LOCATION_MESSAGES.serverError);
      break;
    case 'denied':
      // Asked by the shopper, the help opens at once; after the automatic check, over the next
      // page that shows the catalog, where it explains why dairy is missing.
      useLocationStore.setState(automatic ? { helpDue: true } : { modalOpen: true });
      break;
    case 'eligible':
    case 'out-of-range':
      useLocationStore.setState({ modalOpen: false, helpDue: false, blocked: false });
      break;
  }
}

type PermissionState = 'granted' | 'denied' | 'prompt' | 'unknown';

async function geolocationPermission(): Promise<PermissionState> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}

/** The dialog's "Try again": a blocked permission cannot be asked for, only explained. */
export async function retryLocation(): Promise<void> {
  if ((await geolocationPermission()) === 'denied') {
    useLocationStore.setState({ blocked: true });
    return;
  }
  useLocationStore.setState({ blocked: false });
  await checkLocation();
}

/**
 * 'Turn on location' wherever dairy waits for it: a refused permission can only be explained
 * (the help dialog, with the browser's own steps); anything else is checked again.
 */
export function turnOnLocation(): void {
  if (useLocationStore.getState().status === 'denied')
    useLocationStore.setState({ modalOpen: true });
  else void checkLocation();
}

let started = false;

/** Once per page load (React's dev double effects must not ask twice). */
export function startLocationCheck(): void {
  if (started) return;
  started = true;
  void checkLocation({ automatic: true });
}
