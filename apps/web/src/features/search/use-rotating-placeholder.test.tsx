import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRotatingPlaceholder } from './use-rotating-placeholder';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search placeholder rotation', () => {
  it('cycles every 3 s through chips, chocolate, paneer, milk, fruits and starts over', () => {
    const { result } = renderHook(() => useRotatingPlaceholder());
    const seen = [result.current];
    for (let i = 0; i < 5; i++) {
      act(() => vi.advanceTimersByTime(2999));
      expect(result.current).toBe(seen.at(-1));
      act(() => vi.advanceTimersByTime(1));
      seen.push(result.current);
    }
    expect(seen).toEqual(['chips', 'chocolate', 'paneer', 'milk', 'fruits', 'chips']);
  });

  it('holds still while paused', () => {
    const { result } = renderHook(() => useRotatingPlaceholder(undefined, true));
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current).toBe('chips');
  });
});
