import { describe, expect, it } from 'vitest';
import { LoginCaptcha } from './LoginCaptcha.ts';

function captchaAt(clock: { now: number }, texts: string[]): LoginCaptcha {
  return new LoginCaptcha({ now: () => clock.now }, () => ({ data: '<svg/>', text: texts.shift()! }));
}

describe('LoginCaptcha', () => {
  it('takes the text of the key’s image without case, once', () => {
    const captcha = captchaAt({ now: 0 }, ['AbCd']);
    expect(captcha.image('key-1')).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`);
    expect(captcha.check('key-1', 'abcd')).toBe(true);
    expect(captcha.check('key-1', 'abcd')).toBe(false);
  });

  it('spends a captcha on a wrong try, and forgets it after five minutes', () => {
    const clock = { now: 0 };
    const captcha = captchaAt(clock, ['abcd', 'efgh']);
    captcha.image('key-1');
    expect(captcha.check('key-1', 'abce')).toBe(false);
    expect(captcha.check('key-1', 'abcd')).toBe(false);
    captcha.image('key-2');
    clock.now += 5 * 60_000;
    expect(captcha.check('key-2', 'efgh')).toBe(false);
  });

  it('replaces a key’s text with its new image, and refuses keys that are not one', () => {
    const captcha = captchaAt({ now: 0 }, ['abcd', 'efgh']);
    captcha.image('key-1');
    captcha.image('key-1');
    expect(captcha.check('key-1', 'abcd')).toBe(false);
    expect(() => captcha.image('<script>')).toThrow('验证码标识无效');
    expect(captcha.check(undefined, 'abcd')).toBe(false);
  });
});
