import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ScryptWorker, type HashTurn } from './ScryptWorker.ts';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/**
 * N=2^15, r=8: 32 MB and about 0.15 s per hash on a two-core server, so a login stays quick
 * while guessing stays expensive. The parameters are stored with each hash, so they can rise.
 */
const DEFAULT_COST = 15;
const R = 8;
const P = 1;

/** The largest cost a stored hash may ask for: a forged N must not make the worker allocate gigabytes. */
const MAX_N = 2 ** 20;

/**
 * Stores passwords only as scrypt hashes: `scrypt$N$r$p$salt$hash` (base64), so the cost can
 * be raised later while old hashes still verify. The derivation runs on the scrypt worker
 * thread, never on the event loop nor libuv's shared pool.
 */
export class PasswordHasher {
  static readonly DEFAULT_COST = DEFAULT_COST;
  readonly #params: { N: number; r: number; p: number };

  /** `cost`: log2 of scrypt's N for new hashes (PASSWORD_HASH_COST); verifying follows each stored hash's own. */
  constructor(
    private readonly worker: ScryptWorker = ScryptWorker.shared(),
    cost: number = DEFAULT_COST,
  ) {
    this.#params = { N: 2 ** cost, r: R, p: P };
  }

  #derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, turn: HashTurn | undefined): Promise<Buffer> {
    const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
    return this.worker.derive(password.normalize('NFC'), salt, KEY_LENGTH, options, turn);
  }

  /** `turn`: whose hash it is (see HashTurn); without one it waits on the lane of all others. */
  async hash(password: string, turn?: HashTurn): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await this.#derive(password, salt, this.#params, turn);
    const { N, r, p } = this.#params;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string, turn?: HashTurn): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > MAX_N || r * p > 64) return false;
    const expected = Buffer.from(parts[5], 'base64');
    const actual = await this.#derive(password, Buffer.from(parts[4], 'base64'), { N, r, p }, turn);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
