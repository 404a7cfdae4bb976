import { describe, expect, it } from 'vitest';
import { MONEY_MAX, MONEY_MIN, formatMoney, parseMoney } from './ContractMoney.ts';

describe('contract money', () => {
  it('ranges from 0 to 9999999', () => {
    expect([MONEY_MIN, MONEY_MAX]).toEqual([0, 9999999]);
  });

  it('shows ¥ and thousands separators', () => {
    expect(formatMoney(9999999)).toBe('¥ 9,999,999');
    expect(formatMoney('1234567.5')).toBe('¥ 1,234,567.5');
    expect(formatMoney('1000.00')).toBe('¥ 1,000.00');
    expect(formatMoney(999)).toBe('¥ 999');
    expect(formatMoney(0)).toBe('¥ 0');
  });

  it('leaves decimals ungrouped and an empty field empty', () => {
    expect(formatMoney('12.3456')).toBe('¥ 12.3456');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
  });

  it('reads back the number from what is shown', () => {
    expect(parseMoney('¥ 1,234,567.5')).toBe('1234567.5');
    expect(parseMoney('¥1,000')).toBe('1000');
    expect(parseMoney(undefined)).toBe('');
  });
});
