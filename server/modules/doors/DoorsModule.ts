import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { DatabaseId, SchemaMigrations, DemoRows } from '../../contracts/host.ts';
import { Doors, type DoorSave } from './Doors.ts';
import { cardsByIds } from './HomeCards.ts';
import { doorsMigration } from './DoorsMigration.ts';
import { doorCardsMigration } from './DoorCardsMigration.ts';
import { doorDemoRows } from './DoorDemoRows.ts';

const route = contractRoute<paths>();


/** Every route acts for the caller alone: their portals, their cards, their current one. */
function doorRoutes(doors: Doors): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/admin/door/getDoorList', handler: (call: ApiCall) => doors.list(call.user.userId) }),
    route({ method: 'GET', path: '/admin/door/getDoor', handler: (call: ApiCall) => doors.current(call.user.userId) }),
    route({
      method: 'GET',
      path: '/admin/door/getByChangeId/{id}',
      handler: (call: ApiCall<unknown, { id: number }>) => doors.change(call.user.userId, Number(call.params.id)),
    }),
    route({ method: 'GET', path: '/admin/door/configDoor', handler: (call: ApiCall) => doors.config(call.user.userId) }),
    route({ method: 'POST', path: '/admin/door/insert', handler: (call: ApiCall<unknown, unknown, DoorSave>) => doors.insert(call.user.userId, call.body) }),
    route({ method: 'POST', path: '/admin/door/update', handler: (call: ApiCall<unknown, unknown, DoorSave>) => doors.update(call.user.userId, call.body) }),
    route({ method: 'POST', path: '/admin/card/getCardListByIds', handler: (call: ApiCall<unknown, unknown, { cardIds: number[] }>) => cardsByIds(call.body.cardIds) }),
  ];
}

/** Personal portals. */
export const doorsModule = definePlugin(() => ({
  id: 'server-doors',
  module(bind) {
    // 首页: personal portals per user (their cards and order, the current one).
    bind.contribute(SchemaMigrations, [
      { name: '0012_home', migration: () => doorsMigration },
      // The shared portals' own cards (issue 26).
      { name: '0065_door_cards', migration: () => doorCardsMigration },
    ]);
    bind.contribute(DemoRows, doorDemoRows);
    bind.contribute(ApiRoutes, (s) => doorRoutes(new Doors(s.get(DatabaseId).db)));
  },
}));
