import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiRoute } from '../../app/ApiRoutes.ts';
import { DatabaseId } from '../../app/ServerContracts.ts';
import { Doors } from './Doors.ts';

const DoorsId = createServiceId<Doors>('server.doors.Doors');

function doorRoutes(doors: Doors): ApiRoute[] {
  return [{ method: 'GET', path: '/admin/door/getDoorList', handler: () => doors.list() }];
}

/** Personal portals. */
export const doorsModule = definePlugin(() => ({
  id: 'server-doors',
  module(bind) {
    bind.factory(DoorsId, (s) => new Doors(s.get(DatabaseId).db));
    bind.contribute(ApiRoutes, (s) => doorRoutes(s.get(DoorsId)));
  },
}));
