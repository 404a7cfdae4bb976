import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../app/ServerSchema.ts';
import { openDatabase, type DatabaseHandle } from '../../db/Database.ts';
import { AddressRateLimit } from './AddressRateLimit.ts';
import { ClientAddressKey } from './ClientAddressKey.ts';

describe('AddressRateLimit', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
  });
  afterEach(() => handle.close());

  const admitted = async (limit: AddressRateLimit, bucket: string, address: string, times: number) => {
    const answers: boolean[] = [];
    for (let i = 0; i < times; i++) answers.push(await limit.admit(bucket, address, 3));
    return answers;
  };

  it('counts each address on its own: one address over its allowance leaves every other its own', async () => {
    const limit = new AddressRateLimit(handle.db, { now: () => 0 });
    expect(await admitted(limit, 'captcha', '203.0.113.7', 5)).toEqual([true, true, true, false, false]);
    expect(await admitted(limit, 'captcha', '198.51.100.2', 3)).toEqual([true, true, true]);
    // Another limit of the same address is counted apart.
    expect(await admitted(limit, 'site-search', '203.0.113.7', 1)).toEqual([true]);
  });

  it('starts an address’s count again a minute later, and keeps only the last minute’s windows', async () => {
    let now = 0;
    const limit = new AddressRateLimit(handle.db, { now: () => now });
    expect(await admitted(limit, 'captcha', '203.0.113.7', 4)).toEqual([true, true, true, false]);
    for (let i = 0; i < 50; i++) await limit.admit('captcha', `10.0.0.${i}`, 3);
    now += 60_000;
    expect(await admitted(limit, 'captcha', '203.0.113.7', 1)).toEqual([true]);
    expect(await handle.db.selectFrom('rate_window').select('window_key').execute()).toEqual([{ window_key: 'captcha|203.0.113.7' }]);
  });

  it('shares the count between two instances on one database', async () => {
    const one = new AddressRateLimit(handle.db, { now: () => 0 });
    const other = new AddressRateLimit(handle.db, { now: () => 0 });
    const answers = await Promise.all([one, other, one, other].map((limit) => limit.admit('account-check', '203.0.113.7', 3)));
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it('counts an IPv6 client by its /64, whichever address of it a request comes from', async () => {
    const limit = new AddressRateLimit(handle.db, { now: () => 0 });
    const answers = await Promise.all(['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3', '2001:db8:1:2:ffff:1:2:3'].map((a) => limit.admit('captcha', a, 3)));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limit.admit('captcha', '2001:db8:1:3::1', 3)).toBe(true);
  });
});

describe('ClientAddressKey', () => {
  it('keeps IPv4 as it is, unwraps IPv4-mapped IPv6 and cuts IPv6 to its /64', () => {
    expect(ClientAddressKey.of('203.0.113.7')).toBe('203.0.113.7');
    expect(ClientAddressKey.of('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ClientAddressKey.of('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(ClientAddressKey.of('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ClientAddressKey.of('::1')).toBe('0:0:0:0::/64');
  });
});
