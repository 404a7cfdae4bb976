import { Worker } from 'node:worker_threads';
import { zhCN } from '../zhCN.ts';
import type { LintFileResult } from './LintFinding.ts';
import { LintJobQueue } from './LintJobQueue.ts';
import { LintJobRunner } from './LintJobRunner.ts';
import type { LintJob, LintWorkerReply, LintWorkerStart } from './LintWorkerProtocol.ts';
import type { PreparedLintConfig } from './PreparedLintConfig.ts';

/** The main thread lets worker replies in (progress) at least this often while it lints. */
const YIELD_MS = 50;

/**
 * Lints jobs in this thread and in `size` worker threads beside it, each with its own moddle
 * and rule modules. All threads claim jobs from one shared queue (LintJobQueue; give the
 * largest files first for an even finish), so no thread waits for a message to get work, and
 * this thread, which would otherwise only wait, lints as well: on two cores one worker plus
 * this thread use both, with one worker start-up instead of two. With size 0 — or when running
 * from TypeScript sources, where a worker cannot load the .ts entry — this thread lints alone.
 */
export class LintWorkerPool {
  constructor(private readonly size: number) {}

  /** Whether worker threads can be started: only the compiled JavaScript has a worker entry. */
  static get available(): boolean {
    return import.meta.url.endsWith('.js');
  }

  /** Results in the order of `jobs`; `onResult` is told as each one completes (progress). */
  async run(jobs: readonly LintJob[], configs: readonly PreparedLintConfig[], onResult: (result: LintFileResult) => void = () => {}): Promise<LintFileResult[]> {
    const results: Array<LintFileResult | undefined> = new Array(jobs.length);
    const record = (index: number, result: LintFileResult) => {
      results[index] = result;
      onResult(result);
    };
    const queue = new LintJobQueue(LintJobQueue.buffer(), jobs.length);
    // No more workers than jobs besides the one this thread takes first.
    const size = LintWorkerPool.available ? Math.min(this.size, jobs.length - 1) : 0;
    // Started first: a worker loads its modules while this thread loads its own.
    const workers = Array.from({ length: Math.max(0, size) }, () => this.start(queue, jobs, configs, record));

    const runner = new LintJobRunner();
    for (const config of configs) runner.addConfig(config);
    let yielded = performance.now();
    for (let index = queue.claim(); index !== undefined; index = queue.claim()) {
      record(index, await runner.run(jobs[index]));
      if (workers.length > 0 && performance.now() - yielded >= YIELD_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        yielded = performance.now();
      }
    }

    // A worker that died took only the jobs it had claimed and not reported down: the others
    // were claimed by the threads still running.
    const lost = await Promise.all(workers);
    const reason = lost.find((entry) => entry !== undefined);
    return results.map((result, index) => result ?? { file: jobs[index].display, findings: [], failure: zhCN.lint.workerFailed(reason ?? 'no result') });
  }

  /** Starts a worker on the queue; resolves when it is done (undefined) or died (why). */
  private start(
    queue: LintJobQueue,
    jobs: readonly LintJob[],
    configs: readonly PreparedLintConfig[],
    record: (index: number, result: LintFileResult) => void,
  ): Promise<string | undefined> {
    const worker = new Worker(new URL('./LintWorker.js', import.meta.url));
    const start: LintWorkerStart = { type: 'start', jobs: [...jobs], configs: [...configs], next: queue.buffer };
    worker.postMessage(start);
    return new Promise((resolve) => {
      worker.on('message', (reply: LintWorkerReply) => {
        for (const [index, result] of reply.results) record(index, result);
        if (!reply.done) return;
        void worker.terminate();
        resolve(undefined);
      });
      worker.on('error', (error) => resolve(error.message));
      worker.on('exit', (code) => resolve(`exit ${code}`));
    });
  }
}
