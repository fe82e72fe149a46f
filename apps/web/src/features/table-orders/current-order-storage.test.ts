import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearCurrentOrder,
  CURRENT_ORDER_KEY,
  readCurrentOrder,
  saveCurrentOrder,
} from './current-order-storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('currentOrder in local storage', () => {
  it('keeps the order’s id and token as JSON and reads them back', () => {
    saveCurrentOrder({ _id: 'tord-1', token: 'T-017' });
    expect(localStorage.getItem(CURRENT_ORDER_KEY)).toBe('{"_id":"tord-1","token":"T-017"}');
    expect(readCurrentOrder()).toEqual({ _id: 'tord-1', token: 'T-017' });
    clearCurrentOrder();
    expect(readCurrentOrder()).toBeNull();
  });

  it.each(['', 'null', '{"_id":""}', '{"_id":"tord-1"}', '{"_id":7,"token":"T-1"}', 'x'])(
    'calls %j unreadable',
    (text) => {
      localStorage.setItem(CURRENT_ORDER_KEY, text);
      expect(readCurrentOrder()).toBe('unreadable');
    },
  );

  it('never throws where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readCurrentOrder()).toBeNull();
    expect(() => saveCurrentOrder({ _id: 'tord-1', token: 'T-017' })).not.toThrow();
  });
});
