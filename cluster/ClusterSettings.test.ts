import { describe, expect, it } from 'vitest';
import { readClusterSettings } from './ClusterSettings.ts';

describe('the settings of npm run cluster', () => {
  it('default to three instances behind port 8080, PostgreSQL and RabbitMQ of its own, files shared in CLUSTER_DIR', () => {
    const settings = readClusterSettings({}, '/srv/ronghe');
    expect(settings).toMatchObject({
      dir: '/srv/ronghe/data/cluster',
      port: 8080,
      instancePorts: [8081, 8082, 8083],
      databaseUrl: null,
      liveRelayUrl: null,
      filesDir: '/srv/ronghe/data/cluster/files',
      trustProxy: '127.0.0.1',
    });
  });

  it('take the instance count, ports and the given database and broker from the environment', () => {
    const settings = readClusterSettings(
      { CLUSTER_INSTANCES: '2', CLUSTER_INSTANCE_PORT: '9001', PORT: '9000', DATABASE_URL: 'postgres://db/ronghe', LIVE_RELAY_URL: 'ws://u:p@mq:15674/ws', FILES_DIR: '/mnt/shared' },
      '/srv/ronghe',
    );
    expect(settings).toMatchObject({ port: 9000, instancePorts: [9001, 9002], databaseUrl: 'postgres://db/ronghe', liveRelayUrl: 'ws://u:p@mq:15674/ws', filesDir: '/mnt/shared' });
  });

  it('refuse a count or port that is not one, in Chinese and English', () => {
    expect(() => readClusterSettings({ CLUSTER_INSTANCES: 'three' }, '/srv')).toThrow(/CLUSTER_INSTANCES 应为正整数.*\n.*must be a positive integer/);
    expect(() => readClusterSettings({ CLUSTER_INSTANCES: '0' }, '/srv')).toThrow(/CLUSTER_INSTANCES/);
    expect(() => readClusterSettings({ PORT: '70000' }, '/srv')).toThrow(/PORT 应为 1–65535 的端口号/);
  });
});
