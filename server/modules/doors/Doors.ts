import type { Db } from '../../db/Database.ts';

export interface DoorView {
  id: number;
  doorName: string;
}

/** Personal portals (doors) a user may switch between. */
export class Doors {
  constructor(private readonly db: Db) {}

  async list(): Promise<DoorView[]> {
    return this.db.selectFrom('door').select(['id', 'door_name as doorName']).orderBy('sort').orderBy('id').execute();
  }
}
