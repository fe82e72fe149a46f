import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCode } from './load-code';

const online = (yes: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(yes);
const noSignal = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('code that comes on first use (docs/product/screens.md#every-page)', () => {
  it('without signal, waits for the signal to return and loads it then, never failing', async () => {
    online(false);
    const load = vi
      .fn<() => Promise<{ Page: string }>>()
      .mockImplementationOnce(noSignal)
      .mockResolvedValueOnce({ Page: 'page' });
    let settled: unknown = 'pending';
    const loading = loadCode(load).then(
      (module) => (settled = module),
      (error: unknown) => (settled = error),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe('pending');
    expect(load).toHaveBeenCalledOnce();

    online(true);
    window.dispatchEvent(new Event('online'));
    await loading;
    expect(settled).toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('on a weak signal tries twice more, then fails for the page’s error screen', async () => {
    vi.useFakeTimers();
    online(true);
    const load = vi.fn(noSignal);
    const loading = loadCode(load);
    const failed = expect(loading).rejects.toThrow(/Failed to fetch/);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    await failed;
    expect(load).toHaveBeenCalledTimes(3);
  });
});
