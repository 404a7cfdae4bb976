import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './NumberAbbreviation.ts';

describe('the number formatter', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [5_600_000, '5.6M'],
    [999_960, '1M'],
    [3e9, '3G'],
    [7.5e12, '7.5T'],
    [2e15, '2P'],
    [4e18, '4E'],
    [5e21, '5000E'],
    [-1500, '-1.5k'],
  ])('shows %d as %s', (value, shown) => {
    expect(abbreviateNumber(value)).toBe(shown);
  });

  it('keeps the decimals asked for', () => {
    expect(abbreviateNumber(1_234_567, 2)).toBe('1.23M');
  });
});
