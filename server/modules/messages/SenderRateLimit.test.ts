import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../app/ServerSchema.ts';
import { openDatabase, type DatabaseHandle } from '../../db/Database.ts';
import { SenderRateLimit } from './SenderRateLimit.ts';

describe('SenderRateLimit', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
  });
  afterEach(() => handle.close());

  const limitAt = (now: () => number, limit: number, maxSenders?: number) => new SenderRateLimit(handle.db, handle.dialect, { now }, limit, 60_000, maxSenders);
  const inTurn = async (limit: SenderRateLimit, senderId: number, times: number) => {
    const answers: boolean[] = [];
    for (let i = 0; i < times; i++) answers.push(await limit.admit(senderId));
    return answers;
  };

  it('admits `limit` sends in the window, refuses the next without counting it, and admits again as old ones leave the window', async () => {
    let now = 0;
    const limit = limitAt(() => now, 3);
    expect(await inTurn(limit, 7, 4)).toEqual([true, true, true, false]);
    expect(await limit.admit(8)).toBe(true);
    now = 59_999;
    expect(await limit.admit(7)).toBe(false);
    now = 60_000;
    expect(await inTurn(limit, 7, 4)).toEqual([true, true, true, false]);
  });

  it('forgets the least recently active sender beyond maxSenders', async () => {
    let now = 0;
    const limit = limitAt(() => now, 1, 2);
    for (const sender of [1, 2, 3]) {
      now += 1;
      await limit.admit(sender);
    }
    expect(await limit.admit(1)).toBe(true);
    expect(await limit.admit(3)).toBe(false);
  });

  it('counts in the database: parallel sends through two servers share one allowance', async () => {
    const one = limitAt(() => 0, 3);
    const other = limitAt(() => 0, 3);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => (i % 2 ? one : other).admit(9)));
    expect(answers.filter(Boolean)).toHaveLength(3);
  });
});
