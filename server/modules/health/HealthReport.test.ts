import { describe, expect, it } from 'vitest';
import { HealthReporter } from './HealthReport.ts';

describe('HealthReporter', () => {
  it('counts a check that does not answer within its bound as failed, and the others still report', async () => {
    const reporter = new HealthReporter(
      [
        { name: 'database', essential: true, check: async () => null },
        { name: 'files', essential: true, check: () => new Promise<string | null>(() => undefined) },
      ],
      10,
    );
    expect(await reporter.report()).toEqual({
      status: 'DOWN',
      checks: [
        { name: 'database', status: 'UP', detail: null },
        { name: 'files', status: 'DOWN', detail: '检查超时（0.01 秒无应答）' },
      ],
    });
  });

  it('reports a check that throws as failed with its message', async () => {
    const reporter = new HealthReporter([{ name: 'relay', essential: false, check: () => Promise.reject(new Error('boom')) }]);
    expect(await reporter.report()).toEqual({ status: 'DEGRADED', checks: [{ name: 'relay', status: 'DOWN', detail: 'boom' }] });
  });
});
