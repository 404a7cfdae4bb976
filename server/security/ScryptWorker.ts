import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/**
 * The worker's whole program, evaluated from a string so the same code runs from the
 * TypeScript sources (vitest, tsx) and from dist. scryptSync blocks only this thread.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Pending {
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

/** More derivations are waiting than the worker may queue; the caller answers "busy". */
export class ScryptQueueFull extends Error {
  override readonly name = 'ScryptQueueFull';
}

/**
 * Runs scrypt on a worker thread of its own, one derivation at a time. The asynchronous
 * crypto.scrypt would keep the event loop free too, but it runs on libuv's four shared
 * threads: fifty logins at once occupy all four for seconds, and every file read or
 * download queues behind them. Here hashing takes one thread and leaves libuv's pool (and
 * the second core) to everything else; waiting work is bounded by `maxQueue`.
 */
export class ScryptWorker {
  static #shared: ScryptWorker | undefined;

  /** The process's one scrypt thread. */
  static shared(): ScryptWorker {
    ScryptWorker.#shared ??= new ScryptWorker();
    return ScryptWorker.#shared;
  }

  #worker: Worker | null = null;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;

  constructor(private readonly maxQueue = 64) {}

  /** Derivations accepted and not yet answered. */
  get queued(): number {
    return this.#pending.size;
  }

  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    if (this.#pending.size >= this.maxQueue) return Promise.reject(new ScryptQueueFull());
    const worker = this.#start();
    const id = this.#nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // Held by the process only while it has work: an idle worker never keeps Node alive.
      if (this.#pending.size === 1) worker.ref();
      worker.postMessage({ id, password, salt, keyLength, options });
    });
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (answer: { id: number; key?: Uint8Array; error?: string }) => {
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#pending.delete(answer.id);
      if (this.#pending.size === 0) worker.unref();
      if (answer.key) pending.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
      else pending.reject(new Error(answer.error ?? 'scrypt failed'));
    });
    const fail = (error: Error): void => {
      // A dead worker fails what it held; the next derivation starts a fresh one.
      this.#worker = null;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.#worker === worker) fail(new Error(`scrypt worker exited with code ${code}`));
    });
    this.#worker = worker;
    return worker;
  }
}
