import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
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

  it('keeps uploaded files under DATA_DIR/files unless FILES_DIR names a directory (one that several instances share)', () => {
    const data = dataDir();
    expect(loadServerConfig({ DATA_DIR: data }).filesDir).toBe(join(data, 'files'));
    const shared = join(mkdtempSync(join(tmpdir(), 'ronghe-shared-')), 'files');
    expect(loadServerConfig({ DATA_DIR: dataDir(), FILES_DIR: shared }).filesDir).toBe(shared);
    expect(existsSync(shared)).toBe(true);
  });

  it('backs up on the BACKUP_CRON schedule into DATA_DIR/backups keeping 7, and refuses a schedule it cannot read or that never fires', () => {
    const data = dataDir();
    expect(loadServerConfig({ DATA_DIR: data }).backup).toBeNull();
    const backup = loadServerConfig({ DATA_DIR: data, BACKUP_CRON: '30 2 * * *' }).backup;
    expect(backup).toMatchObject({ dir: join(data, 'backups'), keep: 7 });
    expect(backup?.cron.expression).toBe('30 2 * * *');
    expect(loadServerConfig({ DATA_DIR: data, BACKUP_CRON: '0 3 * * 0', BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '30' }).backup).toMatchObject({ dir: '/srv/backups', keep: 30 });
    expect(() => loadServerConfig({ DATA_DIR: data, BACKUP_CRON: '30 2 * *' })).toThrow('BACKUP_CRON 必须是 5 个字段的 cron 表达式');
    expect(() => loadServerConfig({ DATA_DIR: data, BACKUP_CRON: '0 0 30 2 *' })).toThrow('BACKUP_CRON 0 0 30 2 * 永远不会触发');
    expect(() => loadServerConfig({ DATA_DIR: data, BACKUP_CRON: '30 2 * * *', BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP 必须是不小于 1 的整数');
  });

  it('switches to PostgreSQL for a postgres:// URL and refuses other URLs', () => {
    expect(loadServerConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db/ronghe' }).databaseUrl).toBe('postgres://u@db/ronghe');
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://db' })).toThrow('DATABASE_URL 必须以 postgres://');
  });

  it('hashes new passwords at scrypt cost 15 unless PASSWORD_HASH_COST names one from 10 to 20', () => {
    expect(loadServerConfig({ DATA_DIR: dataDir() }).passwordHashCost).toBe(15);
    expect(loadServerConfig({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: '9' })).toThrow('PASSWORD_HASH_COST 必须是不小于 10 的整数');
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: '21' })).toThrow('PASSWORD_HASH_COST 必须是 10 到 20 之间的整数');
  });

  it('has no app-download QR and no instant messaging unless APP_DOWNLOAD_QRCODE and IM_URL name them', () => {
    expect(loadServerConfig({ DATA_DIR: dataDir() })).toMatchObject({ appDownloadQrcode: null, imUrl: null });
    const config = loadServerConfig({ DATA_DIR: dataDir(), APP_DOWNLOAD_QRCODE: 'http://cdn.example.com/qr.png', IM_URL: ' https://im.example.com ' });
    expect(config).toMatchObject({ appDownloadQrcode: 'http://cdn.example.com/qr.png', imUrl: 'https://im.example.com/' });
  });

  it('loads the demo unless DEMO_DATA is off, and refuses any other value', () => {
    expect(loadServerConfig({ DATA_DIR: dataDir() }).demoData).toBe(true);
    expect(loadServerConfig({ DATA_DIR: dataDir(), DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadServerConfig({ DATA_DIR: dataDir(), DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), DEMO_DATA: 'no' })).toThrow('DEMO_DATA 必须是 on（写入演示数据）或 off');
  });

  it('has no mall unless MALL_URL names an http(s) address, and refuses anything else', () => {
    expect(loadServerConfig({ DATA_DIR: dataDir() }).mallUrl).toBeNull();
    expect(loadServerConfig({ DATA_DIR: dataDir(), MALL_URL: ' https://mall.example.com/shop ' }).mallUrl).toBe('https://mall.example.com/shop');
    for (const MALL_URL of ['mall.example.com', 'javascript:alert(1)']) {
      expect(() => loadServerConfig({ DATA_DIR: dataDir(), MALL_URL })).toThrow('MALL_URL 必须是 http:// 或 https:// 开头的网址');
    }
  });

  it('reads a QR image file into a data: URL', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ronghe-qr-')), 'qr.svg');
    writeFileSync(file, '<svg/>');
    expect(loadServerConfig({ DATA_DIR: dataDir(), APP_DOWNLOAD_QRCODE: file }).appDownloadQrcode).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`);
  });

  it('refuses an IM_URL or APP_DOWNLOAD_QRCODE that is not http(s) or an image file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'ronghe-qr-'));
    writeFileSync(join(folder, 'qr.txt'), 'not an image');
    for (const IM_URL of ['im.example.com', 'javascript:alert(1)', 'ftp://im.example.com']) {
      expect(() => loadServerConfig({ DATA_DIR: dataDir(), IM_URL })).toThrow('IM_URL 必须是 http:// 或 https:// 开头的网址');
    }
    for (const APP_DOWNLOAD_QRCODE of ['ftp://cdn.example.com/qr.png', join(folder, 'missing.png'), join(folder, 'qr.txt'), folder]) {
      expect(() => loadServerConfig({ DATA_DIR: dataDir(), APP_DOWNLOAD_QRCODE })).toThrow('APP_DOWNLOAD_QRCODE 必须是 http:// 或 https:// 开头的网址');
    }
  });

  it('refuses a bad port and a login key that is not 16 bytes', () => {
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), PORT: 'http' })).toThrow('PORT 必须是 0 到 65535 之间的整数');
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), LOGIN_AES_KEY: 'too-short' })).toThrow('LOGIN_AES_KEY 必须正好是 16 个字节');
  });

  it('sizes the live connection’s limits for the web client unless LIVE_* variables say otherwise', () => {
    const defaults = loadServerConfig({ DATA_DIR: dataDir() }).live;
    expect(defaults).toEqual({
      limits: {
        maxHeaderBytes: 8192,
        maxHeaders: 64,
        maxBodyBytes: 65536,
        connectTimeoutMs: 5000,
        maxSubscriptions: 16,
        maxTransactions: 8,
        maxTransactionFrames: 64,
        maxBufferedBytes: 262144,
        maxConnectionsPerUser: 10,
        maxConnections: 2000,
        maxPendingConnections: 200,
        maxPendingPerAddress: 10,
      },
      tokenCheckMs: 5000,
      pingMs: 30000,
      relay: null,
    });
    const set = loadServerConfig({
      DATA_DIR: dataDir(),
      LIVE_MAX_HEADER_BYTES: '4096',
      LIVE_MAX_HEADERS: '32',
      LIVE_MAX_BODY_BYTES: '1024',
      LIVE_CONNECT_TIMEOUT_MS: '3000',
      LIVE_MAX_SUBSCRIPTIONS: '4',
      LIVE_MAX_TRANSACTIONS: '2',
      LIVE_MAX_TRANSACTION_FRAMES: '16',
      LIVE_MAX_SEND_BUFFER_BYTES: '65536',
      LIVE_MAX_CONNECTIONS_PER_USER: '300',
      LIVE_MAX_CONNECTIONS: '1200',
      LIVE_MAX_PENDING_CONNECTIONS: '50',
      LIVE_MAX_PENDING_PER_ADDRESS: '3',
      LIVE_TOKEN_CHECK_MS: '2000',
      LIVE_PING_MS: '15000',
    }).live;
    expect(set).toEqual({
      limits: {
        maxHeaderBytes: 4096,
        maxHeaders: 32,
        maxBodyBytes: 1024,
        connectTimeoutMs: 3000,
        maxSubscriptions: 4,
        maxTransactions: 2,
        maxTransactionFrames: 16,
        maxBufferedBytes: 65536,
        maxConnectionsPerUser: 300,
        maxConnections: 1200,
        maxPendingConnections: 50,
        maxPendingPerAddress: 3,
      },
      tokenCheckMs: 2000,
      pingMs: 15000,
      relay: null,
    });
  });

  it('relays the live connection through RabbitMQ Web-STOMP when LIVE_RELAY_URL names it, and refuses other addresses without echoing the password', () => {
    const { relay } = loadServerConfig({ DATA_DIR: dataDir(), LIVE_RELAY_URL: 'ws://ronghe:secret@mq.internal:15674/ws?vhost=ronghe' }).live;
    expect(relay).toEqual({ url: 'ws://mq.internal:15674/ws', login: 'ronghe', passcode: 'secret', vhost: 'ronghe' });
    const refusal = () => loadServerConfig({ DATA_DIR: dataDir(), LIVE_RELAY_URL: 'stomp://ronghe:secret@mq.internal:61613' });
    expect(refusal).toThrow('LIVE_RELAY_URL 必须是 RabbitMQ Web-STOMP 的地址，形如 ws://用户名:密码@主机:15674/ws（或 wss://，可加 ?vhost=虚拟主机），当前为 stomp://ronghe:***@mq.internal:61613');
  });

  it('refuses a live limit that is not a positive integer', () => {
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), LIVE_MAX_CONNECTIONS: 'many' })).toThrow('LIVE_MAX_CONNECTIONS 必须是不小于 1 的整数，当前为 many');
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), LIVE_TOKEN_CHECK_MS: '0' })).toThrow('LIVE_TOKEN_CHECK_MS 必须是不小于 1 的整数');
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), LIVE_MAX_BODY_BYTES: '1.5' })).toThrow('LIVE_MAX_BODY_BYTES');
  });

  it('finds the repository’s dist/web from its own folder and from the compiled one', () => {
    const fromSource = findDefaultWebDir();
    expect(fromSource).toMatch(/dist[/\\]web$/);
    expect(findDefaultWebDir(join(fromSource!, '..', 'node', 'server', 'app'))).toBe(fromSource);
  });
  it('lets only loopback read /metrics unless METRICS_ALLOW lists addresses or networks, and refuses a list it cannot read', () => {
    expect(loadServerConfig({ DATA_DIR: dataDir() }).metrics).toEqual({ allow: ['loopback'], instance: null });
    expect(loadServerConfig({ DATA_DIR: dataDir(), METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,::1', INSTANCE_NAME: 'ronghe-1' }).metrics).toEqual({
      allow: ['127.0.0.1', '10.0.0.0/8', '::1'],
      instance: 'ronghe-1',
    });
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), METRICS_ALLOW: '10.0.0.0/8,prometheus.local' })).toThrow('METRICS_ALLOW 必须是逗号分隔的 IP 地址或网段');
  });

  it('logs as the terminal or pipe suggests unless LOG_FORMAT says json or pretty', () => {
    expect(loadServerConfig({ DATA_DIR: dataDir() }).logFormat).toBeNull();
    expect(loadServerConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadServerConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'pretty' }).logFormat).toBe('lines');
    expect(() => loadServerConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT 必须是 json');
  });
});
