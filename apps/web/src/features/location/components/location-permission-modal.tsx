import { useState } from 'react';
import { MapPin, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { BROWSER_HELP, detectBrowser } from '../browser-help';
import { retryLocation } from '../check-location';
import { closeLocationModal, useLocationStore } from '../location-store';
import { PincodeCheck } from './pincode-check';
import { LOCATION_MESSAGES } from '../messages';

/**
 * Shown when location access is not granted (docs/product/screens.md#home), with help for the
 * shopper's browser.
 */
export function LocationPermissionModal() {
  const open = useLocationStore((s) => s.modalOpen);
  const blocked = useLocationStore((s) => s.blocked);
  const checking = useLocationStore((s) => s.status === 'checking');
  const [help] = useState(() => BROWSER_HELP[detectBrowser(navigator.userAgent)]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && closeLocationModal()}
      title="Turn on location for dairy & milk"
      description={LOCATION_MESSAGES.notAllowed}
    >
      <div className="mt-4 flex items-start gap-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <MapPin className="mt-0.5 size-5 shrink-0" aria-hidden />
        {/* Two lines on a phone: the dialog opens over the page on a first visit, and its
            text should not outweigh the products the page came with. */}
        <p>Milk, curd and paneer travel chilled: we deliver them only near the store.</p>
      </div>
      {blocked && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {LOCATION_MESSAGES.blocked}
        </p>
      )}
      <h3 className="mt-5 text-sm font-semibold">How to allow location in {help.browser}</h3>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-gray-700">
        {help.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <PincodeCheck />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" size="lg" onClick={closeLocationModal}>
          Not now
        </Button>
        <Button size="lg" disabled={checking} onClick={() => void retryLocation()}>
          {checking ? 'Checking…' : 'Try again'}
        </Button>
      </div>
    </Modal>
  );
}
