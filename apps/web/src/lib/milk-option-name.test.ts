import { describe, expect, it } from 'vitest';
import { milkOptionName } from './milk-option-name';

describe('a milk option’s name for the owner', () => {
  it.each([
    ['HALF_LITRE', '½ litre'],
    ['ONE_LITRE', '1 litre'],
    ['TWO_LITRE', '2 litres'],
    ['THREE_QUARTER_LITRE', '¾ litre'],
    ['500_ML', '500 ml'],
    ['1_litre', '1 litre'],
    ['COW_MILK', 'Cow milk'],
    ['', ''],
  ])('%s reads “%s”', (code, name) => {
    expect(milkOptionName(code)).toBe(name);
  });
});
