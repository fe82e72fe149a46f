import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_PHONE_MESSAGE } from '@grofresh/contracts';
import { stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { NewTableOrderForm } from './new-table-order-form';

afterEach(() => vi.unstubAllGlobals());

describe("the counter's phone number", () => {
  it('is refused unless it is a mobile number starting with 6-9, with the message sign-in uses', async () => {
    const { calls } = stubApi({ 'GET /api/items/all': { body: { items: [] } } });
    renderPage(<NewTableOrderForm />);
    const form = screen.getByRole('form', { name: 'New table order' });
    const phone = within(form).getByRole('textbox', { name: 'Shopper’s mobile number' });
    await userEvent.type(phone, '5876543210');
    await userEvent.click(within(form).getByRole('button', { name: 'Open order' }));
    expect(within(form).getByText(INVALID_PHONE_MESSAGE)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(phone);
    await userEvent.type(phone, '7876543210');
    expect(within(form).queryByText(INVALID_PHONE_MESSAGE)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
