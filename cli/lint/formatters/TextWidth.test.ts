import { describe, expect, it } from 'vitest';
import { TextWidth } from './TextWidth.ts';

describe('TextWidth', () => {
  it('counts ASCII one column each and control characters none', () => {
    expect(TextWidth.of('label-required')).toBe(14);
    expect(TextWidth.of('a\tb\u0085c')).toBe(3);
    expect(TextWidth.of('')).toBe(0);
  });

  it('counts Chinese, fullwidth and emoji two columns each, a surrogate pair as one character', () => {
    expect(TextWidth.of('部门经理审批')).toBe(12);
    expect(TextWidth.of('（a）')).toBe(5);
    expect(TextWidth.of('ok 😀')).toBe(5);
    expect(TextWidth.of('𠀀')).toBe(2);
  });

  it('counts a lone surrogate as one column, as iterating the string does', () => {
    expect(TextWidth.of('a\ud800b')).toBe(3);
    expect(TextWidth.of('\udc00')).toBe(1);
  });

  it('pads by columns', () => {
    expect(TextWidth.padEnd('审批', 6)).toBe('审批  ');
    expect(TextWidth.padStart('1:2', 5)).toBe('  1:2');
  });
});
