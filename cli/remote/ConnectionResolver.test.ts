import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommandFailure } from '../CommandFailure.ts';
import { ProfileStore } from '../profile/ProfileStore.ts';
import { ConnectionResolver } from './ConnectionResolver.ts';

describe('ConnectionResolver', () => {
  let folder: string;
  let store: ProfileStore;
  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'ronghe-connection-'));
    store = new ProfileStore(join(folder, 'profiles.json'));
    await store.put('prod', { server: 'https://oa.example.com/', username: 'ops', password: 'from-profile', loginKey: 'prod-login-key16' });
    await store.put('ci', { server: 'http://ci:8080', token: 'ci-token' });
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('uses the current profile when nothing else is given', async () => {
    expect(await new ConnectionResolver(store, {}).resolve({})).toEqual({
      server: 'https://oa.example.com',
      credentials: { kind: 'password', username: 'ops', password: 'from-profile' },
      loginKey: 'prod-login-key16',
      profile: 'prod',
    });
  });

  it('lets the environment override the profile, and flags override both', async () => {
    const env = { RONGHE_SERVER: 'http://env:1', RONGHE_TOKEN: 'env-token', RONGHE_PROFILE: 'ci' };
    const fromEnv = await new ConnectionResolver(store, env).resolve({});
    expect(fromEnv).toMatchObject({ server: 'http://env:1', credentials: { kind: 'token', token: 'env-token' }, profile: 'ci' });
    const fromFlags = await new ConnectionResolver(store, env).resolve({ server: 'http://flag:2', username: 'admin', password: 'typed' });
    expect(fromFlags).toMatchObject({ server: 'http://flag:2', credentials: { kind: 'password', username: 'admin', password: 'typed' } });
  });

  it('completes a profile username with a typed password, but never pairs a typed username with the profile password', async () => {
    expect((await new ConnectionResolver(store, { RONGHE_PASSWORD: 'typed' }).resolve({})).credentials).toEqual({ kind: 'password', username: 'ops', password: 'typed' });
    await expect(new ConnectionResolver(store, {}).resolve({ username: 'someone-else' })).rejects.toThrow(/缺少用户 someone-else 的密码/);
  });

  it('falls back to the local server and no credentials without profiles', async () => {
    const empty = new ProfileStore(join(folder, 'none.json'));
    expect(await new ConnectionResolver(empty, {}).resolve({})).toEqual({ server: 'http://localhost:8080', credentials: { kind: 'none' }, loginKey: 'ronghe-login-key' });
  });

  it('refuses a server that is not http(s), a login key that is not 16 bytes, and an unknown profile', async () => {
    await expect(new ConnectionResolver(store, {}).resolve({ server: 'ftp://x' })).rejects.toBeInstanceOf(CommandFailure);
    await expect(new ConnectionResolver(store, {}).resolve({ loginKey: 'short' })).rejects.toThrow(/16 字节/);
    await expect(new ConnectionResolver(store, {}).resolve({ profile: 'nope' })).rejects.toThrow(/没有名为 nope 的档案/);
  });
});
