import { sql, type SelectQueryBuilder } from 'kysely';
import type { components } from '../../../contracts/generated/website.ts';

export type NeighbourView = components['schemas']['Neighbour'];

const publishTime = sql.ref<string>('publish_time');
const id = sql.ref<number>('id');

/**
 * The order news, 党建 and the publishing channels keep their published items in: the newest
 * `publish_time` first, the later id first on a tie. Their pages, searches and the detail's
 * 上一篇/下一篇 all follow it, so an item's neighbours are the items beside it in its list.
 */
export const PublishedTimeline = {
  /** `query` in the timeline's order. */
  newestFirst<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
    return query.orderBy(publishTime, 'desc').orderBy(id, 'desc');
  },

  /** The item listed just before (newer: 上一篇) and just after (older: 下一篇) the one at `at`, `itemId`, among `siblings`. */
  async neighbours<DB, TB extends keyof DB>(
    siblings: SelectQueryBuilder<DB, TB, NeighbourView>,
    at: string,
    itemId: number,
  ): Promise<{ previous: NeighbourView | null; next: NeighbourView | null }> {
    const previous = await siblings
      .where((eb) => eb.or([eb(publishTime, '>', at), eb.and([eb(publishTime, '=', at), eb(id, '>', itemId)])]))
      .orderBy(publishTime)
      .orderBy(id)
      .executeTakeFirst();
    const next = await PublishedTimeline.newestFirst(siblings.where((eb) => eb.or([eb(publishTime, '<', at), eb.and([eb(publishTime, '=', at), eb(id, '<', itemId)])]))).executeTakeFirst();
    return { previous: previous ?? null, next: next ?? null };
  },
};
