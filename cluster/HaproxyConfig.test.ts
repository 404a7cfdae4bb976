import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './HaproxyConfig.ts';

const config = haproxyConfig({
  host: '0.0.0.0',
  port: 8080,
  backends: [
    { name: 'ronghe-1', port: 8081 },
    { name: 'ronghe-2', port: 8082 },
  ],
  statsSocket: '/tmp/ronghe-haproxy.sock',
});

describe('the HAProxy configuration of npm run cluster', () => {
  it('balances round robin over the instances, each checked on /admin/health', () => {
    expect(config).toContain('balance roundrobin');
    expect(config).toContain('http-check send meth GET uri /admin/health');
    expect(config).toContain('http-check expect status 200');
    expect(config).toContain('server ronghe-1 127.0.0.1:8081 check');
    expect(config).toContain('server ronghe-2 127.0.0.1:8082 check');
  });

  it('keeps live connections open, forwards the client address and names the serving instance', () => {
    expect(config).toContain('timeout tunnel 1h');
    expect(config).toContain('option forwardfor');
    expect(config).toContain('http-response set-header X-Ronghe-Instance %[srv_name]');
  });

  it('is accepted by Debian\'s haproxy (haproxy -c)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-haproxy-'));
    try {
      writeFileSync(join(dir, 'haproxy.cfg'), config);
      expect(() => execFileSync(process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy', ['-c', '-q', '-f', join(dir, 'haproxy.cfg')], { stdio: 'pipe' })).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
