import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { OrderStatus } from '@grofresh/contracts';
import { OrderProgressBar } from './order-progress';
import { StatusBadge } from './status-badge';

describe('order status', () => {
  it.each([
    ['DELIVERED', 'Delivered', 'text-green-600'],
    ['CANCELLED', 'Cancelled', 'text-red-600'],
    ['ACCEPTED', 'Accepted', 'text-blue-600'],
    ['PENDING', 'Pending', 'text-amber-500'],
    // Anything else shows as pending, in yellow (docs/product/records.md#order-status).
    ['PAYMENT_CONFIRMATION', 'Pending', 'text-amber-500'],
  ])('shows %s as %s with its icon in %s', (status, label, colour) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByTestId('status-icon')).toHaveClass(colour);
  });
});

describe('order progress bar', () => {
  const steps = () => screen.getAllByRole('listitem').map((li) => li.textContent);
  const bar = () => screen.getByRole('progressbar', { name: 'Order progress' });

  it.each([
    ['PENDING', '0'],
    ['ACCEPTED', '50'],
    ['DELIVERED', '100'],
  ] as [OrderStatus, string][])('runs Pending → Accepted → Delivered, at %s %s%%', (status, at) => {
    render(<OrderProgressBar status={status} />);
    expect(steps()).toEqual(['Pending', 'Accepted', 'Delivered']);
    expect(bar()).toHaveAttribute('aria-valuenow', at);
    expect(bar().firstElementChild).toHaveClass('bg-brand-600');
  });

  it('stops a cancelled order at the middle, in red, between Pending and Delivered', () => {
    render(<OrderProgressBar status="CANCELLED" />);
    expect(steps()).toEqual(['Pending', 'Cancelled', 'Delivered']);
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Cancelled');
    expect(bar().firstElementChild).toHaveClass('bg-red-600');
    expect(screen.getByText('Cancelled')).toHaveAttribute('aria-current', 'step');
  });
});
