import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { closeLoginModal, useLoginModal } from '../login-modal-store';
import { useSignIn } from '../use-sign-in';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';

/**
 * The sign-in dialog (docs/product/screens.md#home): step 1 the mobile number, step 2 the one-time
 * code. Mounted once for the whole app, so a half-finished sign-in survives closing and reopening
 * it. Opened from checkout, it goes on to /checkout once the shopper is signed in.
 */
export function LoginModal() {
  const { open, reason } = useLoginModal();
  const navigate = useNavigate();
  const signIn = useSignIn(() => {
    closeLoginModal();
    if (reason === 'checkout') void navigate('/checkout');
  });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && closeLoginModal()}
      title={reason === 'checkout' ? 'Log in to place your order' : 'Log in or sign up'}
      description={
        // Step 2 says where the code went in its own words.
        signIn.step === 'phone'
          ? 'Enter your mobile number and we will text you a one-time code.'
          : undefined
      }
    >
      {signIn.step === 'phone' ? (
        <PhoneStep
          phone={signIn.phone}
          onPhoneChange={signIn.setPhone}
          busy={signIn.busy}
          waitSeconds={signIn.waitSeconds}
          onSubmit={() => void signIn.requestCode()}
        />
      ) : (
        <CodeStep
          phone={signIn.sentTo}
          busy={signIn.busy}
          waitSeconds={signIn.waitSeconds}
          onVerify={(otp) => void signIn.verify(otp)}
          onResend={() => void signIn.resend()}
          onChangeNumber={signIn.changeNumber}
        />
      )}
    </Modal>
  );
}
