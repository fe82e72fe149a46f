import { create } from 'zustand';

/** Why the sign-in dialog opened: the header button, or checkout asking for a login. */
export type LoginReason = 'login' | 'checkout';

interface LoginModalState {
  open: boolean;
  reason: LoginReason;
}

/** One sign-in dialog for the whole app, opened from wherever a login is needed. */
export const useLoginModal = create<LoginModalState>()(() => ({ open: false, reason: 'login' }));

export const openLoginModal = (reason: LoginReason = 'login') =>
  useLoginModal.setState({ open: true, reason });
export const closeLoginModal = () => useLoginModal.setState({ open: false });
