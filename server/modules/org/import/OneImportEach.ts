import { ApiError } from '../../../http/ApiError.ts';
import type { WorkLeases } from '../../../contracts/leases.ts';
import { orgTexts } from '../zh-CN.ts';

/**
 * One file at a time per administrator: a file is read whole into memory and its rows' passwords
 * hashed, so a second upload while the first is still being read or imported is refused (429).
 * The turn is a work lease, so it holds across every server instance on the database.
 */
export class OneImportEach {
  constructor(private readonly leases: WorkLeases) {}

  async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const outcome = await this.leases.tryRun(`user-import:${userId}`, work);
    if (!outcome.ran) throw new ApiError(429, orgTexts.import.busy);
    return outcome.value;
  }
}
