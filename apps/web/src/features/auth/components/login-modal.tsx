import { Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { closeLoginModal, useLoginModal } from '../login-modal-store';

/**
 * Placeholder for SPEC 2's login modal (mobile number, then a one-time code). Issue 4 replaces
 * the body; the store that opens it and where it is mounted stay.
 */
export function LoginModal() {
  const { open, reason } = useLoginModal();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && closeLoginModal()}
      title={reason === 'checkout' ? 'Log in to place your order' : 'Log in to GroFresh'}
      description="Sign-in with your mobile number and a one-time code is coming soon."
    >
      <div className="mt-5 flex items-start gap-3 rounded-xl bg-brand-50 p-4">
        <Smartphone className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <p className="text-sm text-gray-700">
          Until then you can keep browsing and filling your cart; it stays saved on this device.
        </p>
      </div>
      <Button size="lg" className="mt-5 w-full" onClick={closeLoginModal}>
        Continue shopping
      </Button>
    </Modal>
  );
}
