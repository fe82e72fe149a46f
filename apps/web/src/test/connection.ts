import { vi } from 'vitest';
import { act } from '@testing-library/react';

/** What the browser says, and tells the page, as the connection goes or comes back. */
export const connection = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
