import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { renderPage } from '@/test/render';
import { ADDRESS_MESSAGES } from '../messages';
import { AddressesTab } from './addresses-tab';
import { addressesApi, home } from './addresses-test-kit';

beforeEach(() => {
  toast.dismiss();
});
afterEach(() => vi.unstubAllGlobals());

const askToDelete = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Home address' }));
  return screen.findByRole('alertdialog', { name: ADDRESS_MESSAGES.deleteTitle });
};

describe('deleting a saved address', () => {
  it('asks first, naming the address, and deletes nothing on Cancel', async () => {
    const { calls } = addressesApi([home]);
    renderPage(<AddressesTab />);
    const dialog = await askToDelete();
    expect(dialog).toHaveTextContent('Home address at Flat 12, Lotus Apartments, Indiranagar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(screen.getByRole('article', { name: /Home:/ })).toBeVisible();
  });

  it('deletes on confirmation and says so', async () => {
    const { calls } = addressesApi([home]);
    renderPage(<AddressesTab />);
    const dialog = await askToDelete();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByText(ADDRESS_MESSAGES.empty)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/addresses/delete/addr-1');
  });

  it('says Something went wrong when deleting fails, leaving the address and the question', async () => {
    addressesApi([home], 'delete');
    renderPage(<AddressesTab />);
    const dialog = await askToDelete();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SOMETHING_WENT_WRONG)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: /Home:/ })).toBeVisible();
  });
});
