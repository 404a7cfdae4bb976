import type { HealthCheck } from '../../contracts/host.ts';
import { zhCN } from './zhCN.ts';

/** A check silent this long counts as failed: the load balancer's own check must not time out first. */
export const CHECK_TIMEOUT_MS = 3_000;

export interface CheckOutcome {
  name: string;
  status: 'UP' | 'DOWN';
  /** What is wrong, in the operator's words; null when the check passed. */
  detail: string | null;
}

export interface HealthReport {
  /** UP: all well; DEGRADED: a non-essential check failed (still serving); DOWN: an essential one failed. */
  status: 'UP' | 'DEGRADED' | 'DOWN';
  checks: CheckOutcome[];
}

/** Runs every contributed check at once, each bounded by CHECK_TIMEOUT_MS, and sums them up. */
export class HealthReporter {
  constructor(
    private readonly checks: readonly HealthCheck[],
    private readonly timeoutMs = CHECK_TIMEOUT_MS,
  ) {}

  async report(): Promise<HealthReport> {
    const outcomes = await Promise.all(this.checks.map((check) => this.#run(check)));
    const failed = this.checks.filter((_check, i) => outcomes[i].status === 'DOWN');
    const status = failed.some((check) => check.essential) ? 'DOWN' : failed.length > 0 ? 'DEGRADED' : 'UP';
    return { status, checks: outcomes };
  }

  async #run(check: HealthCheck): Promise<CheckOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(zhCN.timedOut(this.timeoutMs / 1000)), this.timeoutMs);
    });
    try {
      const detail = await Promise.race([check.check(), timeout]);
      return { name: check.name, status: detail === null ? 'UP' : 'DOWN', detail };
    } catch (error) {
      return { name: check.name, status: 'DOWN', detail: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }
}
