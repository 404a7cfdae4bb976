import type { components } from '../../../contracts/generated/admin.ts';
import type { Clock } from '../../contracts/host.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { GuideDb } from './GuideTables.ts';

export type UserGuideView = components['schemas']['UserGuide'];

/**
 * The first-login guide's one fact per user: seen or not. Every call names no user but the
 * caller, so nobody reads or marks another's.
 */
export class UserGuide {
  constructor(
    private readonly db: GuideDb,
    private readonly clock: Clock,
  ) {}

  async of(userId: number): Promise<UserGuideView> {
    const row = await this.db.selectFrom('user_guide').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    return { seen: row !== undefined };
  }

  /** Idempotent: a second tab closing the guide too changes nothing. */
  async markSeen(userId: number): Promise<true> {
    await this.db
      .insertInto('user_guide')
      .values({ user_id: userId, seen_time: DisplayTime.format(this.clock.now()) })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return true;
  }
}
