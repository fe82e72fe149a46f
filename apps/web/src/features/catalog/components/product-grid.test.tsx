import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { apple, milk } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { ProductGrid } from './product-grid';

describe('the product grid of a category page or search results', () => {
  it('names each product one level under the page’s heading (axe heading-order)', async () => {
    renderPage(
      <main>
        <h1>Fruits</h1>
        <ProductGrid items={[apple, milk]} label="Fruits" />
      </main>,
    );
    expect(
      screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent ?? ''}`),
    ).toEqual(['H1 Fruits', 'H2 Green Apple', 'H2 Toned Milk']);
    const { violations } = await axe.run(screen.getByRole('main'), {
      runOnly: ['heading-order'],
    });
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
