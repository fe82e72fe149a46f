import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useIsBusy, withSpinner } from '@/lib/busy-store';
import { SpinnerOverlay } from './spinner-overlay';

function Shell() {
  return <SpinnerOverlay visible={useIsBusy()} />;
}

describe('full-screen spinner', () => {
  it('covers the screen while a blocking step runs and goes away after', async () => {
    render(<Shell />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    let finish: (v: string) => void = () => {};
    let step: Promise<string> = Promise.resolve('');
    act(() => {
      step = withSpinner(new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    await act(async () => {
      finish('done');
      await step;
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
