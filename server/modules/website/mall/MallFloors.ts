import type { components } from '../../../../contracts/generated/website.ts';
import { ApiError } from '../../../http/ApiError.ts';
import { zhCN } from '../zhCN.ts';

export type MallFloorView = components['schemas']['MallFloor'];

/** How long the shop may take before the site says it is unavailable. */
const SHOP_TIMEOUT_MS = 5000;

/**
 * The mall's home floors. The mall is an external shop (MALL_URL, spec part 1 §2): the platform
 * sells nothing itself, so without a shop there are no floors, and with one they are the shop's
 * own, asked of it at its origin (`/mall/indexFloorNoCache.html`, the envelope the contract
 * describes).
 */
export class MallFloors {
  constructor(
    private readonly mallUrl: string | null,
    private readonly fetchShop: typeof fetch = fetch,
    /** Where a shop that failed is told of (the server's log). */
    private readonly report: (message: string) => void = (message) => console.error(`[website] ${message}`),
  ) {}

  async floors(): Promise<MallFloorView[]> {
    if (!this.mallUrl) return [];
    const address = new URL('/mall/indexFloorNoCache.html', this.mallUrl);
    try {
      const response = await this.fetchShop(address, { signal: AbortSignal.timeout(SHOP_TIMEOUT_MS), headers: { accept: 'application/json' } });
      const answer = (await response.json()) as { data?: unknown };
      if (!response.ok || !Array.isArray(answer.data)) throw new Error(`status ${response.status}`);
      return answer.data as MallFloorView[];
    } catch (error) {
      this.report(`mall floors ${address.origin} ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiError(500, zhCN.mallUnavailable);
    }
  }
}
