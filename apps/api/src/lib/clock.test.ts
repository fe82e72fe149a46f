import { describe, expect, it } from 'vitest';
import { pinnedClock } from './clock';

describe('pinnedClock', () => {
  it('starts at the pinned instant and advances from there', async () => {
    const clock = pinnedClock('2026-11-23T11:00:00+05:30');
    const first = clock.now().getTime();
    expect(first).toBeGreaterThanOrEqual(Date.parse('2026-11-23T05:30:00Z'));
    expect(first).toBeLessThan(Date.parse('2026-11-23T05:30:01Z'));
    await new Promise((r) => setTimeout(r, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
  });
});
