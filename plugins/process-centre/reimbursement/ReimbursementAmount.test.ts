import { describe, expect, it } from 'vitest';
import { formatYuan, totalCents, uppercaseYuan } from './ReimbursementAmount.ts';

describe('ReimbursementAmount', () => {
  it('sums the lines in fen, where yuan would drift (0.1 + 0.2), and skips empty ones', () => {
    expect(totalCents([{ amount: 0.1 }, { amount: 0.2 }, { amount: null }, undefined])).toBe(30);
    expect(totalCents([{ amount: 553 }, { amount: 430.25 }])).toBe(98325);
    expect(totalCents(undefined)).toBe(0);
  });

  it('shows ¥ with thousands grouped and two decimals', () => {
    expect(formatYuan(98325)).toBe('¥ 983.25');
    expect(formatYuan(4999999950)).toBe('¥ 49,999,999.50');
    expect(formatYuan(0)).toBe('¥ 0.00');
  });

  it.each([
    [98325, '玖佰捌拾叁元贰角伍分'],
    [100000, '壹仟元整'],
    [1000510, '壹万零伍元壹角'],
    [10000000, '壹拾万元整'],
    [105, '壹元零伍分'],
    [5, '伍分'],
    [2000100000, '贰仟万壹仟元整'],
    [100000100, '壹佰万零壹元整'],
    [0, '零元整'],
  ])('writes %i fen in capitals as %s', (cents, text) => {
    expect(uppercaseYuan(cents)).toBe(text);
  });
});
