import type { Insertable } from 'kysely';
import type { DemoRowSet } from '../../contracts/host.ts';
import type { DoorTable } from './DoorTables.ts';

export const demoDoors: Insertable<DoorTable>[] = [
  { id: 1, door_name: '默认门户', sort: 1 },
  { id: 2, door_name: '办公门户', sort: 2 },
  { id: 3, door_name: '教育门户', sort: 3 },
];

/** Every install's: the shared portals the home page opens in (a user without one has no home page). */
export const doorDemoRows: DemoRowSet = { table: 'door', rows: demoDoors, numbered: true, essential: true };
