import type { Insertable } from 'kysely';
import type { DemoRowSet } from '../../contracts/host.ts';
import type { DoorTable } from './DoorTables.ts';

/** 办公门户: the desk's day — 待办事项, 未读消息, 通知公告, 今日日程 (issue 26: the three portals differ). */
export const OFFICE_CARDS = '1,2,5,3';
/** 教育门户: a school's board — 通知公告, 今日日程, 常用应用. */
export const EDUCATION_CARDS = '5,3,4';

export const demoDoors: Insertable<DoorTable>[] = [
  { id: 1, door_name: '默认门户', sort: 1, card_ids: null },
  { id: 2, door_name: '办公门户', sort: 2, card_ids: OFFICE_CARDS },
  { id: 3, door_name: '教育门户', sort: 3, card_ids: EDUCATION_CARDS },
];

/** Every install's: the shared portals the home page opens in (a user without one has no home page). */
export const doorDemoRows: DemoRowSet = { table: 'door', rows: demoDoors, numbered: true, essential: true };
