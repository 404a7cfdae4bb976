import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background connection moves the WAL's pages into the database file. */
const CHECKPOINT_INTERVAL_MS = 250;

/*
 * The worker's whole program. It is plain CommonJS passed as text (eval) so the same code runs
 * from the compiled server and from the TypeScript sources under the test runner.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints the SQLite WAL from a worker thread on its own connection. Left to SQLite, the
 * commit that crosses 1,000 WAL pages copies them into the database and syncs it on the event
 * loop, so every few dozen approvals one waits for the disk. A PASSIVE checkpoint beside the
 * writer never blocks it; the main connection's own auto-checkpoint stays on, at a higher
 * mark, only as a backstop should this thread fall behind.
 */
export class WalCheckpointer {
  readonly #worker: Worker;
  #stopped: Promise<void> | undefined;

  constructor(file: string, onError: (message: string) => void) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs: CHECKPOINT_INTERVAL_MS } });
    this.#worker.on('message', (message: { error?: string }) => {
      if (message.error) onError(message.error);
    });
    this.#worker.on('error', (error) => onError(error.message));
    // A checkpoint thread must never keep the process alive on its own.
    this.#worker.unref();
  }

  /** Closes the worker's connection; the main connection's close then checkpoints the rest. */
  stop(): Promise<void> {
    this.#stopped ??= new Promise((resolve) => {
      this.#worker.once('exit', () => resolve());
      // Held while it stops: with nothing else pending (a command that closes the database and ends, `ronghe setup`), an
      // unreferenced worker would let the process end mid-await (exit code 13) before the close finished.
      this.#worker.ref();
      this.#worker.postMessage('stop');
    });
    return this.#stopped;
  }
}
