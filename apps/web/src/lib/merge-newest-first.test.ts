import { describe, expect, it } from 'vitest';
import { mergeNewestFirst } from './merge-newest-first';

const at = (day: number, id = `d${day}`) => ({
  id,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});
type Entry = ReturnType<typeof at>;
const ids = (r: { entries: { item: Entry }[] }) => r.entries.map((e) => e.item.id);

describe('two paged lists as one, newest first', () => {
  it('interleaves both by date when both are read to the end', () => {
    const r = mergeNewestFirst(
      { items: [at(20), at(12)], more: false },
      { items: [at(25, 't25'), at(15, 't15'), at(1, 't1')], more: false },
    );
    expect(ids(r)).toEqual(['t25', 'd20', 't15', 'd12', 't1']);
    expect(r.next).toEqual({ a: false, b: false });
  });

  it('holds back what is older than a list that has more to come, and asks that list next', () => {
    // Orders reach back to the 20th and have more; a counter order of the 5th may still have
    // shop orders in front of it.
    const r = mergeNewestFirst(
      { items: [at(26), at(20)], more: true },
      { items: [at(22, 't22'), at(5, 't5')], more: false },
    );
    expect(ids(r)).toEqual(['d26', 't22', 'd20']);
    expect(r.next).toEqual({ a: true, b: false });
  });

  it('asks the list that reached less far back when both have more', () => {
    const r = mergeNewestFirst(
      { items: [at(26), at(10)], more: true },
      { items: [at(24, 't24'), at(18, 't18')], more: true },
    );
    expect(ids(r)).toEqual(['d26', 't24', 't18']);
    expect(r.next).toEqual({ a: false, b: true });
  });

  it('shows one list alone when the other is empty', () => {
    const r = mergeNewestFirst({ items: [], more: false }, { items: [at(3, 't3')], more: false });
    expect(ids(r)).toEqual(['t3']);
  });
});
