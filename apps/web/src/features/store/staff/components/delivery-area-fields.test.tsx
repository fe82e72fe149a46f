import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliveryAreaMessages, type StoreSettings } from '@grofresh/contracts';
import { StoreSettingsForm } from './store-settings-form';

const store: StoreSettings = {
  name: 'Anand Stores',
  phone: '9845098450',
  whatsapp: '9845098451',
  address: '14, 9th Main Road, Jayanagar',
  lat: 12.925,
  lon: 77.5838,
  radiusKm: 4,
  upiId: 'anandstores@okhdfc',
  upiName: 'Anand Stores',
  milkOptions: [{ key: 'ONE_LITRE', price: 58 }],
  pickUpHours: { opens: '08:00', closes: '21:00' },
  goodwillAdminAbove: 50,
  goodwillDailyCap: 200,
  legalName: '',
  gstin: null,
  stateCode: null,
  coinsOnInvoice: 'PAYMENT',
  deliveryRadiusKm: 5,
  servedPincodes: ['560041'],
  autoApproveMilk: false,
};

const renderForm = () => {
  const onSave = vi.fn();
  render(
    <StoreSettingsForm settings={store} saving={false} onSave={onSave} locateDevice={vi.fn()} />,
  );
  return onSave;
};
const radius = () => screen.getByRole('spinbutton', { name: /Home delivery radius/ });
const pincodes = () => screen.getByRole('textbox', { name: /Pincodes served/ });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('the delivery area in the store settings (docs/product/rules.md#delivery-area)', () => {
  it('takes a radius and pincodes separated by commas or spaces', async () => {
    const onSave = renderForm();
    expect(pincodes()).toHaveValue('560041');
    await userEvent.clear(radius());
    await userEvent.type(radius(), '8');
    await userEvent.clear(pincodes());
    await userEvent.type(pincodes(), '560038, 560008 560041');
    await save();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      deliveryRadiusKm: 8,
      servedPincodes: ['560038', '560008', '560041'],
    });
  });

  it("says the server's sentences for a short pincode, one twice and a radius out of range", async () => {
    const onSave = renderForm();
    await userEvent.clear(pincodes());
    await userEvent.type(pincodes(), '5600');
    await userEvent.clear(radius());
    await userEvent.type(radius(), '80');
    await save();
    expect(await screen.findByText(deliveryAreaMessages.pincode)).toBeVisible();
    expect(screen.getByText(deliveryAreaMessages.radius)).toBeVisible();
    await userEvent.clear(pincodes());
    await userEvent.type(pincodes(), '560038,560038');
    await save();
    expect(await screen.findByText(deliveryAreaMessages.pincodesTwice)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });
});
