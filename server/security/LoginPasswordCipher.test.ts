import { describe, expect, it } from 'vitest';
import { LoginPasswordCipher } from './LoginPasswordCipher.ts';

describe('LoginPasswordCipher', () => {
  const cipher = new LoginPasswordCipher('ronghe-login-key');

  it('reads what the web client sends (AES-128-CBC, key = IV, PKCS7, Base64), as OpenSSL makes it', () => {
    // printf 'Ronghe@2026' | openssl enc -aes-128-cbc -K <hex key> -iv <hex key> -base64
    expect(cipher.decrypt('qEDaax24KKnSwyRx32d9mw==')).toBe('Ronghe@2026');
    expect(cipher.encrypt('Ronghe@2026')).toBe('qEDaax24KKnSwyRx32d9mw==');
  });

  it('round-trips Chinese text', () => {
    expect(cipher.decrypt(cipher.encrypt('密码Ronghe'))).toBe('密码Ronghe');
  });

  it('answers null for text that is not a cipher text of this key', () => {
    expect(cipher.decrypt('Ronghe@2026')).toBeNull();
    expect(new LoginPasswordCipher('another-16-bytes').decrypt('qEDaax24KKnSwyRx32d9mw==')).toBeNull();
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => new LoginPasswordCipher('short')).toThrow(RangeError);
  });
});
