import type { components } from '../../../../contracts/generated/website.ts';
import type { Clock } from '../../../contracts/host.ts';
import { DisplayTime } from '../../../db/DisplayTime.ts';
import type { ContentPage } from '../ContentPage.ts';
import type { WebsiteDb } from '../WebsiteSchema.ts';

export type SearchHistoryItemView = components['schemas']['SearchHistoryItem'];

export interface SearchHistoryLimits {
  /** Keywords kept per owner (the newest). */
  perOwner: number;
  /** Keywords kept across all browsers without a login, so cookie-less callers cannot fill the table. */
  visitorsTotal: number;
}

export const SEARCH_HISTORY_LIMITS: SearchHistoryLimits = { perOwner: 10, visitorsTotal: 20_000 };

/** Each owner's last few distinct keywords, newest first (the header's suggestions). */
export class SearchHistory {
  constructor(
    private readonly db: WebsiteDb,
    private readonly clock: Clock,
    private readonly limits: SearchHistoryLimits = SEARCH_HISTORY_LIMITS,
  ) {}

  /** Adds the keyword as the owner's newest (a repeated keyword moves to the top) and forgets beyond the bounds. */
  async add(owner: string, keyword: string): Promise<void> {
    const content = [...keyword.trim()].slice(0, 50).join('');
    if (!content) return;
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('website_search_history').where('owner', '=', owner).where('content', '=', content).execute();
      await tx.insertInto('website_search_history').values({ owner, content, create_time: DisplayTime.format(this.clock.now()) }).execute();
      const kept = tx.selectFrom('website_search_history').select('id').where('owner', '=', owner).orderBy('id', 'desc').limit(this.limits.perOwner);
      await tx.deleteFrom('website_search_history').where('owner', '=', owner).where('id', 'not in', kept).execute();
      if (owner.startsWith('visitor:')) {
        const oldestKept = await tx
          .selectFrom('website_search_history')
          .select('id')
          .where('owner', 'like', 'visitor:%')
          .orderBy('id', 'desc')
          .offset(this.limits.visitorsTotal - 1)
          .limit(1)
          .executeTakeFirst();
        if (oldestKept) await tx.deleteFrom('website_search_history').where('owner', 'like', 'visitor:%').where('id', '<', oldestKept.id).execute();
      }
    });
  }

  async page(owner: string | null, current: number, size: number): Promise<ContentPage<SearchHistoryItemView>> {
    if (!owner) return { records: [], total: 0, current, size };
    const mine = this.db.selectFrom('website_search_history').where('owner', '=', owner);
    const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const records = await mine
      .select(['id', 'content', 'create_time as createTime'])
      .orderBy('id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    return { records, total: Number(total), current, size };
  }
}
