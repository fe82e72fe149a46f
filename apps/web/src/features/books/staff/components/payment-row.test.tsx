import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookDocumentType, DocumentPayment } from '@grofresh/contracts';
import { failure, stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { PaymentRow } from './payment-row';

const state = (status: DocumentPayment['status'], due: number, received: number) => ({
  status,
  due,
  received,
  entries: [],
});

const row = (s: DocumentPayment, documentType: BookDocumentType = 'ORDER') =>
  renderPage(<PaymentRow documentType={documentType} id="doc-1" label="GF1001" state={s} />);

afterEach(() => vi.unstubAllGlobals());

describe("a console card's payment badge", () => {
  it.each([
    [state('UNPAID', 90, 0), 'Unpaid'],
    [state('PART_PAID', 50, 40), 'Part paid ₹40.00 of ₹90.00'],
    [state('PAID', 0, 90), 'Paid'],
    [state('REFUND_DUE', 0, 40), 'Refund due ₹40.00'],
    [state('REFUNDED', 0, 0), 'Refunded'],
  ])('reads %j as "%s"', (s, text) => {
    row(s);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('offers "Record payment" only while something is due', () => {
    row(state('PAID', 0, 90));
    expect(screen.queryByRole('button', { name: /Record payment/ })).not.toBeInTheDocument();
  });
});

describe('recording a payment', () => {
  it('is prefilled with what is due and sends cash for the order', async () => {
    const api = stubApi({ 'POST /api/ops/orders/doc-1/payments': { status: 201, body: {} } });
    row(state('PART_PAID', 50, 40));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment for GF1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment · GF1001' });
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue('50.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹50.00' }));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      method: 'CASH',
      amount: 50,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs the 12-digit reference for UPI, then sends it for a milk bill', async () => {
    const api = stubApi({
      'POST /api/ops/subscriptions/doc-1/payments': { status: 201, body: {} },
    });
    row(state('UNPAID', 1860, 0), 'SUBSCRIPTION');
    await userEvent.click(screen.getByRole('button', { name: /Record payment/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹1,860.00' }));
    expect(
      within(dialog).getByText('Enter the 12-digit UPI reference from the bank app.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/UPI reference/), '41234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹1,860.00' }));
    expect(within(dialog).getByText('A UPI reference is 12 digits.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/UPI reference/), '8901');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹1,860.00' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      method: 'UPI',
      amount: 1860,
      reference: '412345678901',
    });
  });

  it('refuses more than is due before sending', async () => {
    const api = stubApi({});
    row(state('UNPAID', 90, 0), 'TABLE_ORDER');
    await userEvent.click(screen.getByRole('button', { name: /Record payment/ }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹120.00' }));
    expect(within(dialog).getByText('That is more than is due (₹90.00).')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's sentence for a reference already recorded, and stays open", async () => {
    const sentence =
      'The reference 412345678901 is already recorded against another payment. Check the bank app.';
    stubApi({ 'POST /api/ops/table-orders/doc-1/payments': failure(409, sentence) });
    row(state('UNPAID', 90, 0), 'TABLE_ORDER');
    await userEvent.click(screen.getByRole('button', { name: /Record payment/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await userEvent.type(within(dialog).getByLabelText(/UPI reference/), '412345678901');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹90.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
  });
});
