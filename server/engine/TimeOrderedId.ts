import { randomFillSync } from 'node:crypto';

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const POOL_IDS = 256;

/**
 * UUID version 7 (RFC 9562): a 48-bit millisecond timestamp, then random bits. Ids made one
 * after another sort one after another, so a new row's primary key lands at the end of its
 * index instead of on a random page: on SQLite each command dirties (and writes to the WAL) a
 * handful of pages rather than one per row, and on PostgreSQL the B-tree stays compact. Within
 * one millisecond a 12-bit counter (rand_a, RFC 9562 method 1) keeps the order; when it runs
 * out, the timestamp is borrowed from the next millisecond. The text form is an ordinary UUID.
 */
export class TimeOrderedId {
  readonly #random = Buffer.alloc(POOL_IDS * 8);
  #randomAt = POOL_IDS * 8;
  #lastMs = -1;
  #counter = 0;

  constructor(private readonly now: () => number = Date.now) {}

  readonly next = (): string => {
    let ms = this.now();
    if (ms > this.#lastMs) {
      this.#lastMs = ms;
      this.#counter = this.#randomByte() & 0x7f; // a random start leaves room to count up
    } else {
      ms = this.#lastMs;
      if (++this.#counter > 0xfff) {
        ms = ++this.#lastMs;
        this.#counter = 0;
      }
    }
    const time = ms.toString(16).padStart(12, '0');
    if (this.#randomAt + 8 > this.#random.length) {
      randomFillSync(this.#random);
      this.#randomAt = 0;
    }
    const r = this.#random;
    const i = this.#randomAt;
    this.#randomAt += 8;
    const randA = (0x7000 | this.#counter).toString(16);
    const variant = HEX[0x80 | (r[i] & 0x3f)];
    return `${time.slice(0, 8)}-${time.slice(8)}-${randA}-${variant}${HEX[r[i + 1]]}-${HEX[r[i + 2]]}${HEX[r[i + 3]]}${HEX[r[i + 4]]}${HEX[r[i + 5]]}${HEX[r[i + 6]]}${HEX[r[i + 7]]}`;
  };

  #randomByte(): number {
    if (this.#randomAt >= this.#random.length) {
      randomFillSync(this.#random);
      this.#randomAt = 0;
    }
    return this.#random[this.#randomAt++];
  }
}
