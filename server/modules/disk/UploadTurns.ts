import { ApiError } from '../../http/ApiError.ts';
import type { WorkLeases } from '../../contracts/leases.ts';
import { zhCN } from './zhCN.ts';

/**
 * One upload at a time per user. The quota is checked against what is stored when an upload
 * starts and enforced while it streams; two uploads of one user running side by side would
 * each see the other's bytes as free space. Within an instance a user's uploads queue in
 * arrival order, and waiting is bounded: beyond `maxWaiting` an upload is refused (429) instead
 * of holding a connection in a queue without end. The turn itself is a work lease, so an upload
 * of the same user on another server instance waits for it too.
 */
export class UploadTurns {
  readonly #tails = new Map<number, { tail: Promise<void>; waiting: number }>();

  constructor(
    private readonly maxWaiting: number,
    private readonly leases: WorkLeases,
  ) {}

  async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const entry = this.#tails.get(userId) ?? { tail: Promise.resolve(), waiting: 0 };
    if (entry.waiting > this.maxWaiting) throw new ApiError(429, zhCN.busy);
    entry.waiting += 1;
    this.#tails.set(userId, entry);
    const before = entry.tail;
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    entry.tail = before.then(() => mine);
    try {
      await before;
      return await this.leases.run(`disk-upload:${userId}`, work);
    } finally {
      release();
      entry.waiting -= 1;
      if (entry.waiting === 0) this.#tails.delete(userId);
    }
  }
}
