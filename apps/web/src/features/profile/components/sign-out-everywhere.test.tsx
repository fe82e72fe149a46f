import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { sessionMessages } from '@grofresh/contracts';
import { clearSession, useSession } from '@/lib/session';
import { stubApi, type StubRequest } from '@/test/api-stub';
import { PROFILE_MESSAGES } from '../messages';
import { asha, renderProfile } from './profile-test-kit';

beforeEach(() => {
  toast.dismiss();
  clearSession();
});
afterEach(() => vi.unstubAllGlobals());

const api = (answer: { status?: number; body?: unknown }) =>
  stubApi({
    'GET /api/user/getById/u1': { body: { user: asha } },
    'POST /api/auth/logout-everywhere': answer,
  });
const ask = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: PROFILE_MESSAGES.signOutEverywhere }),
  );
  return screen.findByRole('dialog', { name: PROFILE_MESSAGES.signOutEverywhereTitle });
};
const everywhereCalls = (calls: StubRequest[]) =>
  calls.filter((c) => c.path === '/api/auth/logout-everywhere');

describe('sign out everywhere', () => {
  it('asks first and does nothing on Go back', async () => {
    const { calls } = api({ body: { message: sessionMessages.signedOutEverywhere } });
    renderProfile();
    const dialog = await ask();
    expect(dialog).toHaveTextContent(PROFILE_MESSAGES.signOutEverywhereText);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(everywhereCalls(calls)).toEqual([]);
    expect(useSession.getState().session).not.toBeNull();
  });

  it('ends every session on confirmation, signs this device out and goes home', async () => {
    const { calls } = api({ body: { message: sessionMessages.signedOutEverywhere } });
    const { router } = renderProfile();
    const dialog = await ask();
    await userEvent.click(
      within(dialog).getByRole('button', { name: PROFILE_MESSAGES.signOutEverywhere }),
    );
    expect(await screen.findByText(sessionMessages.signedOutEverywhere)).toBeInTheDocument();
    const [call] = everywhereCalls(calls);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(useSession.getState().session).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('stays signed in and says so when the call fails', async () => {
    api({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } });
    const { router } = renderProfile();
    const dialog = await ask();
    await userEvent.click(
      within(dialog).getByRole('button', { name: PROFILE_MESSAGES.signOutEverywhere }),
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(useSession.getState().session?.token).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/my-account');
  });
});
