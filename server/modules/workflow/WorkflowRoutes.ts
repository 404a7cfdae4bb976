import type { paths } from '../../../contracts/generated/workflow.ts';
import { Answer } from '../../http/Answer.ts';
import type { ApiCall, ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import type { AuditActor } from '../../contracts/audit.ts';
import type { WorkflowActor } from '../../contracts/workflow.ts';
import type { FormCatalog } from './FormCatalog.ts';
import type { ListQuery, ProcessCentreLists } from './ProcessCentreLists.ts';
import type { ProcessDefinitions } from './ProcessDefinitions.ts';
import type { ProcessList, ProcessListQuery } from './ProcessList.ts';
import type { MonitorQuery, ProcessMonitor } from './ProcessMonitor.ts';
import type { AddSignRequest, CopyRequest, DelegateRequest, RejectRequest, TaskOperations, TerminateRequest } from './TaskOperations.ts';
import type { TaskQueries } from './TaskQueries.ts';
import { zhCN } from './zhCN.ts';

const route = contractRoute<paths>();

export interface WorkflowServices {
  definitions: ProcessDefinitions;
  processList: ProcessList;
  queries: TaskQueries;
  operations: TaskOperations;
  lists: ProcessCentreLists;
  forms: FormCatalog;
  monitor: ProcessMonitor;
}

interface DefinitionBody {
  processDefinitionKey: string;
  processName: string;
  bpmnData: string;
  source?: string | null;
  baseVersion?: number | null;
  baseDraftTime?: string | null;
  overwrite?: boolean;
}

/** The administrator at the designer or 流程监控, for the audit log. */
function auditActorOf(call: ApiCall<unknown, unknown, unknown>): AuditActor {
  return { principal: call.user, address: call.request.ip, userAgent: call.headers['user-agent'] };
}

function actorOf(call: Pick<ApiCall, 'user'>): WorkflowActor {
  return { userId: call.user.userId, companyId: call.user.companyId, admin: call.user.admin };
}

/** The workflow service's operations (contracts/openapi/workflow.yaml), one handler each. */
export function workflowRoutes({ definitions, processList, queries, operations, lists, forms, monitor }: WorkflowServices): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/workflow/runtime/query/getMessageProcessInfo',
      handler: (call: ApiCall<{ procInstId: string; taskId?: string }>) => queries.processInfo(call.query.procInstId, call.query.taskId || undefined, actorOf(call)),
    }),
    route({
      method: 'GET',
      path: '/workflow/runtime/query/procDefConfForHandleTask',
      handler: async (call: ApiCall<{ procDefId: string; taskDefKey: string; buttonFlag?: string; taskId?: string }>) => {
        await definitions.assertOwned(call.query.procDefId, call.user.companyId);
        const { procDefId, taskDefKey, buttonFlag, taskId } = call.query;
        return taskId ? queries.heldTaskConfig(procDefId, taskDefKey, taskId, call.user) : queries.handleConfig(procDefId, taskDefKey, buttonFlag);
      },
    }),
    route({
      method: 'GET',
      path: '/workflow/runtime/query/procDefConfForStartProcessInst',
      handler: (call: ApiCall<{ procDefKey: string }>) => queries.startConfig(call.query.procDefKey, call.user.companyId),
    }),
    route({
      method: 'GET',
      path: '/workflow/runtime/query/listJumpTarget',
      handler: (call: ApiCall<{ procInstId: string; taskDefKey: string }>) => queries.jumpTargets(call.query.procInstId, call.query.taskDefKey, actorOf(call)),
    }),
    route({ method: 'GET', path: '/workflow/runtime/query/myTodoPage', handler: (call: ApiCall<ListQuery>) => lists.todo(actorOf(call), call.query) }),
    route({
      method: 'POST',
      path: '/workflow/runtime/operate/delegate',
      handler: async (call: ApiCall<unknown, unknown, DelegateRequest>) => {
        await operations.delegate(call.body, actorOf(call));
        return Answer.withMessage(zhCN.success.delegate, true);
      },
    }),
    route({
      method: 'POST',
      path: '/workflow/runtime/operate/addSignForMultiInstTask',
      handler: async (call: ApiCall<unknown, unknown, AddSignRequest>) => {
        await operations.addSign(call.body, actorOf(call));
        return Answer.withMessage(zhCN.success.addSign, true);
      },
    }),
    route({
      method: 'POST',
      path: '/workflow/runtime/operate/copy',
      handler: async (call: ApiCall<unknown, unknown, CopyRequest>) => {
        await operations.copy(call.body, actorOf(call));
        return Answer.withMessage(zhCN.success.copy, true);
      },
    }),
    route({
      method: 'POST',
      path: '/workflow/runtime/operate/reject',
      handler: async (call: ApiCall<unknown, unknown, RejectRequest>) => {
        await operations.reject(call.body, actorOf(call));
        return Answer.withMessage(zhCN.success.reject, true);
      },
    }),
    route({
      method: 'POST',
      path: '/workflow/runtime/operate/terminate',
      handler: async (call: ApiCall<unknown, unknown, TerminateRequest>) => {
        await operations.terminate({ ...call.body, actor: actorOf(call) });
        return Answer.withMessage(zhCN.success.terminate, true);
      },
    }),
    route({
      method: 'POST',
      path: '/workflow/runtime/operate/withdraw',
      handler: async (call: ApiCall<unknown, unknown, { procInstId: string; comment?: string }>) => {
        await operations.withdraw(call.body, actorOf(call));
        return Answer.withMessage(zhCN.success.withdraw, true);
      },
    }),
    route({ method: 'GET', path: '/workflow/monitor/instancePage', handler: (call: ApiCall<MonitorQuery>) => monitor.instances(call.user.companyId, call.query) }),
    route({
      method: 'POST',
      path: '/workflow/monitor/terminate',
      handler: async (call: ApiCall<unknown, unknown, { procInstId: string; comment: string }>) => {
        await monitor.terminate(call.body, actorOf(call), auditActorOf(call));
        return Answer.withMessage(zhCN.success.terminate, true);
      },
    }),
    route({
      method: 'POST',
      path: '/workflow/monitor/reassign',
      handler: async (call: ApiCall<unknown, unknown, { taskId: string; userId: number; comment: string }>) => {
        await monitor.reassign(call.body, actorOf(call), auditActorOf(call));
        return Answer.withMessage(zhCN.success.reassign, true);
      },
    }),
    route({
      method: 'GET',
      path: '/workflow/monitor/definitionPage',
      handler: (call: ApiCall<{ current: number; size: number; processName?: string }>) => monitor.definitions(call.user.companyId, call.query),
    }),
    route({
      method: 'POST',
      path: '/workflow/monitor/definitionState',
      handler: async (call: ApiCall<unknown, unknown, { procDefId: string; state: 'active' | 'suspended' | 'retired' }>) => {
        await monitor.setDefinitionState(call.body, actorOf(call), auditActorOf(call));
        return Answer.withMessage(zhCN.success.definitionState[call.body.state], true);
      },
    }),
    route({ method: 'GET', path: '/workflow/history/list', handler: (call: ApiCall<{ procInstId: string }>) => queries.history(call.query.procInstId, actorOf(call)) }),
    route({
      method: 'GET',
      path: '/workflow/history/diagram',
      handler: (call: ApiCall<{ procInstId: string; procDefId: string }>) => queries.diagram(call.query.procInstId, call.query.procDefId, actorOf(call)),
    }),
    route({ method: 'GET', path: '/workflow/history/query/myDonePage', handler: (call: ApiCall<ListQuery>) => lists.done(actorOf(call), call.query) }),
    route({ method: 'GET', path: '/workflow/history/query/myStartedPage', handler: (call: ApiCall<ListQuery>) => lists.started(actorOf(call), call.query) }),
    route({ method: 'GET', path: '/workflow/history/query/myCopiedPage', handler: (call: ApiCall<ListQuery>) => lists.copied(actorOf(call), call.query) }),
    route({
      method: 'GET',
      path: '/workflow/processDef',
      handler: (call: ApiCall<{ processDefKey: string; version?: number }>) => definitions.deployed(call.query.processDefKey, call.user.companyId, call.query.version),
    }),
    route({ method: 'GET', path: '/workflow/processDef/draft', handler: (call: ApiCall<{ processDefKey: string }>) => definitions.draft(call.query.processDefKey, call.user.companyId) }),
    route({
      method: 'POST',
      path: '/workflow/processDef/draft',
      handler: async (call: ApiCall<unknown, unknown, DefinitionBody>) => {
        // A draft has no source: only a deploy from the draft names it.
        await definitions.saveDraft({ ...call.body, source: undefined, userId: call.user.userId, companyId: call.user.companyId, actor: auditActorOf(call) });
        return Answer.withMessage(zhCN.success.saveDraft, true);
      },
    }),
    route({
      method: 'POST',
      path: '/workflow/processDef/draft/delete',
      handler: async (call: ApiCall<unknown, unknown, { processDefinitionKey: string }>) => {
        await definitions.deleteDraft(call.body.processDefinitionKey, call.user.companyId, auditActorOf(call));
        return Answer.withMessage(zhCN.success.deleteDraft, true);
      },
    }),
    route({ method: 'GET', path: '/workflow/processDef/page', handler: (call: ApiCall<ProcessListQuery>) => processList.page(call.user.companyId, call.query) }),
    route({
      method: 'GET',
      path: '/workflow/processDef/versions',
      handler: (call: ApiCall<{ processDefKey: string }>) => processList.versions(call.query.processDefKey, call.user.companyId),
    }),
    route({
      method: 'POST',
      path: '/workflow/processDef/checkKey',
      handler: async (call: ApiCall<unknown, unknown, { processDefinitionKey: string; processName: string }>) => {
        await definitions.checkNewKey(call.body.processDefinitionKey, call.user.companyId);
        return true;
      },
    }),
    route({ method: 'GET', path: '/workflow/processDef/startableList', handler: (call: ApiCall) => definitions.startable(call.user.companyId) }),
    route({
      method: 'POST',
      path: '/workflow/processDef/deploy',
      handler: async (call: ApiCall<unknown, unknown, DefinitionBody>) => {
        const result = await definitions.deploy({ ...call.body, userId: call.user.userId, companyId: call.user.companyId, actor: auditActorOf(call) });
        return result.success ? Answer.withMessage(zhCN.success.deploy, result) : result;
      },
    }),
    route({
      method: 'POST',
      path: '/workflow/processDef/checkBpmnXml',
      handler: (call: ApiCall<unknown, unknown, { newId: string; newName: string; xml: string }>) => definitions.checkBpmnXml(call.body),
    }),
    route({
      method: 'GET',
      path: '/workflow/formDef/list',
      handler: (call: ApiCall<{ current: number; size: number; formName?: string }>) => forms.page(call.user.companyId, call.query),
    }),
    route({ method: 'GET', path: '/workflow/formItem/listByFormId/{id}', handler: (call: ApiCall<unknown, { id: number }>) => forms.items(Number(call.params.id), call.user.companyId) }),
  ];
}
