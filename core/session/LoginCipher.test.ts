import { createDecipheriv } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginCipherId } from '../../contracts/workbench/Session.ts';
import { bootPlugins, type PluginHost } from '../lifecycle/index.ts';
import { coreSessionPlugin } from './coreSessionPlugin.ts';
import { LoginCipher } from './LoginCipher.ts';

/** What the server does with the login password: AES-128-CBC, key = IV, PKCS7, from Base64. */
function serverDecrypt(base64: string, key: string): string {
  const bytes = Buffer.from(key, 'utf8');
  const decipher = createDecipheriv('aes-128-cbc', bytes, bytes);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

let host: PluginHost | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  await host?.stop();
  host = undefined;
});

describe('LoginCipher (part 1 §5)', () => {
  it.each(['123456', 'Abc@2024!pass', '恰好十六个字节的密', ''])('encrypts %j so node:crypto decrypts it with the default key', async (password) => {
    const encrypted = await new LoginCipher().encrypt(password);
    expect(encrypted).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(serverDecrypt(encrypted, 'ronghe-login-key')).toBe(password);
  });

  it('pads a whole block with PKCS7, as the server expects', async () => {
    const encrypted = await new LoginCipher().encrypt('sixteen-chars-pw');
    expect(Buffer.from(encrypted, 'base64')).toHaveLength(32);
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => new LoginCipher('short')).toThrow('登录加密密钥必须是16字节（AES-128）');
  });

  it('uses ronghe-login-key unless VITE_LOGIN_AES_KEY names another key', async () => {
    host = await bootPlugins([coreSessionPlugin({ channel: 'cipher-test' })]);
    expect(serverDecrypt(await host.get(LoginCipherId).encrypt('pw'), 'ronghe-login-key')).toBe('pw');
    await host.stop();
    vi.stubEnv('VITE_LOGIN_AES_KEY', '0123456789abcdef');
    host = await bootPlugins([coreSessionPlugin({ channel: 'cipher-test' })]);
    expect(serverDecrypt(await host.get(LoginCipherId).encrypt('pw'), '0123456789abcdef')).toBe('pw');
  });
});
