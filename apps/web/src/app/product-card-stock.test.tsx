import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Item } from '@grofresh/contracts';
import { useCart } from '@/features/cart/cart-store';
import { CART_MESSAGES } from '@/features/cart/messages';
import { ProductCard } from '@/features/catalog/components/product-card';
import { apple, milk } from '@/test/fixtures';
import { renderPage } from '@/test/render';

beforeEach(() => useCart.setState({ entries: {} }));
afterEach(() => toast.dismiss());

const twoLeft: Item = { ...apple, stockLeft: 2 };
/** Counted to nothing, while the owner's switch is still on. */
const soldOut: Item = { ...apple, inStock: false, stockLeft: 0 };
/** The half litre sold out, the litre down to its last one. */
const milkRunningOut: Item = {
  ...milk,
  variants: [
    { ...milk.variants[0]!, inStock: false, stockLeft: 0 },
    { ...milk.variants[1]!, stockLeft: 1 },
  ],
};

/** The details load on the first tap: a busy machine may take seconds. */
const SLOW = { timeout: 10_000 };

describe('product card and stock', { timeout: 30_000 }, () => {
  it('says "Only 2 left" and stops the stepper at 2, saying why as it stops', async () => {
    const user = userEvent.setup();
    renderPage(<ProductCard item={twoLeft} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Only 2 left')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'ADD Green Apple to cart' }));
    const increase = within(card).getByRole('button', { name: 'Increase quantity of Green Apple' });
    expect(increase).toBeEnabled();
    await user.click(increase);
    expect(within(card).getByRole('status', { name: 'Green Apple quantity' })).toHaveTextContent(
      '2',
    );
    expect(increase).toBeDisabled();
    expect(increase).toHaveAttribute('title', CART_MESSAGES.stockLimit(2));
    expect(await screen.findByText('Only 2 left, and all 2 are in your cart.')).toBeInTheDocument();
    expect(useCart.getState().entries['item-apple']?.quantity).toBe(2);
  });

  it('shows Out of stock instead of ADD on a unit sold out, though the owner has it on', async () => {
    const user = userEvent.setup();
    renderPage(<ProductCard item={soldOut} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /ADD/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/Only \d+ left/)).not.toBeInTheDocument();
    expect(within(card).getByText('₹119.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Green Apple' }));
    const dialog = await screen.findByRole('dialog', { name: 'Green Apple' }, SLOW);
    expect(within(dialog).getByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /ADD/ })).not.toBeInTheDocument();
  });

  it('starts an item sold in sizes on a size in stock, and marks each size as it stands', async () => {
    const user = userEvent.setup();
    renderPage(<ProductCard item={milkRunningOut} />);
    const card = screen.getByRole('article');
    const sizes = within(card).getByRole('combobox', { name: 'Pack size of Toned Milk' });
    expect(sizes).toHaveValue('1 L');
    expect(within(card).getByText('Only 1 left')).toBeInTheDocument();
    expect(
      within(sizes).getByRole('option', { name: '500 ml · Out of stock' }),
    ).toBeInTheDocument();
    await user.selectOptions(sizes, '500 ml');
    expect(within(card).getByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /ADD/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toned Milk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toned Milk' }, SLOW);
    const halfLitre = within(dialog)
      .getByRole('radio', { name: /500 ml/ })
      .closest('label')!;
    const litre = within(dialog).getByRole('radio', { name: /1 L/ }).closest('label')!;
    expect(halfLitre).toHaveTextContent('Out of stock');
    expect(litre).toHaveTextContent('Only 1 left');
    expect(within(dialog).getByRole('radio', { name: /1 L/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'ADD Toned Milk 1 L to cart' }));
    expect(
      within(dialog).getByRole('button', { name: 'Increase quantity of Toned Milk 1 L' }),
    ).toBeDisabled();
    expect(await screen.findByText('Only 1 left, and it is in your cart.')).toBeInTheDocument();
  });
});
