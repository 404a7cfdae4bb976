import { describe, expect, it } from 'vitest';
import { WeakPassword } from './WeakPassword.ts';

describe('WeakPassword', () => {
  it('answers 1 under 8 characters, even with every kind', () => {
    expect(WeakPassword.check('Ab1!xyz')).toBe('1');
  });

  it('answers 1 with fewer than three kinds of character', () => {
    expect(WeakPassword.check('abcdefgh123')).toBe('1');
    expect(WeakPassword.check('ABCDEFGH!!')).toBe('1');
  });

  it('answers 1 for the account itself, whatever its case', () => {
    expect(WeakPassword.check('Zhang_san1', 'zhang_san1')).toBe('1');
  });

  it('answers 0 for a long password of three kinds', () => {
    expect(WeakPassword.check('Ronghe@2026')).toBe('0');
    expect(WeakPassword.check('ronghe2026!')).toBe('0');
  });

  it('answers a text for a password it could not read', () => {
    expect(WeakPassword.check(null)).toMatch(/密码/);
  });
});
