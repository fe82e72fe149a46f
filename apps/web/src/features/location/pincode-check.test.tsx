import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-stub';
import { PincodeCheck } from './components/pincode-check';
import { PINCODE_MESSAGES } from './messages';

afterEach(() => vi.unstubAllGlobals());

describe('the pincode check (docs/product/rules.md#delivery-area)', () => {
  it('sends the pincode and says home delivery yes, dairy needs a location', async () => {
    const { calls } = stubApi({
      'POST /api/common/check-serviceable': { body: { serviceable: true, dairy: false } },
    });
    render(<PincodeCheck />);
    await userEvent.type(screen.getByLabelText(PINCODE_MESSAGES.label), '560038');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(PINCODE_MESSAGES.delivers('560038'))).toBeVisible();
    expect(screen.getByText(PINCODE_MESSAGES.dairyNeedsLocation)).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ zip: '560038' });
  });

  it('says a pincode not served is not delivered to yet', async () => {
    stubApi({
      'POST /api/common/check-serviceable': { body: { serviceable: false, dairy: false } },
    });
    render(<PincodeCheck />);
    await userEvent.type(screen.getByLabelText(PINCODE_MESSAGES.label), '400001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(PINCODE_MESSAGES.notYet('400001'))).toBeVisible();
  });

  it('refuses fewer than six digits without asking', async () => {
    const { calls } = stubApi({});
    render(<PincodeCheck />);
    await userEvent.type(screen.getByLabelText(PINCODE_MESSAGES.label), '5600');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(PINCODE_MESSAGES.invalid)).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
