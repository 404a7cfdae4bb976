import { ApiError } from '../../../app/ApiError.ts';
import { orgTexts } from '../zh-CN.ts';

/**
 * One file at a time per administrator: a file is read whole into memory and its rows' passwords
 * hashed, so a second upload while the first is still being read or imported is refused (429).
 */
export class OneImportEach {
  readonly #running = new Set<number>();

  async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    if (this.#running.has(userId)) throw new ApiError(429, orgTexts.import.busy);
    this.#running.add(userId);
    try {
      return await work();
    } finally {
      this.#running.delete(userId);
    }
  }
}
