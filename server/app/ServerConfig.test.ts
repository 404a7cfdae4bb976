import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDefaultWebDir, loadServerConfig } from './ServerConfig.ts';

describe('loadServerConfig', () => {
  const dataDir = () => join(mkdtempSync(join(tmpdir(), 'ronghe-config-')), 'data');

  it('starts on port 8080 with SQLite, the default login key and 12 h / 7 day tokens', () => {
    const config = loadServerConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: null, loginAesKey: 'ronghe-login-key' });
    expect(config.accessTokenSeconds).toBe(43200);
    expect(config.refreshTokenSeconds).toBe(604800);
  });

  it('switches to PostgreSQL for a postgres:// URL and refuses other URLs', () => {
    expect(loadServerConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db/ronghe' }).databaseUrl).toBe('postgres://u@db/ronghe');
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://db' })).toThrow('DATABASE_URL 必须以 postgres://');
  });

  it('refuses a bad port and a login key that is not 16 bytes', () => {
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), PORT: 'http' })).toThrow('PORT 必须是 0 到 65535 之间的整数');
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), LOGIN_AES_KEY: 'too-short' })).toThrow('LOGIN_AES_KEY 必须正好是 16 个字节');
  });

  it('finds the repository’s dist/web from its own folder and from the compiled one', () => {
    const fromSource = findDefaultWebDir();
    expect(fromSource).toMatch(/dist[/\\]web$/);
    expect(findDefaultWebDir(join(fromSource!, '..', 'node', 'server', 'app'))).toBe(fromSource);
  });
});
