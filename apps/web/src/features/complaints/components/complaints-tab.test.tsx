import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { complaintMessages, NEXT_CURSOR_HEADER, type Complaint } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { withShopperStream } from '@/test/shopper-stream';
import { COMPLAINT_MESSAGES } from '../messages';
import { complaint, renderTab } from './complaints-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  toast.dismiss();
});

const list = () => screen.findByRole('list', { name: 'My complaints' });
const card = (subject: string) => screen.getByRole('article', { name: subject });
const dialog = () => screen.findByRole('dialog', { name: 'Raise Complaint' });

const older = complaint({
  _id: 'cmp-old',
  category: 'PRODUCT',
  subject: 'Bread was stale',
  description: 'The bread loaf was a day past its date.',
  status: 'RESOLVED',
  orderId: 'ORD-1795408500000-1a2b3c4d',
  resolutionNote: 'Sorry! We have credited you for the loaf.',
  coinsCredited: 40,
  createdAt: '2026-11-20T05:00:00.000Z',
});

describe('Complaints tab', () => {
  it('lists the shopper’s complaints newest first with status, order, date and the store’s reply', async () => {
    fakeServer({ 'GET /api/complaint/mine': { body: [complaint(), older] } });
    renderTab();
    const items = within(await list()).getAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Milk came late',
      'Bread was stale',
    ]);
    const open = card('Milk came late');
    expect(open).toHaveTextContent('Delivery');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('23 Nov 2026');
    expect(open).toHaveTextContent('The morning milk arrived at 11 AM instead of 7 AM.');
    expect(within(open).queryByText(COMPLAINT_MESSAGES.storeReply)).not.toBeInTheDocument();
    expect(open).not.toHaveTextContent('Grocoins credited');

    const resolved = card('Bread was stale');
    expect(resolved).toHaveTextContent('Product');
    expect(resolved).toHaveTextContent('Resolved');
    expect(resolved).toHaveTextContent('Order ORD-1795408500000-1a2b3c4d');
    expect(resolved).toHaveTextContent('20 Nov 2026');
    expect(resolved).toHaveTextContent('Store’s reply');
    expect(resolved).toHaveTextContent('Sorry! We have credited you for the loaf.');
    expect(resolved).toHaveTextContent('40 Grocoins credited');
    expect(screen.queryByRole('button', { name: 'Show older complaints' })).not.toBeInTheDocument();
  });

  it('says when there are no complaints, and still offers to raise one', async () => {
    fakeServer({ 'GET /api/complaint/mine': { body: [] } });
    renderTab();
    expect(await screen.findByText(COMPLAINT_MESSAGES.none)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My complaints' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Raise Complaint' })).toBeEnabled();
  });

  it('shows older complaints with the cursor the server sent in its header', async () => {
    const server = fakeServer({
      'GET /api/complaint/mine': (_body, url) =>
        url.searchParams.get('cursor') === 'c-2'
          ? { body: [older] }
          : { body: [complaint()], headers: { [NEXT_CURSOR_HEADER]: 'c-2' } },
    });
    renderTab();
    await list();
    expect(screen.queryByRole('article', { name: 'Bread was stale' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older complaints' }));
    expect(await screen.findByRole('article', { name: 'Bread was stale' })).toBeInTheDocument();
    expect(card('Milk came late')).toBeInTheDocument();
    expect(
      server.calls.map((c) => c.path).filter((path) => path.startsWith('/api/complaint/')),
    ).toEqual(['/api/complaint/mine', '/api/complaint/mine?cursor=c-2']);
    expect(screen.queryByRole('button', { name: 'Show older complaints' })).not.toBeInTheDocument();
  });

  it('shows the store’s reply as soon as the store sends it, without a reload', async () => {
    let mine: Complaint[] = [complaint()];
    const stream = withShopperStream({ 'GET /api/complaint/mine': () => ({ body: mine }) });
    renderTab();
    expect(await screen.findByRole('article', { name: 'Milk came late' })).toBeInTheDocument();
    await stream.connected();
    mine = [complaint({ status: 'RESOLVED', resolutionNote: 'Sorry! The rider was new.' })];
    stream.send('complaint.updated', mine[0]!._id);
    expect(await screen.findByText('Sorry! The rider was new.')).toBeInTheDocument();
  });

  it('raises a complaint as typed, shows the server’s message and the refreshed list', async () => {
    let mine: Complaint[] = [];
    const raised = complaint({ _id: 'cmp-new', category: 'PAYMENT', subject: 'Charged twice' });
    const server = fakeServer({
      'GET /api/complaint/mine': () => ({ body: mine }),
      'POST /api/complaint/create': () => {
        mine = [raised];
        return { status: 201, body: { message: 'Thanks, we are on it.', complaint: raised } };
      },
    });
    renderTab();
    await screen.findByText(COMPLAINT_MESSAGES.none);
    await userEvent.click(screen.getByRole('button', { name: 'Raise Complaint' }));
    const modal = await dialog();
    await userEvent.selectOptions(within(modal).getByLabelText('Category'), 'Payment');
    await userEvent.type(within(modal).getByLabelText('Subject'), '  Charged twice ');
    await userEvent.type(within(modal).getByLabelText('Description'), 'UPI took ₹260 two times.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thanks, we are on it.')).toBeInTheDocument();
    expect(server.posted('/api/complaint/create').map((c) => c.body)).toEqual([
      { category: 'PAYMENT', subject: '  Charged twice ', description: 'UPI took ₹260 two times.' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Raise Complaint' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('article', { name: 'Charged twice' })).toHaveTextContent(
      'Payment',
    );
  });

  it('sends empty fields as they are, then shows only the server’s word under each field (no toast), keeping the text', async () => {
    const server = fakeServer({
      'GET /api/complaint/mine': { body: [] },
      'POST /api/complaint/create': {
        status: 400,
        body: {
          message: complaintMessages.category,
          code: 'VALIDATION_ERROR',
          details: {
            fields: [
              { field: 'body.category', message: complaintMessages.category },
              { field: 'body.subject', message: complaintMessages.subjectShort },
              { field: 'body.description', message: complaintMessages.descriptionRequired },
            ],
          },
        },
      },
    });
    renderTab();
    await screen.findByText(COMPLAINT_MESSAGES.none);
    await userEvent.click(screen.getByRole('button', { name: 'Raise Complaint' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByLabelText('Subject'), 'Hi');
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));

    expect(await within(modal).findByLabelText('Category')).toHaveAccessibleDescription(
      complaintMessages.category,
    );
    expect(server.posted('/api/complaint/create').map((c) => c.body)).toEqual([
      { category: '', subject: 'Hi', description: '' },
    ]);
    expect(within(modal).getByLabelText('Subject')).toHaveAccessibleDescription(
      complaintMessages.subjectShort,
    );
    expect(within(modal).getByLabelText('Description')).toHaveAccessibleDescription(
      complaintMessages.descriptionRequired,
    );
    expect(within(modal).getByLabelText('Subject')).toHaveValue('Hi');
    expect(screen.getByRole('dialog', { name: 'Raise Complaint' })).toBeInTheDocument();
    // The fields say what to fix: no 'Something went wrong!' toast on top of them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it('shows a refusal naming no field (too many open) in the modal, and only there', async () => {
    fakeServer({
      'GET /api/complaint/mine': { body: [complaint()] },
      'POST /api/complaint/create': {
        status: 409,
        body: { message: complaintMessages.tooManyOpen, code: 'CONFLICT' },
      },
    });
    renderTab();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Raise Complaint' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByLabelText('Description'), 'Still waiting.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      complaintMessages.tooManyOpen,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
    expect(within(modal).getByLabelText('Description')).toHaveValue('Still waiting.');
  });

  it('says Something went wrong! in a toast when the shop could not be reached', async () => {
    fakeServer({
      'GET /api/complaint/mine': { body: [] },
      'POST /api/complaint/create': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderTab();
    await screen.findByText(COMPLAINT_MESSAGES.none);
    await userEvent.click(screen.getByRole('button', { name: 'Raise Complaint' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByLabelText('Description'), 'Still waiting.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the shopper name one of their recent orders', async () => {
    const server = fakeServer({
      'GET /api/complaint/mine': { body: [] },
      'POST /api/complaint/create': {
        status: 201,
        body: { message: complaintMessages.created, complaint: complaint() },
      },
    });
    renderTab({
      orderChoices: [
        { orderId: 'ORD-1795408500000-1a2b3c4d', createdAt: '2026-11-23T04:35:00.000Z' },
      ],
    });
    await screen.findByText(COMPLAINT_MESSAGES.none);
    await userEvent.click(screen.getByRole('button', { name: 'Raise Complaint' }));
    const modal = await dialog();
    await userEvent.selectOptions(
      within(modal).getByLabelText('Order (optional)'),
      'ORD-1795408500000-1a2b3c4d · 23 Nov 2026',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(complaintMessages.created)).toBeInTheDocument();
    expect(server.posted('/api/complaint/create')[0]?.body).toEqual({
      category: '',
      subject: '',
      description: '',
      orderId: 'ORD-1795408500000-1a2b3c4d',
    });
  });

  it('opens the modal straight away from the home’s complaints button (?new=1)', async () => {
    fakeServer({ 'GET /api/complaint/mine': { body: [] } });
    const { router } = renderTab({ path: '/my-account?tab=complaints&new=1' });
    expect(await dialog()).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=complaints'));
  });
});
