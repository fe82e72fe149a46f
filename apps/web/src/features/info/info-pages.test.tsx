import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { Store } from '@grofresh/contracts';
import { INFO_PAGES } from './info-pages';
import { clockText } from './shop-facts';

const store: Store = {
  name: 'GroFresh Jayanagar',
  phone: '9845012345',
  whatsapp: '9845054321',
  lat: 12.93,
  lon: 77.58,
  radiusKm: 4,
  upiId: 'grofresh@upi',
  upiName: 'GroFresh',
  address: '11th Main, Jayanagar 4th Block, Bengaluru 560011',
  pickUpHours: { opens: '08:00', closes: '21:30' },
};

/** A page's text, once it has loaded (each loads when its page is opened). */
const show = async (path: string, withStore: Store | undefined) => {
  const { Content } = INFO_PAGES.find((p) => p.path === path)!;
  const view = render(
    <Suspense>
      <Content store={withStore} />
    </Suspense>,
  );
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
};

describe('the footer pages say what this shop does', () => {
  it('the FAQ answers from the store’s own settings and the shop’s rules', async () => {
    const { container } = await show('/faqs', store);
    const text = container.textContent ?? '';
    expect(text).toContain('within 4 km of the store');
    expect(text).toContain('a time from 8:00 AM to 9:30 PM');
    expect(text).toContain('Orders placed before 3:00 PM are delivered the same day, by 7:00 PM');
    expect(text).toContain('Yes, while it is still Pending');
    expect(text).toContain('from 10:00 AM to 3:00 PM');
    expect(text).toContain('Buy again');
  });

  it('the contact page names this store and its numbers', async () => {
    await show('/contact', store);
    expect(screen.getByRole('heading', { name: 'GroFresh Jayanagar' })).toBeInTheDocument();
    expect(screen.getByText(store.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 9845012345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
  });

  it('claims no figures before the store’s settings have loaded', async () => {
    const { container } = await show('/terms', undefined);
    expect(container.textContent).toContain('within our delivery range of the store');
    expect(container.textContent).not.toMatch(/\d+ km/);
  });

  it('reads hours on a 12-hour clock', () => {
    expect([clockText(0), clockText(9, 5), clockText(12), clockText(15)]).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:00 PM',
      '3:00 PM',
    ]);
  });
});
