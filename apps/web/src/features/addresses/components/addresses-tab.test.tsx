import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ADDRESS_LIMIT_MESSAGE } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { renderPage } from '@/test/render';
import { ADDRESS_MESSAGES } from '../messages';
import { AddressesTab } from './addresses-tab';
import { addressesApi, home } from './addresses-test-kit';

beforeEach(() => {
  clearSession();
  toast.dismiss();
});
afterEach(() => vi.unstubAllGlobals());

const openForm = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
  return screen.findByRole('dialog', { name: 'Add address' });
};

describe('saved addresses', () => {
  it('shows a skeleton while loading, then says when none is saved', async () => {
    addressesApi([]);
    renderPage(<AddressesTab />);
    expect(screen.getByLabelText('Loading addresses')).toBeInTheDocument();
    expect(await screen.findByText(ADDRESS_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading addresses')).not.toBeInTheDocument();
  });

  it('shows each field message under its field and sends nothing until they are fixed', async () => {
    const { calls } = addressesApi([]);
    renderPage(<AddressesTab />);
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    const flat = within(form).getByLabelText('Flat / House no. / Building');
    expect(flat).toHaveAccessibleDescription('Please enter your complete address details');
    expect(within(form).getByLabelText('Area / Locality')).toHaveAccessibleDescription(
      'Locality is required',
    );
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    await userEvent.type(within(form).getByLabelText(/Phone number/), '98765');
    await userEvent.type(within(form).getByLabelText(/PIN code/), '5600');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(within(form).getByText('PIN code must be 6 digits')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('saves a new address with its type in capitals and lists it', async () => {
    const { calls } = addressesApi([]);
    renderPage(<AddressesTab />);
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Work' }));
    await userEvent.type(within(form).getByLabelText('Flat / House no. / Building'), 'Desk 4');
    await userEvent.type(within(form).getByLabelText('Area / Locality'), 'Koramangala');
    await userEvent.type(within(form).getByLabelText('Name'), 'Asha');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.saved)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_MESSAGES.delivers)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: /Work: Desk 4, Koramangala/ })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      type: 'WORK',
      flat: 'Desk 4',
      locality: 'Koramangala',
      name: 'Asha',
    });
  });

  it('says when the store does not deliver to the address saved', async () => {
    addressesApi([]);
    renderPage(<AddressesTab />);
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText('Flat / House no. / Building'), '1 Marine Dr');
    await userEvent.type(within(form).getByLabelText('Area / Locality'), 'Churchgate');
    await userEvent.type(within(form).getByLabelText(/PIN code/), '400001');
    await userEvent.type(within(form).getByLabelText('Name'), 'Asha');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.notDelivered)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /Churchgate/ });
    expect(within(card).getByText(ADDRESS_MESSAGES.notDeliveredHere)).toBeVisible();
  });

  it('edits an address with its values filled in', async () => {
    const { calls } = addressesApi([home]);
    renderPage(<AddressesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Home address' }));
    const form = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(within(form).getByRole('radio', { name: 'Home' })).toBeChecked();
    const locality = within(form).getByLabelText('Area / Locality');
    expect(locality).toHaveValue('Indiranagar');
    await userEvent.clear(locality);
    await userEvent.type(locality, 'Domlur');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('article', { name: /Domlur/ })).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/api/addresses/update/addr-1');
  });

  it('tells a shopper with 20 saved addresses to delete one, keeping what was typed', async () => {
    addressesApi([home], 'full');
    renderPage(<AddressesTab />);
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText('Flat / House no. / Building'), 'Desk 4');
    await userEvent.type(within(form).getByLabelText('Area / Locality'), 'Koramangala');
    await userEvent.type(within(form).getByLabelText('Name'), 'Asha');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(within(form).getByLabelText('Area / Locality')).toHaveValue('Koramangala');
  });

  it('says Unable to save address when saving fails, keeping what was typed', async () => {
    addressesApi([home], 'save');
    renderPage(<AddressesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Home address' }));
    const form = await screen.findByRole('dialog', { name: 'Edit address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(within(form).getByLabelText('Area / Locality')).toHaveValue('Indiranagar');
  });
});
