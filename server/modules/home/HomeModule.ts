import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { ProcessCentreTotalsId, workflowModuleRef } from '../../contracts/workflow.ts';
import { UnreadMessagesId } from '../../contracts/messages.ts';
import { HomeCounters } from './HomeCounters.ts';

const route = contractRoute<paths>();


function homeRoutes(counters: HomeCounters): ApiRoute[] {
  const count = (call: ApiCall) => counters.count(call.user.userId, call.user.companyId);
  return [
    route({ method: 'GET', path: '/admin/home/front/count', handler: count }),
    route({ method: 'GET', path: '/admin/home/front/msgCount', handler: count }),
  ];
}

/** Home page counters (messages, to-dos, done, created). */
export const homeModule = definePlugin(() => ({
  id: 'server-home',
  requires: [workflowModuleRef],
  module(bind) {
    bind.contribute(ApiRoutes, (s) => homeRoutes(new HomeCounters(s.get(UnreadMessagesId), s.get(ProcessCentreTotalsId))));
  },
}));
