import { parentPort } from 'node:worker_threads';
import type { LintFileResult } from './LintFinding.ts';
import { LintJobQueue } from './LintJobQueue.ts';
import { LintJobRunner } from './LintJobRunner.ts';
import type { LintWorkerReply, LintWorkerStart } from './LintWorkerProtocol.ts';

// Worker-thread entry of LintWorkerPool: one LintJobRunner (one moddle, cached rule modules)
// claims jobs from the shared queue until none are left, beside the main thread.
const port = parentPort;
if (!port) throw new Error('LintWorker must run in a worker thread');

/** Results are sent at most this often, and once at the end (see LintWorkerReply). */
const REPLY_MS = 50;

port.once('message', (start: LintWorkerStart) => {
  void (async () => {
    const runner = new LintJobRunner();
    for (const config of start.configs) runner.addConfig(config);
    const queue = new LintJobQueue(start.next, start.jobs.length);
    let batch: Array<[number, LintFileResult]> = [];
    let sent = performance.now();
    for (let index = queue.claim(); index !== undefined; index = queue.claim()) {
      batch.push([index, await runner.run(start.jobs[index])]);
      if (performance.now() - sent >= REPLY_MS) {
        const reply: LintWorkerReply = { type: 'results', results: batch, done: false };
        port.postMessage(reply);
        batch = [];
        sent = performance.now();
      }
    }
    const reply: LintWorkerReply = { type: 'results', results: batch, done: true };
    port.postMessage(reply);
  })();
});
