import type { components } from '../../../contracts/generated/admin.ts';
import type { Db } from '../../db/Database.ts';
import { ApiError } from '../../http/ApiError.ts';
import { cardsByIds, DEFAULT_CARD_IDS, HOME_CARDS, type CardView } from './HomeCards.ts';
import { zhCN } from './zhCN.ts';

export type DoorView = components['schemas']['Door'];

export type DoorDetailView = components['schemas']['DoorDetail'];

export type DoorSave = components['schemas']['DoorSave'];

const parseIds = (text: string): number[] => (text === '' ? [] : text.split(',').map(Number));

/** The longest portal name (contracts DoorSave.doorName), counted after trimming. */
export const DOOR_NAME_MAX = 20;
/** How many portals one user may make: each is a row the server keeps for them. */
export const OWN_DOORS_MAX = 10;

/**
 * Personal portals (doors) a user may switch between: the shared ones (no owner) and those the
 * user made. Which cards a portal shows, and the current portal, are each user's own: one
 * user's choice never changes another's home page.
 */
export class Doors {
  constructor(private readonly db: Db) {}

  /** The portals the user may use, shared ones and their own, in sort order. */
  async list(userId: number): Promise<DoorView[]> {
    const rows = await this.db
      .selectFrom('door')
      .select(['id', 'door_name as doorName', 'owner_id'])
      .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', userId)]))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(({ id, doorName, owner_id }) => ({ id, doorName, own: owner_id === userId }));
  }

  /** The cards a portal shows to a user who has not chosen: the portal's own, else every card. */
  private async defaultCards(doorId: number): Promise<number[]> {
    const door = await this.db.selectFrom('door').select('card_ids').where('id', '=', doorId).executeTakeFirst();
    return door?.card_ids != null ? parseIds(door.card_ids) : [...DEFAULT_CARD_IDS];
  }

  /** The user's current portal: the one chosen last, else the first one; null when there is none. */
  async current(userId: number): Promise<DoorDetailView | null> {
    const doors = await this.list(userId);
    const chosen = await this.db.selectFrom('door_current').select('door_id').where('user_id', '=', userId).executeTakeFirst();
    const door = doors.find((d) => d.id === chosen?.door_id) ?? doors[0];
    return door ? this.detail(userId, door) : null;
  }

  async change(userId: number, doorId: number): Promise<DoorDetailView> {
    const door = await this.visible(userId, doorId);
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('door_current').where('user_id', '=', userId).execute();
      await tx.insertInto('door_current').values({ user_id: userId, door_id: door.id }).execute();
    });
    return this.detail(userId, door);
  }

  async config(userId: number): Promise<{ door: DoorDetailView | null; cards: CardView[] }> {
    return { door: await this.current(userId), cards: [...HOME_CARDS] };
  }

  /** A new portal of the user's own, with its cards. */
  async insert(userId: number, save: DoorSave): Promise<DoorView> {
    const cardIds = this.checkedCards(save.cardIds);
    const doorName = this.checkedName(save.doorName);
    return this.db.transaction().execute(async (tx) => {
      const own = await tx.selectFrom('door').select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).where('owner_id', '=', userId).executeTakeFirst();
      if (Number(own?.count ?? 0) >= OWN_DOORS_MAX) throw new ApiError(400, zhCN.tooMany(OWN_DOORS_MAX));
      await this.checkUnique(tx, userId, doorName, null);
      const last = await tx.selectFrom('door').select((eb) => eb.fn.max('sort').as('sort')).executeTakeFirst();
      const { id } = await tx
        .insertInto('door')
        .values({ door_name: doorName, sort: Number(last?.sort ?? 0) + 1, owner_id: userId, card_ids: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('door_setting').values({ user_id: userId, door_id: id, card_ids: cardIds.join(',') }).execute();
      return { id, doorName, own: true };
    });
  }

  /**
   * Saves the user's cards of a portal. A portal the user made is renamed too; a shared one
   * keeps its name, which others see.
   */
  async update(userId: number, save: DoorSave): Promise<boolean> {
    if (save.id == null) throw new ApiError(400, zhCN.idRequired);
    const cardIds = this.checkedCards(save.cardIds);
    const door = await this.db.selectFrom('door').select(['id', 'owner_id']).where('id', '=', save.id).executeTakeFirst();
    if (!door || (door.owner_id != null && door.owner_id !== userId)) throw new ApiError(404, zhCN.notFound);
    const doorName = door.owner_id === userId ? this.checkedName(save.doorName) : null;
    await this.db.transaction().execute(async (tx) => {
      if (doorName !== null) {
        await this.checkUnique(tx, userId, doorName, door.id);
        await tx.updateTable('door').set({ door_name: doorName }).where('id', '=', door.id).execute();
      }
      await tx.deleteFrom('door_setting').where('user_id', '=', userId).where('door_id', '=', door.id).execute();
      await tx.insertInto('door_setting').values({ user_id: userId, door_id: door.id, card_ids: cardIds.join(',') }).execute();
    });
    return true;
  }

  private async visible(userId: number, doorId: number): Promise<DoorView> {
    const door = (await this.list(userId)).find((d) => d.id === doorId);
    if (!door) throw new ApiError(404, zhCN.notFound);
    return door;
  }

  private async detail(userId: number, door: DoorView): Promise<DoorDetailView> {
    const setting = await this.db
      .selectFrom('door_setting')
      .select('card_ids')
      .where('user_id', '=', userId)
      .where('door_id', '=', door.id)
      .executeTakeFirst();
    // Ids of cards since withdrawn from the catalogue are dropped on the way out.
    const cards = cardsByIds(setting ? parseIds(setting.card_ids) : await this.defaultCards(door.id));
    return { ...door, cardIds: cards.map((card) => card.id), cards };
  }

  /** The name trimmed; blank or over DOOR_NAME_MAX characters is refused (the contract counts before trimming). */
  private checkedName(name: string): string {
    const doorName = name.trim();
    if (doorName === '') throw new ApiError(400, zhCN.nameRequired);
    // Characters, not UTF-16 units: 20 Chinese characters are 20.
    if ([...doorName].length > DOOR_NAME_MAX) throw new ApiError(400, zhCN.nameTooLong(DOOR_NAME_MAX));
    return doorName;
  }

  /** One name per portal in the user's list (their own and the shared ones), so the switch menu tells them apart. */
  private async checkUnique(db: Db, userId: number, doorName: string, exceptId: number | null): Promise<void> {
    const clash = await db
      .selectFrom('door')
      .select('id')
      .where('door_name', '=', doorName)
      .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', userId)]))
      .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!))
      .executeTakeFirst();
    if (clash) throw new ApiError(400, zhCN.nameTaken(doorName));
  }

  /** Known cards, each once: a save naming another is refused rather than trimmed in silence. */
  private checkedCards(ids: number[]): number[] {
    const unknown = ids.find((id) => !HOME_CARDS.some((card) => card.id === id));
    if (unknown !== undefined) throw new ApiError(400, zhCN.unknownCard(unknown));
    if (new Set(ids).size !== ids.length) throw new ApiError(400, zhCN.duplicateCard);
    return ids;
  }
}
