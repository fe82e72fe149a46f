import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { apple, bread, milk } from '@/test/fixtures';
import { useCart } from '../cart-store';
import { BillDetails } from './bill-details';

beforeEach(() => useCart.setState({ entries: {} }));

const row = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('bill details', () => {
  it('adds line prices (discount price when there is one) into items and grand total, delivery FREE', () => {
    const { add } = useCart.getState();
    add(apple, null); // ₹119.99 (MRP ₹130)
    add(apple, null);
    add(milk, milk.variants[1]!); // 1 L at ₹52.50 (MRP ₹56)
    add(bread, null); // ₹45, no discount
    render(<BillDetails />);
    expect(within(row('Items total')).getByText('₹337.48')).toBeInTheDocument();
    expect(within(row('Delivery fee')).getByText('FREE')).toBeInTheDocument();
    expect(within(row('Grand total')).getByText('₹337.48')).toBeInTheDocument();
    expect(screen.getByText('You save ₹23.52 on this order')).toBeInTheDocument();
  });

  it('shows rupees with two decimals and no saving line without discounts', () => {
    useCart.getState().add(bread, null);
    render(<BillDetails />);
    expect(within(row('Grand total')).getByText('₹45.00')).toBeInTheDocument();
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
  });

  it('keeps every label and amount a pair of the bill’s list, the total’s rule included (axe dlitem)', async () => {
    useCart.getState().add(apple, null);
    const { container } = render(<BillDetails />);
    const { violations } = await axe.run(container, {
      runOnly: ['definition-list', 'dlitem'],
    });
    expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual(
      [],
    );
    expect(row('Grand total')).toHaveClass('border-t', 'border-dashed');
  });
});
