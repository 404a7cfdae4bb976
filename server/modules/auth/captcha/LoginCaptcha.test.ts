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

  const captchaAt = (clock: { now: number }, texts: string[], maxEntries?: number) =>
    new LoginCaptcha(handle.db, { now: () => clock.now }, () => ({ data: '<svg/>', text: texts.shift()! }), maxEntries);

  it('takes the text of the key’s image without case, once', async () => {
    const captcha = captchaAt({ now: 0 }, ['AbCd']);
    expect(await captcha.image('key-1')).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`);
    expect(await captcha.check('key-1', 'abcd')).toBe(true);
    expect(await captcha.check('key-1', 'abcd')).toBe(false);
  });

  it('spends a captcha on a wrong try, and forgets it after five minutes', async () => {
    const clock = { now: 0 };
    const captcha = captchaAt(clock, ['abcd', 'efgh']);
    await captcha.image('key-1');
    expect(await captcha.check('key-1', 'abce')).toBe(false);
    expect(await captcha.check('key-1', 'abcd')).toBe(false);
    await captcha.image('key-2');
    clock.now += 5 * 60_000;
    expect(await captcha.check('key-2', 'efgh')).toBe(false);
  });

  it('replaces a key’s text with its new image, and refuses keys that are not one', async () => {
    const captcha = captchaAt({ now: 0 }, ['abcd', 'efgh']);
    await captcha.image('key-1');
    await captcha.image('key-1');
    expect(await captcha.check('key-1', 'abcd')).toBe(false);
    await expect(captcha.image('<script>')).rejects.toThrow('验证码标识无效');
    expect(await captcha.check(undefined, 'abcd')).toBe(false);
  });

  it('keeps at most maxEntries captchas, the expired and then the oldest making room', async () => {
    const clock = { now: 0 };
    const captcha = captchaAt(clock, Array.from({ length: 20 }, (_, i) => `t${i}`), 5);
    for (let i = 0; i < 3; i++) await captcha.image(`old-${i}`);
    clock.now += 5 * 60_000;
    for (let i = 0; i < 6; i++) {
      clock.now += 1;
      await captcha.image(`new-${i}`);
    }
    expect(await captcha.size()).toBe(5);
    expect(await captcha.check('new-0', 't3')).toBe(false);
    expect(await captcha.check('new-5', 't8')).toBe(true);
  });

  it('checks in the database: an image drawn by one server is checked by another', async () => {
    const clock = { now: 0 };
    await captchaAt(clock, ['wxyz']).image('key-9');
    expect(await captchaAt(clock, []).check('key-9', 'WXYZ')).toBe(true);
  });
});
