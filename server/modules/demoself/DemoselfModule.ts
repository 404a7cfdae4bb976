import type { paths } from '../../../contracts/generated/demoself.ts';
import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { Answer } from '../../http/Answer.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { ClockId, DatabaseId, DemoDataId, DemoRows } from '../../contracts/host.ts';
import { UserDirectoryId } from '../../contracts/org.ts';
import { codedFormRows, WorkflowRuntimeId, type WorkflowActor, workflowModuleRef } from '../../contracts/workflow.ts';
import { agreementForm } from './AgreementFormRows.ts';
import { AgreementFormCheck } from './AgreementFormCheck.ts';
import { AgreementForms } from './AgreementForms.ts';
import { AgreementProcess, type CompleteAgreementRequest, type StartAgreementRequest } from './AgreementProcess.ts';
import { WorkflowDemoSeed } from './WorkflowDemoSeed.ts';
import { zhCN } from './zhCN.ts';
import { demoselfModuleRef } from '../../contracts/demoself.ts';

const route = contractRoute<paths>();


function actorOf(call: Pick<ApiCall, 'user'>): WorkflowActor {
  return { userId: call.user.userId, companyId: call.user.companyId, admin: call.user.admin };
}

function demoselfRoutes(process: AgreementProcess): ApiRoute[] {
  return [
    route({
      method: 'POST',
      path: '/demoself/agreementForm/operate/startProcessInst',
      handler: async (call: ApiCall<unknown, unknown, StartAgreementRequest>) => Answer.withMessage(zhCN.success.start, await process.start(call.body, actorOf(call))),
    }),
    route({
      method: 'POST',
      path: '/demoself/agreementForm/operate/completeTask',
      handler: async (call: ApiCall<unknown, unknown, CompleteAgreementRequest>) => {
        await process.complete(call.body, actorOf(call));
        return Answer.withMessage(zhCN.success.complete, true);
      },
    }),
    route({
      method: 'GET',
      path: '/demoself/agreementForm/query/selectAgreementFormById',
      handler: (call: ApiCall<{ businessKey: string }>) => process.view(call.query.businessKey, actorOf(call)),
    }),
  ];
}

/**
 * The sample business form (contract approval): the contract rows, starting and agreeing
 * through the workflow runtime, and on start the demo's contract approval process and
 * instances (WorkflowDemoSeed), once.
 */
/** The 合同审批 form's process over the host's database and the workflow's runtime. */
function agreementProcess(s: ServiceResolver): AgreementProcess {
  return new AgreementProcess(new AgreementForms(s.get(DatabaseId).db, s.get(ClockId)), new AgreementFormCheck(), s.get(WorkflowRuntimeId));
}

export const demoselfModule = definePlugin(() => ({
  id: demoselfModuleRef.id,
  requires: [workflowModuleRef],
  module(bind) {
    bind.contribute(DemoRows, codedFormRows(agreementForm));
    bind.contribute(ApiRoutes, (s) => demoselfRoutes(agreementProcess(s)));
  },
  async start(context) {
    if (!context.get(DemoDataId).loaded) return;
    const process = agreementProcess(context);
    await new WorkflowDemoSeed({
      runtime: context.get(WorkflowRuntimeId),
      users: context.get(UserDirectoryId),
      startAgreement: (form, procDefKey, actor) => process.start({ startProcessDTO: { procDefKey }, agreementFormDTO: form }, actor),
    }).run();
  },
}));
