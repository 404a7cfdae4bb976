import type { paths } from '../../../contracts/generated/demoself.ts';
import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { Answer } from '../../http/Answer.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { ClockId, DatabaseId, DemoDataId, DemoRows, SchemaMigrations } from '../../contracts/host.ts';
import { UserDirectoryId } from '../../contracts/org.ts';
import { codedFormRows, WorkflowRuntimeId, type WorkflowActor, workflowModuleRef } from '../../contracts/workflow.ts';
import { ReimbursementDemoSeed } from './ReimbursementDemoSeed.ts';
import { ReimbursementFormCheck } from './ReimbursementFormCheck.ts';
import { ReimbursementForms } from './ReimbursementForms.ts';
import { ReimbursementProcess, type CompleteReimbursementRequest, type StartReimbursementRequest } from './ReimbursementProcess.ts';
import { reimbursementForm } from './ReimbursementFormRows.ts';
import { zhCN } from './zhCN.ts';
import { reimbursementMigration } from './ReimbursementMigration.ts';
import { demoselfModuleRef } from '../../contracts/demoself.ts';

const route = contractRoute<paths>();

function actorOf(call: Pick<ApiCall, 'user'>): WorkflowActor {
  return { userId: call.user.userId, companyId: call.user.companyId, admin: call.user.admin };
}

function reimbursementRoutes(process: ReimbursementProcess): ApiRoute[] {
  return [
    route({
      method: 'POST',
      path: '/demoself/reimbursementForm/operate/startProcessInst',
      handler: async (call: ApiCall<unknown, unknown, StartReimbursementRequest>) => Answer.withMessage(zhCN.success.start, await process.start(call.body, actorOf(call))),
    }),
    route({
      method: 'POST',
      path: '/demoself/reimbursementForm/operate/completeTask',
      handler: async (call: ApiCall<unknown, unknown, CompleteReimbursementRequest>) => {
        await process.complete(call.body, actorOf(call));
        return Answer.withMessage(zhCN.success.complete, true);
      },
    }),
    route({
      method: 'GET',
      path: '/demoself/reimbursementForm/query/selectReimbursementFormById',
      handler: (call: ApiCall<{ businessKey: string }>) => process.view(call.query.businessKey, actorOf(call)),
    }),
  ];
}

/**
 * The second sample business form, 费用报销 (spec part 2 §1 names it): the reimbursement rows,
 * starting and agreeing through the workflow runtime, and on start the demo's 费用报销审批 and
 * its two instances, once.
 */
export const reimbursementModule = definePlugin(() => {
  // Made once, at its first use (this definition serves one server).
  let process: ReimbursementProcess | undefined;
  const processOf = (s: ServiceResolver): ReimbursementProcess =>
    (process ??= new ReimbursementProcess(
      new ReimbursementForms(s.get(DatabaseId).db, s.get(ClockId)),
      new ReimbursementFormCheck(s.get(ClockId)),
      s.get(WorkflowRuntimeId),
      s.get(UserDirectoryId),
    ));
  return {
    id: 'server-reimbursement',
    // After the contract's demo, so the demo's contracts keep their instance order.
    requires: [workflowModuleRef, demoselfModuleRef],
    module(bind) {
      // 费用报销: the reimbursement form and its expense lines.
      bind.contribute(SchemaMigrations, { name: '0015_reimbursement', migration: reimbursementMigration });
      bind.contribute(DemoRows, codedFormRows(reimbursementForm));
      bind.contribute(ApiRoutes, (s) => reimbursementRoutes(processOf(s)));
    },
    async start(context) {
      if (!context.get(DemoDataId).loaded) return;
      const reimbursements = processOf(context);
      await new ReimbursementDemoSeed({
        runtime: context.get(WorkflowRuntimeId),
        users: context.get(UserDirectoryId),
        clock: context.get(ClockId),
        startReimbursement: (form, procDefKey, actor) => reimbursements.start({ startProcessDTO: { procDefKey }, reimbursementFormDTO: form }, actor),
      }).run();
    },
  };
});
