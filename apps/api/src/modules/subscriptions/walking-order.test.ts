import { describe, expect, it } from 'vitest';
import { inStaffOrder, inWalkingOrder, movedAfter, splitFlat } from './walking-order';

describe('the milk run in walking order', () => {
  it('splits a first line into flat and building', () => {
    expect(splitFlat('Flat 12, Lotus Apartments')).toEqual({
      flat: 'Flat 12',
      building: 'Lotus Apartments',
    });
    expect(splitFlat('12 Lake Road')).toEqual({ flat: '12', building: 'Lake Road' });
    expect(splitFlat('B-4 Palm Grove')).toEqual({ flat: 'B-4', building: 'Palm Grove' });
    expect(splitFlat('Rose Villa')).toEqual({ flat: '', building: 'Rose Villa' });
  });

  it('goes by locality, then building, then flat (numbers as numbers), then name', () => {
    const stops = [
      { name: 'A', locality: 'Indiranagar', flat: 'Flat 10, Lotus Apartments' },
      { name: 'B', locality: 'Domlur', flat: '4 Temple Street' },
      { name: 'C', locality: 'indiranagar', flat: 'Flat 9, Lotus Apartments' },
      { name: 'D', locality: 'Indiranagar', flat: 'Flat 2, Cedar Court' },
      { name: 'F', locality: 'Indiranagar', flat: 'Flat 9, Lotus Apartments' },
      { name: 'E', locality: 'Domlur', flat: '12 Lake Road' },
    ];
    expect(inWalkingOrder(stops).map((s) => s.name)).toEqual(['E', 'B', 'D', 'C', 'F', 'A']);
  });
});

describe("the milk run in staff's order", () => {
  // The default order is A, B, C, D, E: Lotus Apartments' flats 2, 9, 10, then Temple Street.
  const stop = (name: string, flat: string, rank: number | null = null) => ({
    name,
    locality: 'Indiranagar',
    flat,
    rank,
  });
  const run = (ranks: Record<string, number>) =>
    [
      stop('E', '8 Temple Street'),
      stop('C', 'Flat 10, Lotus Apartments'),
      stop('A', '2 Cedar Road'),
      stop('D', 'Flat 11, Lotus Apartments'),
      stop('B', 'Flat 9, Lotus Apartments'),
    ].map((s) => ({ ...s, rank: ranks[s.name] ?? null }));
  const names = (ranks: Record<string, number>) => inStaffOrder(run(ranks)).map((s) => s.name);

  it('is the default order when no stop has been placed', () => {
    expect(names({})).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(inStaffOrder([])).toEqual([]);
  });

  it('goes by rank when every stop has been placed, whatever the default order', () => {
    expect(names({ A: 5, B: 3, C: 1, D: 4, E: 2 })).toEqual(['C', 'E', 'B', 'D', 'A']);
  });

  it('puts a stop never placed right after the placed stop before it in the default order', () => {
    // Staff walked Temple Street first; a new subscriber in flat 9 follows flat 2, their
    // neighbour before them, wherever flat 2 now is.
    expect(names({ E: 1, A: 2, C: 3, D: 4 })).toEqual(['E', 'A', 'B', 'C', 'D']);
    expect(names({ C: 1, A: 2, E: 3 })).toEqual(['C', 'D', 'A', 'B', 'E']);
  });

  it('puts a stop first when no placed stop comes before it in the default order', () => {
    expect(names({ E: 1, C: 2 })).toEqual(['A', 'B', 'E', 'C', 'D']);
  });

  it('breaks a tie of ranks by the default order', () => {
    expect(names({ E: 1, D: 1, A: 2, B: 2, C: 2 })).toEqual(['D', 'E', 'A', 'B', 'C']);
  });
});

describe('moving a stop', () => {
  const order = ['a', 'b', 'c', 'd'];

  it('puts it right after another, or first', () => {
    expect(movedAfter(order, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(movedAfter(order, 'd', 'a')).toEqual(['a', 'd', 'b', 'c']);
    expect(movedAfter(order, 'c', null)).toEqual(['c', 'a', 'b', 'd']);
    expect(movedAfter(order, 'b', 'd')).toEqual(['a', 'c', 'd', 'b']);
  });

  it('leaves the order as it is for a move to where it already stands', () => {
    expect(movedAfter(order, 'b', 'a')).toEqual(order);
    expect(movedAfter(order, 'a', null)).toEqual(order);
  });
});
