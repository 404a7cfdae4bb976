import { parentPort } from 'node:worker_threads';
import { LintJobRunner } from './LintJobRunner.ts';
import type { LintWorkerReply, LintWorkerRequest } from './LintWorkerProtocol.ts';

// Worker-thread entry of LintWorkerPool: one LintJobRunner (one moddle, cached rule modules)
// for every file this thread is given.
const port = parentPort;
if (!port) throw new Error('LintWorker must run in a worker thread');
const runner = new LintJobRunner();

port.on('message', (request: LintWorkerRequest) => {
  if (request.type === 'config') {
    runner.addConfig(request.config);
    return;
  }
  void runner.run(request.job).then((result) => {
    const reply: LintWorkerReply = { type: 'result', id: request.job.id, result };
    port.postMessage(reply);
  });
});
