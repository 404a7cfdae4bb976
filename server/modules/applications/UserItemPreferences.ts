import { ApiError } from '../../http/ApiError.ts';
import type { ApplicationDb, AppUserItemTable } from './ApplicationTables.ts';
import { zhCN } from './zhCN.ts';

export type ItemKind = AppUserItemTable['kind'];

export interface UserItemState {
  /** The user's position, or null: never placed. */
  sort: number | null;
  commonUse: boolean;
}

/** What an item needs to be placed in a user's order. */
export interface Placeable {
  id: number;
  /** The company's default position. */
  sort: number;
}

/**
 * One user's order and common-use marks of the workbench's items (applications or
 * submodules), kept per user so each sees their own arrangement.
 */
export class UserItemPreferences {
  constructor(private readonly db: ApplicationDb) {}

  async of(userId: number, kind: ItemKind): Promise<Map<number, UserItemState>> {
    const rows = await this.db.selectFrom('app_user_item').select(['item_id', 'sort', 'common_use']).where('user_id', '=', userId).where('kind', '=', kind).execute();
    return new Map(rows.map((row) => [row.item_id, { sort: row.sort === null ? null : Number(row.sort), commonUse: Number(row.common_use) === 1 }]));
  }

  /**
   * The items in the user's order: placed ones first by their place, the rest after them in
   * the company's order; each with its 1-based position and mark.
   */
  arrange<T extends Placeable>(items: T[], states: Map<number, UserItemState>): (T & { sort: number; commonUse: boolean })[] {
    const placed = (item: T) => states.get(item.id)?.sort ?? Number.MAX_SAFE_INTEGER;
    return [...items]
      .sort((a, b) => placed(a) - placed(b) || a.sort - b.sort || a.id - b.id)
      .map((item, index) => ({ ...item, sort: index + 1, commonUse: states.get(item.id)?.commonUse ?? false }));
  }

  /**
   * Stores the order `ids` gives (each visible to the caller, once); items left out lose their
   * place and follow in the company's order. Refused (400) before anything is written.
   */
  async order(user: { userId: number; companyId: number }, kind: ItemKind, ids: number[], visible: ReadonlySet<number>): Promise<void> {
    if (new Set(ids).size !== ids.length) throw new ApiError(400, zhCN.duplicateIds);
    const unknown = ids.filter((id) => !visible.has(id));
    if (unknown.length > 0) throw new ApiError(400, zhCN.unknownIds(unknown));
    await this.db.transaction().execute(async (tx) => {
      await tx.updateTable('app_user_item').set({ sort: null }).where('user_id', '=', user.userId).where('kind', '=', kind).where('company_id', '=', user.companyId).execute();
      for (const [index, itemId] of ids.entries()) {
        await tx
          .insertInto('app_user_item')
          .values({ user_id: user.userId, company_id: user.companyId, kind, item_id: itemId, sort: index, common_use: 0 })
          .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id']).doUpdateSet({ sort: index }))
          .execute();
      }
    });
  }

  async mark(user: { userId: number; companyId: number }, kind: ItemKind, itemId: number, commonUse: boolean): Promise<void> {
    const flag = commonUse ? 1 : 0;
    await this.db
      .insertInto('app_user_item')
      .values({ user_id: user.userId, company_id: user.companyId, kind, item_id: itemId, sort: null, common_use: flag })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id']).doUpdateSet({ common_use: flag }))
      .execute();
  }
}
