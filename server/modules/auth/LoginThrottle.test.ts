import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiError } from '../../http/ApiError.ts';
import { migrateToLatest } from '../../app/ServerSchema.ts';
import { openDatabase, type DatabaseHandle } from '../../db/Database.ts';
import { LoginThrottle } from './LoginThrottle.ts';

const settings = { accountMaxFailures: 3, addressMaxFailures: 100, lockSeconds: 60, maxLockSeconds: 900, failureResetSeconds: 3600, maxEntries: 50 };

async function refusal(run: () => Promise<unknown>): Promise<ApiError | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    return error as ApiError;
  }
}

describe('LoginThrottle', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
  });
  afterEach(() => handle.close());

  const throttleAt = (now: () => number) => new LoginThrottle(handle.db, handle.dialect, settings, { now });

  it('remembers at most maxEntries accounts and addresses, however many names a flood tries', async () => {
    const throttle = throttleAt(() => 0);
    for (let i = 0; i < 1000; i++) (await throttle.admit(`guess-${i}`, `10.0.${i >> 8}.${i & 255}`)).failed();
    expect(await throttle.size()).toBe(50);
  });

  it('makes room with counters that hold no lock before it drops a lock', async () => {
    const throttle = throttleAt(() => 0);
    for (let i = 0; i < 3; i++) (await throttle.admit('zhangsan', '10.0.0.1')).failed();
    for (let i = 0; i < 1000; i++) (await throttle.admit(`guess-${i}`, `10.1.${i >> 8}.${i & 255}`)).failed();
    expect((await refusal(() => throttle.admit('zhangsan', '10.0.0.3')))?.code).toBe(429);
  });

  it('calls an attempt clean only while its account has no wrong password on record, whatever the address', async () => {
    let now = 0;
    const throttle = throttleAt(() => now);
    const first = await throttle.admit('lisi', '10.0.0.1');
    expect(first.clean).toBe(true);
    // Admitted and not yet answered, it already counts: a parallel attempt is not clean.
    expect((await throttle.admit('lisi', '10.9.9.9')).clean).toBe(false);
    first.failed();
    await (await throttle.admit('lisi', '10.0.0.2')).succeeded();
    expect((await throttle.admit('lisi', '10.0.0.3')).clean).toBe(true);
    now += 3600_000;
    expect((await throttle.admit('lisi', '10.0.0.3')).clean).toBe(true);
  });

  it('forgets failures older than the reset time', async () => {
    let now = 0;
    const throttle = throttleAt(() => now);
    for (let i = 0; i < 2; i++) (await throttle.admit('lisi', '10.0.0.1')).failed();
    now += 3600_000;
    expect((await throttle.admit('lisi', '10.0.0.1')).failed().code).toBe(426);
    expect((await throttle.admit('lisi', '10.0.0.1')).failed().code).toBe(426);
  });

  it('does not count an attempt the server could not answer', async () => {
    const throttle = throttleAt(() => 0);
    for (let i = 0; i < 10; i++) await (await throttle.admit('wangwu', '10.0.0.1')).withdrawn();
    expect((await throttle.admit('wangwu', '10.0.0.1')).failed().code).toBe(426);
  });

  it('undoes the lock an attempt set when its password turns out right', async () => {
    const throttle = throttleAt(() => 0);
    for (let i = 0; i < 2; i++) (await throttle.admit('zhaoliu', '10.0.0.1')).failed();
    // The third attempt reaches the limit as it is admitted; the right password takes the lock back.
    await (await throttle.admit('zhaoliu', '10.0.0.1')).succeeded();
    expect((await throttle.admit('zhaoliu', '10.0.0.1')).failed().code).toBe(426);
  });

  it('counts in the database: a lock counted by one server holds on another', async () => {
    const one = throttleAt(() => 0);
    const other = throttleAt(() => 0);
    for (let i = 0; i < 2; i++) (await one.admit('sunqi', '10.0.0.1')).failed();
    expect((await other.admit('sunqi', '10.0.0.2')).failed().code).toBe(429);
    expect((await refusal(() => one.admit('sunqi', '10.0.0.3')))?.code).toBe(429);
  });
});
