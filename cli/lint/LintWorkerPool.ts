import { Worker } from 'node:worker_threads';
import { zhCN } from '../zhCN.ts';
import type { LintFileResult } from './LintFinding.ts';
import type { LintJob, LintWorkerReply, LintWorkerRequest } from './LintWorkerProtocol.ts';
import type { PreparedLintConfig } from './PreparedLintConfig.ts';

/** Jobs each worker holds at once: the next file is ready the moment one finishes. */
const IN_FLIGHT_PER_WORKER = 2;

interface PoolWorker {
  worker: Worker;
  sentConfigs: Set<string>;
  inFlight: Map<number, LintJob>;
}

/**
 * Spreads lint jobs over worker threads, each with its own moddle and rule modules, handing
 * out the next job as soon as a worker has room (give the largest files first for an even
 * finish). With size 0 — or when running from TypeScript sources, where a worker cannot load
 * the .ts entry — the jobs run in this thread instead.
 */
export class LintWorkerPool {
  constructor(private readonly size: number) {}

  /** Whether worker threads can be started: only the compiled JavaScript has a worker entry. */
  static get available(): boolean {
    return import.meta.url.endsWith('.js');
  }

  /** Results in the order of `jobs`; `onResult` is told as each one completes (progress). */
  async run(jobs: readonly LintJob[], configs: readonly PreparedLintConfig[], onResult: (result: LintFileResult) => void = () => {}): Promise<LintFileResult[]> {
    const size = LintWorkerPool.available ? Math.min(this.size, jobs.length) : 0;
    const results = size > 0 ? await this.runInWorkers(size, jobs, configs, onResult) : await this.runHere(jobs, configs, onResult);
    const byId = new Map(results.map(([id, result]) => [id, result]));
    return jobs.map((job) => byId.get(job.id)!);
  }

  private async runHere(jobs: readonly LintJob[], configs: readonly PreparedLintConfig[], onResult: (result: LintFileResult) => void): Promise<Array<[number, LintFileResult]>> {
    // Loaded only here: with workers, the main thread never needs moddle or the rules.
    const { LintJobRunner } = await import('./LintJobRunner.ts');
    const runner = new LintJobRunner();
    for (const config of configs) runner.addConfig(config);
    const results: Array<[number, LintFileResult]> = [];
    for (const job of jobs) {
      const result = await runner.run(job);
      results.push([job.id, result]);
      onResult(result);
    }
    return results;
  }

  private runInWorkers(
    size: number,
    jobs: readonly LintJob[],
    configs: readonly PreparedLintConfig[],
    onResult: (result: LintFileResult) => void,
  ): Promise<Array<[number, LintFileResult]>> {
    const configsByKey = new Map(configs.map((config) => [config.key, config]));
    const queue = [...jobs];
    const results: Array<[number, LintFileResult]> = [];
    const workers = new Set<PoolWorker>();

    return new Promise((resolve) => {
      const finishIfDone = () => {
        if (results.length < jobs.length) return;
        for (const entry of workers) void entry.worker.terminate();
        workers.clear();
        resolve(results);
      };

      const record = (id: number, result: LintFileResult) => {
        results.push([id, result]);
        onResult(result);
      };

      const feed = (entry: PoolWorker) => {
        while (entry.inFlight.size < IN_FLIGHT_PER_WORKER && queue.length > 0) {
          const job = queue.shift()!;
          if (!entry.sentConfigs.has(job.configKey)) {
            const request: LintWorkerRequest = { type: 'config', config: configsByKey.get(job.configKey)! };
            entry.worker.postMessage(request);
            entry.sentConfigs.add(job.configKey);
          }
          entry.inFlight.set(job.id, job);
          const request: LintWorkerRequest = { type: 'job', job };
          entry.worker.postMessage(request);
        }
      };

      const start = () => {
        const entry: PoolWorker = { worker: new Worker(new URL('./LintWorker.js', import.meta.url)), sentConfigs: new Set(), inFlight: new Map() };
        workers.add(entry);
        entry.worker.on('message', (reply: LintWorkerReply) => {
          const job = entry.inFlight.get(reply.id);
          if (!job) return;
          entry.inFlight.delete(reply.id);
          record(reply.id, reply.result);
          feed(entry);
          finishIfDone();
        });
        // A worker that dies takes only its own files down: they are reported as failed, a
        // fresh worker takes over the rest of the queue.
        const lost = (reason: string) => {
          if (!workers.delete(entry)) return;
          for (const [id, job] of entry.inFlight) record(id, { file: job.display, findings: [], failure: zhCN.lint.workerFailed(reason) });
          entry.inFlight.clear();
          if (queue.length > 0) start();
          finishIfDone();
        };
        entry.worker.on('error', (error) => lost(error.message));
        entry.worker.on('exit', (code) => lost(`exit ${code}`));
        feed(entry);
      };

      for (let i = 0; i < size; i++) start();
    });
  }
}
