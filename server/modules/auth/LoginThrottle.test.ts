import { describe, expect, it } from 'vitest';
import { type ApiError } from '../../app/ApiError.ts';
import { LoginThrottle } from './LoginThrottle.ts';

const settings = { accountMaxFailures: 3, addressMaxFailures: 100, lockSeconds: 60, maxLockSeconds: 900, failureResetSeconds: 3600, maxEntries: 50 };

function refusal(run: () => unknown): ApiError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error as ApiError;
  }
}

describe('LoginThrottle', () => {
  it('remembers at most maxEntries accounts and addresses, however many names a flood tries', () => {
    const throttle = new LoginThrottle(settings, { now: () => 0 });
    for (let i = 0; i < 1000; i++) throttle.admit(`guess-${i}`, `10.0.${i >> 8}.${i & 255}`).failed();
    expect(throttle.size).toBe(50);
  });

  it('makes room with counters that hold no lock before it drops a lock', () => {
    const throttle = new LoginThrottle(settings, { now: () => 0 });
    for (let i = 0; i < 3; i++) throttle.admit('zhangsan', '10.0.0.1').failed();
    for (let i = 0; i < 1000; i++) throttle.admit(`guess-${i}`, `10.1.${i >> 8}.${i & 255}`).failed();
    expect(refusal(() => throttle.admit('zhangsan', '10.0.0.3'))?.code).toBe(429);
  });

  it('forgets failures older than the reset time', () => {
    let now = 0;
    const throttle = new LoginThrottle(settings, { now: () => now });
    for (let i = 0; i < 2; i++) throttle.admit('lisi', '10.0.0.1').failed();
    now += 3600_000;
    expect(throttle.admit('lisi', '10.0.0.1').failed().code).toBe(426);
    expect(throttle.admit('lisi', '10.0.0.1').failed().code).toBe(426);
  });

  it('does not count an attempt the server could not answer', () => {
    const throttle = new LoginThrottle(settings, { now: () => 0 });
    for (let i = 0; i < 10; i++) throttle.admit('wangwu', '10.0.0.1').withdrawn();
    expect(throttle.admit('wangwu', '10.0.0.1').failed().code).toBe(426);
  });
});
