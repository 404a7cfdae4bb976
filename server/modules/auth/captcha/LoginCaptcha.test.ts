import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../app/ServerSchema.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/Database.ts';
import { LoginCaptcha } from './LoginCaptcha.ts';

describe('LoginCaptcha', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
  });
  afterEach(() => handle.close());

  const captchaAt = (clock: { now: number }, texts: string[], maxPerAddress?: number) =>
    new LoginCaptcha(handle.db, { now: () => clock.now }, () => ({ png: Buffer.from('png'), text: texts.shift()! }), maxPerAddress);
  const HERE = '198.51.100.2';

  it('takes the text of the key’s image without case, once', async () => {
    const captcha = captchaAt({ now: 0 }, ['AbCd']);
    expect(await captcha.image('key-1', HERE)).toBe(`data:image/png;base64,${Buffer.from('png').toString('base64')}`);
    expect(await captcha.check('key-1', 'abcd')).toBe(true);
    expect(await captcha.check('key-1', 'abcd')).toBe(false);
  });

  it('spends a captcha on a wrong try, and forgets it after five minutes', async () => {
    const clock = { now: 0 };
    const captcha = captchaAt(clock, ['abcd', 'efgh']);
    await captcha.image('key-1', HERE);
    expect(await captcha.check('key-1', 'abce')).toBe(false);
    expect(await captcha.check('key-1', 'abcd')).toBe(false);
    await captcha.image('key-2', HERE);
    clock.now += 5 * 60_000;
    expect(await captcha.check('key-2', 'efgh')).toBe(false);
  });

  it('replaces a key’s text with its new image, and refuses keys that are not one', async () => {
    const captcha = captchaAt({ now: 0 }, ['abcd', 'efgh']);
    await captcha.image('key-1', HERE);
    await captcha.image('key-1', HERE);
    expect(await captcha.check('key-1', 'abcd')).toBe(false);
    await expect(captcha.image('<script>', HERE)).rejects.toThrow('验证码标识无效');
    expect(await captcha.check(undefined, 'abcd')).toBe(false);
  });

  it('keeps at most maxPerAddress captchas of an address, the expired and then its own oldest making room', async () => {
    const clock = { now: 0 };
    const captcha = captchaAt(clock, Array.from({ length: 20 }, (_, i) => `t${i}`), 5);
    for (let i = 0; i < 3; i++) await captcha.image(`old-${i}`, HERE);
    clock.now += 5 * 60_000;
    for (let i = 0; i < 6; i++) {
      clock.now += 1;
      await captcha.image(`new-${i}`, HERE);
    }
    expect(await captcha.size()).toBe(5);
    expect(await captcha.check('new-0', 't3')).toBe(false);
    expect(await captcha.check('new-5', 't8')).toBe(true);
  });

  it('never lets a flood of images from other addresses evict a user’s captcha', async () => {
    const clock = { now: 0 };
    const captcha = new LoginCaptcha(handle.db, { now: () => clock.now }, () => ({ png: Buffer.from('png'), text: 'abcd' }), 5);
    await captcha.image('users-key', HERE);
    // One address asking again and again, and many addresses once each.
    for (let i = 0; i < 200; i++) {
      clock.now += 1;
      await captcha.image(`flood-${i}`, '203.0.113.7');
      await captcha.image(`spread-${i}`, `10.0.${i >> 8}.${i & 255}`);
    }
    expect(await captcha.check('users-key', 'ABCD')).toBe(true);
  });

  it('checks in the database: an image drawn by one server is checked by another', async () => {
    const clock = { now: 0 };
    await captchaAt(clock, ['wxyz']).image('key-9', HERE);
    expect(await captchaAt(clock, []).check('key-9', 'WXYZ')).toBe(true);
  });
});
