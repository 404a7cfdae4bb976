import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';
import type { components } from '../../../contracts/generated/admin.ts';

type AdminSchemas = components['schemas'];
export type Door = AdminSchemas['Door'];
export type DoorDetail = AdminSchemas['DoorDetail'];
export type DoorConfig = AdminSchemas['DoorConfig'];

export interface CurrentDoorState {
  /** undefined until loaded; null when the user has no portal or the call failed. */
  door: DoorDetail | null | undefined;
  /** The user card asked for 配置门户: the home page shows the dialog. */
  configuring: boolean;
}

/**
 * The user's current personal portal (part 1 §2 user card: 切换门户, 配置门户), shared by the
 * user card, which switches it and asks for its configuration, and the home page, which shows
 * its name and its cards in its order. Every change is the server's first (door operations).
 */
export class CurrentDoor {
  #state: CurrentDoorState = { door: undefined, configuring: false };
  readonly #listeners = new Set<() => void>();

  constructor(private readonly api: ApiClient) {}

  get state(): CurrentDoorState {
    return this.#state;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async load(): Promise<void> {
    try {
      this.#set({ door: (await this.api.get('/admin/door/getDoor', { silent: true })).data });
    } catch {
      // Without its portal the home page shows every card, in the usual order.
      this.#set({ door: null });
    }
  }

  async list(): Promise<Door[]> {
    return (await this.api.get('/admin/door/getDoorList', { silent: true })).data;
  }

  /** Makes portal id the current one; the client reports a refusal. */
  async change(id: number): Promise<void> {
    this.#set({ door: (await this.api.get('/admin/door/getByChangeId/{id}', { path: { id } })).data });
  }

  async config(): Promise<DoorConfig> {
    return (await this.api.get('/admin/door/configDoor')).data;
  }

  /** Saves the current portal's cards in this order, then shows them. */
  async save(door: DoorDetail, cardIds: number[]): Promise<void> {
    await this.api.post('/admin/door/update', { body: { id: door.id, doorName: door.doorName, cardIds } });
    await this.load();
  }

  /** A new portal of the user's own, showing every card, made the current one. */
  async create(doorName: string): Promise<Door> {
    const { cards } = await this.config();
    const made = (await this.api.post('/admin/door/insert', { body: { doorName, cardIds: cards.map((card) => card.id) } })).data;
    await this.change(made.id);
    return made;
  }

  /** Renames the current portal, one the user made; its cards stay as they are. */
  async rename(door: DoorDetail, doorName: string): Promise<void> {
    await this.api.post('/admin/door/update', { body: { id: door.id, doorName, cardIds: door.cardIds } });
    await this.load();
  }

  configure(configuring: boolean): void {
    this.#set({ configuring });
  }

  #set(change: Partial<CurrentDoorState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}

export const CurrentDoorId = createServiceId<CurrentDoor>('workspace.CurrentDoor');
