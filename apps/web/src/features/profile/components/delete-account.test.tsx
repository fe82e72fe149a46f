import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { userMessages } from '@grofresh/contracts';
import { clearSession, useSession } from '@/lib/session';
import { PROFILE_MESSAGES } from '../messages';
import { DELETION_CONSEQUENCES } from './delete-account';
import { profileApi, renderProfile } from './profile-test-kit';

beforeEach(() => {
  toast.dismiss();
  clearSession();
});
afterEach(() => vi.unstubAllGlobals());

const askToDelete = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: PROFILE_MESSAGES.deleteTitle });
};

describe('deleting the account', () => {
  it('says exactly what happens first, and deletes nothing on Go back', async () => {
    const { calls } = profileApi();
    renderProfile();
    const dialog = await askToDelete();
    for (const line of DELETION_CONSEQUENCES) expect(dialog).toHaveTextContent(line);
    expect(dialog).toHaveTextContent(/name, mobile number, email and saved addresses are erased/);
    expect(dialog).toHaveTextContent(/orders are kept without your details/);
    expect(dialog).toHaveTextContent(/Grocoins are lost/);
    expect(dialog).toHaveTextContent(/signed out on every device/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(useSession.getState().session).not.toBeNull();
  });

  it('deletes on confirmation, signs out and goes home with a toast', async () => {
    const { calls } = profileApi();
    const { router } = renderProfile();
    const dialog = await askToDelete();
    await userEvent.click(
      within(dialog).getByRole('button', { name: PROFILE_MESSAGES.deleteConfirm }),
    );
    expect(await screen.findByText(PROFILE_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/user/delete/u1');
    expect(useSession.getState().session).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s reason when deletion is refused, staying signed in', async () => {
    profileApi({
      remove: () => ({
        status: 409,
        body: { message: userMessages.subscriptionLive, code: 'CONFLICT' },
      }),
    });
    const { router } = renderProfile();
    const dialog = await askToDelete();
    await userEvent.click(
      within(dialog).getByRole('button', { name: PROFILE_MESSAGES.deleteConfirm }),
    );
    expect(await screen.findByText(userMessages.subscriptionLive)).toBeInTheDocument();
    expect(screen.queryByText(PROFILE_MESSAGES.deleted)).not.toBeInTheDocument();
    expect(useSession.getState().session?.token).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/my-account');
  });
});
