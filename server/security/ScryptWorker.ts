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

interface Job {
  id: number;
  turn: HashTurn;
  message: { id: number; password: string; salt: Buffer; keyLength: number; options: ScryptOptions };
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

/**
 * Whose hash this is. Waiting hashes are served a lane at a time, round robin, so a flood on one
 * lane (one account, guessed from a thousand addresses) waits behind itself and another
 * account's login is next but one; `address` bounds what one client may have waiting.
 */
export interface HashTurn {
  /** '' for hashes of no one in particular (sign-ups, imports), bounded only by the queue in all. */
  lane: string;
  address?: string;
  /**
   * Served before the others: a login that bears no sign of guessing (an existing account with
   * no wrong password on record). A flood from fresh addresses and made-up account names never
   * is one, and each real account yields at most one until it logs in right again.
   */
  preferred?: boolean;
}

/** More derivations are waiting than the worker may queue (in all, on the lane or from the address); the caller answers "busy". */
export class ScryptQueueFull extends Error {
  override readonly name = 'ScryptQueueFull';
}

/** How much may wait: in all, on one lane, from one address. */
export interface ScryptQueueLimits {
  maxQueue: number;
  maxPerLane: number;
  maxPerAddress: number;
}

// An office behind one address logs in through it: a quarter of the queue, not a handful.
const DEFAULT_LIMITS: ScryptQueueLimits = { maxQueue: 64, maxPerLane: 8, maxPerAddress: 16 };

/**
 * Runs scrypt on a worker thread of its own, one derivation at a time. The asynchronous
 * crypto.scrypt would keep the event loop free too, but it runs on libuv's four shared
 * threads: fifty logins at once occupy all four for seconds, and every file read or
 * download queues behind them. Here hashing takes one thread and leaves libuv's pool (and
 * the second core) to everything else. Waiting work is bounded (ScryptQueueLimits) and served
 * fairly: preferred lanes first, and within each kind one lane after another (HashTurn), never
 * first come first served, so one wrong password from each of many addresses cannot hold a
 * correct login for a minute.
 */
export class ScryptWorker {
  static #shared: ScryptWorker | undefined;

  /** The process's one scrypt thread. */
  static shared(): ScryptWorker {
    ScryptWorker.#shared ??= new ScryptWorker();
    return ScryptWorker.#shared;
  }

  #worker: Worker | null = null;
  /** The derivation the worker is running. */
  #running: Job | null = null;
  /** Waiting derivations per lane, and the lanes in the order they are served: the preferred ones', then the others'. */
  readonly #lanes = new Map<string, Job[]>();
  readonly #orders: [string[], string[]] = [[], []];
  readonly #perAddress = new Map<string, number>();
  #waiting = 0;
  #nextId = 1;
  readonly #limits: ScryptQueueLimits;

  constructor(limits: Partial<ScryptQueueLimits> = {}) {
    this.#limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Derivations accepted and not yet answered. */
  get queued(): number {
    return this.#waiting + (this.#running ? 1 : 0);
  }

  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions, turn: HashTurn = { lane: '' }): Promise<Buffer> {
    const { maxQueue, maxPerLane, maxPerAddress } = this.#limits;
    const key = `${turn.preferred ? 1 : 0}:${turn.lane}`;
    const lane = this.#lanes.get(key);
    const fromAddress = turn.address === undefined ? 0 : (this.#perAddress.get(turn.address) ?? 0);
    // The lane of hashes without a turn ('') is bounded by the queue in all alone, as before lanes.
    const laneFull = turn.lane !== '' && (lane?.length ?? 0) >= maxPerLane;
    if (this.queued >= maxQueue || laneFull || fromAddress >= maxPerAddress) return Promise.reject(new ScryptQueueFull());
    const id = this.#nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { id, turn, message: { id, password, salt, keyLength, options }, resolve, reject };
      if (turn.address !== undefined) this.#perAddress.set(turn.address, fromAddress + 1);
      if (lane) lane.push(job);
      else {
        this.#lanes.set(key, [job]);
        this.#orders[turn.preferred ? 0 : 1].push(key);
      }
      this.#waiting += 1;
      this.#next();
    });
  }

  /** Hands the worker the next lane's first job, if it is idle. */
  #next(): void {
    const order = this.#orders.find((lanes) => lanes.length > 0);
    if (this.#running || !order) return;
    const laneKey = order.shift()!;
    const lane = this.#lanes.get(laneKey)!;
    const job = lane.shift()!;
    if (lane.length > 0) order.push(laneKey);
    else this.#lanes.delete(laneKey);
    this.#waiting -= 1;
    this.#running = job;
    const worker = this.#start();
    // Held by the process only while it has work: an idle worker never keeps Node alive.
    worker.ref();
    worker.postMessage(job.message);
  }

  #done(job: Job): void {
    const address = job.turn.address;
    if (address !== undefined) {
      const left = (this.#perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.#perAddress.set(address, left);
      else this.#perAddress.delete(address);
    }
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (answer: { id: number; key?: Uint8Array; error?: string }) => {
      const job = this.#running;
      if (!job || job.id !== answer.id) return;
      this.#running = null;
      this.#done(job);
      worker.unref();
      if (answer.key) job.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
      else job.reject(new Error(answer.error ?? 'scrypt failed'));
      this.#next();
    });
    const fail = (error: Error): void => {
      // A dead worker fails the derivation it ran; the next one starts a fresh worker.
      this.#worker = null;
      const job = this.#running;
      this.#running = null;
      if (job) {
        this.#done(job);
        job.reject(error);
      }
      this.#next();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.#worker === worker) fail(new Error(`scrypt worker exited with code ${code}`));
    });
    this.#worker = worker;
    return worker;
  }
}
