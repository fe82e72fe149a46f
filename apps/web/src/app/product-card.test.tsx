import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { useCart } from '@/features/cart/cart-store';
import { CART_MESSAGES } from '@/features/cart/messages';
import { ProductCard } from '@/features/catalog/components/product-card';
import { apple, milk } from '@/test/fixtures';
import { renderPage } from '@/test/render';

beforeEach(() => useCart.setState({ entries: {} }));
afterEach(() => toast.dismiss());

describe('product card and details modal', () => {
  it('shows the discount price, the struck original and the % off flag', () => {
    renderPage(<ProductCard item={apple} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('₹119.99')).toBeInTheDocument();
    expect(within(card).getByText('₹130.00').closest('s')).not.toBeNull();
    expect(within(card).getByText('8% off')).toBeInTheDocument();
  });

  it('turns ADD into a − qty + stepper that counts up and back to ADD', async () => {
    const user = userEvent.setup();
    renderPage(<ProductCard item={apple} />);
    await user.click(screen.getByRole('button', { name: 'ADD Green Apple to cart' }));
    expect(screen.getByRole('status', { name: 'Green Apple quantity' })).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Green Apple' }));
    expect(screen.getByRole('status', { name: 'Green Apple quantity' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Green Apple' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Green Apple' }));
    expect(screen.getByRole('button', { name: 'ADD Green Apple to cart' })).toBeInTheDocument();
    expect(useCart.getState().entries).toEqual({});
  });

  it('adds the variant chosen on the card under its own key', async () => {
    const user = userEvent.setup();
    renderPage(<ProductCard item={milk} />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Pack size of Toned Milk' }),
      '1 L',
    );
    expect(screen.getByText('₹52.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ADD Toned Milk 1 L to cart' }));
    expect(Object.keys(useCart.getState().entries)).toEqual(['item-milk-1 L']);
  });

  it('opens the details modal with description, variant choice and add controls', async () => {
    const user = userEvent.setup();
    renderPage(<ProductCard item={milk} />);
    await user.click(screen.getByRole('button', { name: 'Toned Milk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toned Milk' });
    expect(within(dialog).getByText(milk.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Toned Milk' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /1 L/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ADD Toned Milk 1 L to cart' }));
    expect(
      within(dialog).getByRole('status', { name: 'Toned Milk 1 L quantity' }),
    ).toHaveTextContent('1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Out of stock instead of ADD on an unavailable item, on the card and in details', async () => {
    const user = userEvent.setup();
    renderPage(<ProductCard item={{ ...apple, availability: false }} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /ADD/ })).not.toBeInTheDocument();
    // Greyed but readable: name and price still there.
    expect(within(card).getByText('₹119.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Green Apple' }));
    const dialog = await screen.findByRole('dialog', { name: 'Green Apple' });
    expect(within(dialog).getByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /ADD/ })).not.toBeInTheDocument();
    expect(useCart.getState().entries).toEqual({});
  });

  it('stops the card stepper at 99 and tells the shopper why', async () => {
    const user = userEvent.setup();
    useCart.getState().addLines([{ item: apple, variant: null, quantity: 98 }]);
    renderPage(<ProductCard item={apple} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity of Green Apple' });
    await user.click(increase);
    expect(screen.getByRole('status', { name: 'Green Apple quantity' })).toHaveTextContent('99');
    expect(increase).toBeDisabled();
    expect(await screen.findByText(CART_MESSAGES.lineLimit)).toBeInTheDocument();
    expect(useCart.getState().entries['item-apple']?.quantity).toBe(99);
  });
});
