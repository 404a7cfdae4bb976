import type { components } from '../../../contracts/generated/admin.ts';
import type { Kysely } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { Clock } from '../../contracts/host.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { LayoutSchema } from './LayoutTables.ts';
import type { DatabaseSchema } from '../../db/Database.ts';
import { zhCN } from './zhCN.ts';

export type TableLayoutView = components['schemas']['TableLayout'];

/** The columns of md5 and key (varchar(255)); the browser's keys are far shorter. */
const KEY_LIMIT = 255;

/**
 * Users' saved column layouts, one per user and browser-built key (md5). Only the caller's own
 * layouts are ever read or written: the key is the browser's, the user is the token's.
 */
export class TableLayouts {
  constructor(
    private readonly db: Kysely<DatabaseSchema & LayoutSchema>,
    private readonly clock: Clock,
  ) {}

  async load(userId: number, md5: string): Promise<{ data: TableLayoutView | null }> {
    this.#checkKey(md5);
    const row = await this.db
      .selectFrom('table_layout')
      .select(['table_key', 'options'])
      .where('user_id', '=', userId)
      .where('md5', '=', md5)
      .executeTakeFirst();
    // What was saved came in a body the contract validated (TableLayoutSave).
    return { data: row ? { key: row.table_key, options: JSON.parse(row.options) as TableLayoutView['options'] } : null };
  }

  /** Saves the layout, replacing the one saved earlier under the same key. */
  async save(userId: number, md5: string, layout: TableLayoutView): Promise<boolean> {
    this.#checkKey(md5);
    this.#checkKey(layout.key);
    const values = { table_key: layout.key, options: JSON.stringify(layout.options), update_time: DisplayTime.format(this.clock.now()) };
    await this.db
      .insertInto('table_layout')
      .values({ user_id: userId, md5, ...values })
      .onConflict((conflict) => conflict.columns(['user_id', 'md5']).doUpdateSet(values))
      .execute();
    return true;
  }

  #checkKey(key: string): void {
    if (key.length > KEY_LIMIT) throw new ApiError(400, zhCN.keyTooLong(KEY_LIMIT));
  }
}
