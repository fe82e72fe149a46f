import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { placedOrder } from '@/test/order-fixtures';
import { OrderBill } from './order-bill';

describe('the order’s bill details', () => {
  it('keeps every label and value a pair of the bill’s list, the total’s rule included (axe dlitem)', async () => {
    const { container } = render(<OrderBill order={placedOrder} />);
    const { violations } = await axe.run(container, {
      runOnly: ['definition-list', 'dlitem'],
    });
    expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual(
      [],
    );
    expect(screen.getByText('Total').closest('div')).toHaveClass('border-t', 'border-dashed');
  });
});
