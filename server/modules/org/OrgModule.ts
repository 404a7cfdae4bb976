import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../app/ApiRoutes.ts';
import { ClockId, DatabaseId, UserDirectoryId } from '../../app/ServerContracts.ts';
import { OrgDirectory } from './OrgDirectory.ts';

const OrgDirectoryId = createServiceId<OrgDirectory>('server.org.OrgDirectory');

function orgRoutes(directory: OrgDirectory): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/admin/addressBook/dept/companysAndTodo',
      handler: (call: ApiCall) => directory.companiesWithTodo(call.user.userId),
    },
  ];
}

/** Companies, departments, users, tags and roles; provides the UserDirectory to other modules. */
export const orgModule = definePlugin(() => ({
  id: 'server-org',
  module(bind) {
    bind.factory(OrgDirectoryId, (s) => new OrgDirectory(s.get(DatabaseId).db, s.get(ClockId)));
    bind.factory(UserDirectoryId, (s) => s.get(OrgDirectoryId));
    bind.contribute(ApiRoutes, (s) => orgRoutes(s.get(OrgDirectoryId)));
  },
}));
