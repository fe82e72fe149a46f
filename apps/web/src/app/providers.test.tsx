import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { Providers } from './providers';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('show with a close button and go away after 3 s', async () => {
    vi.useFakeTimers();
    render(<Providers>{null}</Providers>);
    act(() => {
      toast('Saved');
    });
    expect(await vi.waitFor(() => screen.getByText('Saved'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000 + 500));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('close at once with the close button', async () => {
    render(<Providers>{null}</Providers>);
    act(() => {
      toast.error('Oops');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    await vi.waitFor(() => expect(screen.queryByText('Oops')).not.toBeInTheDocument());
  });

  it('start below the page’s top bar, so they never cover its back arrow', async () => {
    render(
      <Providers>
        <header>
          <a href="/">Back</a>
        </header>
      </Providers>,
    );
    const bar = screen.getByRole('banner');
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ bottom: 112 } as DOMRect);
    act(() => {
      toast('Added to your list');
    });
    await screen.findByText('Added to your list');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(toaster.style.getPropertyValue('--offset-top')).toBe('124px');
    expect(toaster.style.getPropertyValue('--mobile-offset-top')).toBe('124px');
  });
});
