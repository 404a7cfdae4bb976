import { describe, expect, it } from 'vitest';
import { SenderRateLimit } from './SenderRateLimit.ts';

describe('SenderRateLimit', () => {
  it('admits `limit` sends in the window, refuses the next without counting it, and admits again as old ones leave the window', () => {
    let now = 0;
    const limit = new SenderRateLimit({ now: () => now }, 3, 60_000);
    expect([1, 2, 3, 4].map(() => limit.admit(7))).toEqual([true, true, true, false]);
    expect(limit.admit(8)).toBe(true);
    now = 59_999;
    expect(limit.admit(7)).toBe(false);
    now = 60_000;
    expect([1, 2, 3, 4].map(() => limit.admit(7))).toEqual([true, true, true, false]);
  });

  it('forgets the least recently active sender beyond maxSenders', () => {
    const limit = new SenderRateLimit({ now: () => 0 }, 1, 60_000, 2);
    limit.admit(1);
    limit.admit(2);
    limit.admit(3);
    expect(limit.admit(1)).toBe(true);
    expect(limit.admit(3)).toBe(false);
  });
});
