import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_LOCK_MS, SubmitLock } from './SubmitLock.ts';

describe('the submit lock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses a second submit while held', () => {
    const lock = new SubmitLock();
    expect(lock.acquire()).toBe(true);
    expect(lock.acquire()).toBe(false);
    expect(lock.isHeld).toBe(true);
  });

  it('is released 3 s after it was taken', () => {
    const lock = new SubmitLock();
    lock.acquire();
    vi.advanceTimersByTime(SUBMIT_LOCK_MS - 1);
    expect(lock.isHeld).toBe(true);
    vi.advanceTimersByTime(1);
    expect(lock.isHeld).toBe(false);
    expect(lock.acquire()).toBe(true);
  });

  it('is released at once on failure, telling the toolbar each change', () => {
    const lock = new SubmitLock();
    const seen: boolean[] = [];
    lock.subscribe((held) => seen.push(held));
    lock.acquire();
    lock.release();
    vi.advanceTimersByTime(SUBMIT_LOCK_MS);
    expect(seen).toEqual([true, false]);
  });
});
