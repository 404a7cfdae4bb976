import type { paths } from '../../../contracts/generated/application.ts';
import type { ApiCall, ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import type { CentreSubmodules } from './CentreSubmodules.ts';
import type { WorkbenchApplications } from './WorkbenchApplications.ts';

const route = contractRoute<paths>();

/** The operations of contracts/openapi/application.yaml. */
export function applicationRoutes(apps: WorkbenchApplications, submodules: CentreSubmodules): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/application/appIns/list', handler: (call: ApiCall<{ applicationName?: string }>) => apps.list(call.user, call.query.applicationName) }),
    route({ method: 'GET', path: '/application/appIns/trueUrl', handler: (call: ApiCall<{ appinsId: number }>) => apps.trueUrl(call.user, call.query.appinsId) }),
    route({ method: 'GET', path: '/application/appIns/selfAppMenu', handler: (call: ApiCall<{ appinsId: number }>) => apps.selfAppMenu(call.user, call.query.appinsId) }),
    route({ method: 'POST', path: '/application/appIns/changeSort', handler: (call: ApiCall<unknown, unknown, { ids: number[] }>) => apps.sort(call.user, call.body.ids) }),
    route({
      method: 'POST',
      path: '/application/appCommonUse',
      handler: (call: ApiCall<unknown, unknown, { appinsId: number; commonUse: boolean }>) => apps.markCommonUse(call.user, call.body.appinsId, call.body.commonUse),
    }),
    route({ method: 'GET', path: '/application/submodule/centerList', handler: (call: ApiCall<{ name?: string }>) => submodules.list(call.user, call.query.name) }),
    route({ method: 'POST', path: '/application/submodule/changeSort', handler: (call: ApiCall<unknown, unknown, { ids: number[] }>) => submodules.sort(call.user, call.body.ids) }),
    route({
      method: 'POST',
      path: '/application/appCommonUse/submodule',
      handler: (call: ApiCall<unknown, unknown, { submoduleId: number; commonUse: boolean }>) =>
        submodules.markCommonUse(call.user, call.body.submoduleId, call.body.commonUse),
    }),
  ];
}
