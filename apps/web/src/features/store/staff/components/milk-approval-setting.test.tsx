import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSettings } from '@/test/store-settings';
import { StoreSettingsForm } from './store-settings-form';

const LABEL = 'Approve milk subscriptions paid online automatically';

describe('automatic approval of milk paid online (docs/product/rules.md#milk-subscriptions)', () => {
  it('is off as the store has it, and a tick saves it on', async () => {
    const onSave = vi.fn();
    render(
      <StoreSettingsForm
        settings={storeSettings()}
        saving={false}
        onSave={onSave}
        locateDevice={vi.fn()}
      />,
    );
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ autoApproveMilk: true });
  });

  it('shows a store that chose it ticked', () => {
    render(
      <StoreSettingsForm
        settings={storeSettings({ autoApproveMilk: true })}
        saving={false}
        onSave={vi.fn()}
        locateDevice={vi.fn()}
      />,
    );
    expect(screen.getByRole('checkbox', { name: LABEL })).toBeChecked();
  });
});
