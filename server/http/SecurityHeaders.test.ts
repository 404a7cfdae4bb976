import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type RongheServer } from '../app/Server.ts';
import { loadServerConfig } from '../app/ServerConfig.ts';

describe('security headers', () => {
  let server: RongheServer;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'ronghe-headers-'));
    const webDir = join(root, 'web');
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>融合平台</title><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(webDir, 'assets', 'app.js'), 'export {};');
    server = await buildServer(loadServerConfig({ DATA_DIR: join(root, 'data'), WEB_DIR: webDir }), { seed: false });
  });
  afterAll(() => server.close());

  const answers: [string, string][] = [
    ['the login page', '/login'],
    ['a built asset', '/assets/app.js'],
    ['an API answer', '/admin/enterpriseSetting/select'],
    ['an API refusal', '/admin/user/info'],
    ['an unknown API path', '/admin/no-such-thing'],
  ];

  it.each(answers)('are sent with %s', async (_what, url) => {
    const answer = await server.app.inject({ method: 'GET', url, headers: { host: 'portal.example:8080' } });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it('allow scripts only from the app itself and the live connection only to the same host', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/login', headers: { host: 'portal.example:8080' } });
    const directives = Object.fromEntries(
      String(answer.headers['content-security-policy'])
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'ws://portal.example:8080', 'wss://portal.example:8080']);
  });

  it('do not write a Host header that is not a plain host name into the policy', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/login', headers: { host: 'evil.example; script-src *' } });
    expect(String(answer.headers['content-security-policy'])).toContain("connect-src 'self';");
  });
});
