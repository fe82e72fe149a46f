import { describe, expect, it } from 'vitest';
import { inWalkingOrder, splitFlat } from './walking-order';

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
