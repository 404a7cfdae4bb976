import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../app/ServerSchema.ts';
import { openDatabase, type DatabaseHandle } from '../../db/Database.ts';
import { WorkLeases } from './WorkLeases.ts';

describe('WorkLeases', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
  });
  afterEach(() => {
    vi.useRealTimers();
    return handle.close();
  });

  const rows = () => handle.db.selectFrom('work_lease').selectAll().execute();

  it('lets one run hold a key at a time, across two instances on one database, and frees it after', async () => {
    const one = new WorkLeases(handle.db);
    const other = new WorkLeases(handle.db);
    let finish!: () => void;
    const first = one.tryRun('user-import:1', () => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    await expect.poll(rows).toHaveLength(1);
    expect(await other.tryRun('user-import:1', async () => 'second')).toEqual({ ran: false });
    expect(await one.tryRun('user-import:1', async () => 'again')).toEqual({ ran: false });
    expect(await other.tryRun('user-import:2', async () => 'another key')).toEqual({ ran: true, value: 'another key' });
    finish();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await rows()).toEqual([]);
    expect(await other.tryRun('user-import:1', async () => 'next')).toEqual({ ran: true, value: 'next' });
  });

  it('makes a waiting run wait for the holder, and frees the key when the work fails', async () => {
    const one = new WorkLeases(handle.db, { pollMs: 5 });
    // Each attempt at the lease reads the clock: counted, they tell that the waiting run was refused.
    let attempts = 0;
    const other = new WorkLeases(handle.db, { pollMs: 5, ttlMs: 30_000, now: () => (attempts += 1, Date.now()) });
    const order: string[] = [];
    let finish!: () => void;
    const first = one.run('disk-upload:7', () => new Promise<void>((resolve) => (finish = resolve)).then(() => order.push('first')));
    await expect.poll(rows).toHaveLength(1);
    const second = other.run('disk-upload:7', async () => order.push('second'));
    await expect.poll(() => attempts).toBeGreaterThanOrEqual(3);
    expect(order).toEqual([]);
    finish();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    await expect(one.run('disk-upload:7', () => Promise.reject(new Error('broken upload')))).rejects.toThrow('broken upload');
    expect(await rows()).toEqual([]);
  });

  it('frees the lease of an instance that died once it runs out, and renews a live one', async () => {
    const clock = { now: 1_000_000 };
    // The holder that "dies": its work never ends and its renewals are not looked at (a frozen clock).
    const dead = new WorkLeases(handle.db, { ttlMs: 30_000, now: () => clock.now });
    void dead.tryRun('user-import:3', () => new Promise(() => undefined));
    await expect.poll(rows).toHaveLength(1);
    const survivor = new WorkLeases(handle.db, { ttlMs: 30_000, now: () => clock.now });
    expect(await survivor.tryRun('user-import:3', async () => 'too early')).toEqual({ ran: false });
    clock.now += 30_000;
    expect(await survivor.tryRun('user-import:3', async () => 'taken over')).toEqual({ ran: true, value: 'taken over' });

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const live = new WorkLeases(handle.db, { ttlMs: 30, now: () => clock.now });
    let finish!: () => void;
    const running = live.tryRun('disk-upload:4', () => new Promise<void>((resolve) => (finish = resolve)));
    const expiry = async () => (await rows()).find((row) => row.lease_key === 'disk-upload:4')?.expires_at;
    await expect.poll(expiry).toBe(clock.now + 30);
    // Five lifetimes later the lease still holds: it was renewed.
    for (let lifetime = 0; lifetime < 5; lifetime += 1) {
      clock.now += 30;
      await vi.advanceTimersByTimeAsync(30);
    }
    await expect.poll(expiry).toBe(clock.now + 30);
    expect(await new WorkLeases(handle.db, { ttlMs: 30, now: () => clock.now }).tryRun('disk-upload:4', async () => 'stolen')).toEqual({ ran: false });
    finish();
    await running;
  });
});
