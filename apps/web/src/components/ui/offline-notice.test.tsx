import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OFFLINE_MESSAGES } from '@/lib/offline';
import { connection } from '@/test/connection';
import { OfflineNotice } from './offline-notice';

const onPage = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineNotice />
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe('offline notice', () => {
  it('says nothing while the shopper is online', () => {
    onPage();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells the shopper, politely and live, when the connection goes and when it is back', () => {
    onPage();
    connection(false);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(OFFLINE_MESSAGES.notice);
    connection(true);
    expect(status).toBeEmptyDOMElement();
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onPage();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.notice);
  });

  it("leaves the rider's screen to say it in its own words", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onPage('/rider');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
