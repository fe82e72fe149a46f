import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CART_MESSAGES } from '../messages';
import { CutoffAlert } from './cutoff-alert';

afterEach(() => vi.useRealTimers());

/** Instants are written in IST (+05:30), the store's clock, whatever the test machine's zone. */
const at = (ist: string) => vi.useFakeTimers({ now: new Date(`2026-11-23T${ist}+05:30`) });

describe('order cutoff alert', () => {
  it('is not shown before 3:00 PM in Bengaluru', () => {
    at('14:59:59');
    render(<CutoffAlert />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown at exactly 15:00, only after it', () => {
    at('15:00:00');
    render(<CutoffAlert />);
    expect(screen.queryByText(CART_MESSAGES.cutoff)).not.toBeInTheDocument();
  });

  it('says the order proceeds tomorrow after 15:00', () => {
    at('15:00:01');
    render(<CutoffAlert />);
    expect(screen.getByRole('alert')).toHaveTextContent(CART_MESSAGES.cutoff);
  });

  it('appears on an open page once the clock passes 15:00', () => {
    at('14:59:50');
    render(<CutoffAlert />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('alert')).toHaveTextContent(CART_MESSAGES.cutoff);
  });
});
