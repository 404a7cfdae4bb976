import type { paths } from '../../../contracts/generated/form.ts';
import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { Answer } from '../../http/Answer.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { AuditTrailId, auditModuleRef } from '../../contracts/audit.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { SchemaMigrations, ClockId, DatabaseId } from '../../contracts/host.ts';
import { DesignedFormDefinitionsId, InstanceTitlesId } from '../../contracts/forms.ts';
import { DesignedFormRegistryId, WorkflowDeployEventsId, WorkflowRuntimeId, type WorkflowActor, workflowModuleRef } from '../../contracts/workflow.ts';
import { DictionaryItemsId, dictModuleRef } from '../../contracts/dict.ts';
import { UserDirectoryId } from '../../contracts/org.ts';
import { DesignedFormProcess, type DesignedFormCompleteRequest, type DesignedFormStartRequest } from './DesignedFormProcess.ts';
import { DesignedForms, type FormCopyRequest, type FormCreateRequest, type FormEditor, type FormExportView, type FormUpdateRequest } from './DesignedForms.ts';
import { DesignedFormValues } from './DesignedFormValues.ts';
import { FormPins } from './FormPins.ts';
import { formsMigration } from './FormsMigration.ts';
import { zhCN } from './zhCN.ts';

const route = contractRoute<paths>();


function actorOf(call: Pick<ApiCall, 'user'>): WorkflowActor {
  return { userId: call.user.userId, companyId: call.user.companyId, admin: call.user.admin };
}

function editorOf(call: ApiCall<unknown, unknown, unknown>): FormEditor {
  return { userId: call.user.userId, companyId: call.user.companyId, audit: { principal: call.user, address: call.request.ip, userAgent: call.headers['user-agent'] } };
}

type Id = { id: number };

function formsRoutes(forms: DesignedForms, process: DesignedFormProcess): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/form/design/page',
      handler: (call: ApiCall<{ current: number; size: number; formName?: string }>) => forms.page(call.user.companyId, call.query),
    }),
    route({
      method: 'POST',
      path: '/form/design',
      handler: async (call: ApiCall<unknown, unknown, FormCreateRequest>) => Answer.withMessage(zhCN.success.create, await forms.create(editorOf(call), call.body)),
    }),
    route({
      method: 'POST',
      path: '/form/design/import',
      handler: async (call: ApiCall<unknown, unknown, FormExportView>) => Answer.withMessage(zhCN.success.import, await forms.create(editorOf(call), call.body, { action: 'import' })),
    }),
    route({ method: 'GET', path: '/form/design/{id}', handler: (call: ApiCall<unknown, Id>) => forms.detail(call.user.companyId, Number(call.params.id)) }),
    route({
      method: 'PUT',
      path: '/form/design/{id}',
      handler: async (call: ApiCall<unknown, Id, FormUpdateRequest>) => Answer.withMessage(zhCN.success.update, await forms.update(editorOf(call), Number(call.params.id), call.body)),
    }),
    route({
      method: 'DELETE',
      path: '/form/design/{id}',
      handler: async (call: ApiCall<unknown, Id>) => {
        await forms.remove(editorOf(call), Number(call.params.id));
        return Answer.withMessage(zhCN.success.delete, true);
      },
    }),
    route({
      method: 'POST',
      path: '/form/design/{id}/copy',
      handler: async (call: ApiCall<unknown, Id, FormCopyRequest>) => Answer.withMessage(zhCN.success.copy, await forms.copy(editorOf(call), Number(call.params.id), call.body)),
    }),
    route({ method: 'GET', path: '/form/design/{id}/versions', handler: (call: ApiCall<unknown, Id>) => forms.versions(call.user.companyId, Number(call.params.id)) }),
    route({
      method: 'GET',
      path: '/form/design/{id}/versions/{version}',
      handler: (call: ApiCall<unknown, Id & { version: number }>) => forms.version(call.user.companyId, Number(call.params.id), Number(call.params.version)),
    }),
    route({ method: 'GET', path: '/form/design/{id}/export', handler: (call: ApiCall<unknown, Id>) => forms.export(call.user.companyId, Number(call.params.id)) }),
    route({
      method: 'POST',
      path: '/form/designed/operate/startProcessInst',
      handler: async (call: ApiCall<unknown, unknown, DesignedFormStartRequest>) => Answer.withMessage(zhCN.success.start, await process.start(call.body, actorOf(call))),
    }),
    route({
      method: 'POST',
      path: '/form/designed/operate/completeTask',
      handler: async (call: ApiCall<unknown, unknown, DesignedFormCompleteRequest>) => {
        await process.complete(call.body, actorOf(call));
        return Answer.withMessage(zhCN.success.complete, true);
      },
    }),
    route({
      method: 'GET',
      path: '/form/designed/query/startForm',
      handler: (call: ApiCall<{ procDefKey: string; procDefId?: string }>) => process.startView(call.query.procDefKey, call.query.procDefId || undefined, actorOf(call)),
    }),
    route({
      method: 'GET',
      path: '/form/designed/query/byBusinessKey',
      handler: (call: ApiCall<{ businessKey: string; taskId?: string }>) => process.view(call.query.businessKey, call.query.taskId || undefined, actorOf(call)),
    }),
  ];
}

/**
 * Designed forms (issue 23): 表单管理 (a company's forms and their versions), the deploy pins
 * (a definition keeps the form version it was deployed with), and starting, completing and
 * reading processes whose form is a designed one, checked by contracts/forms. The catalogue
 * entries processes bind are the workflow's (DesignedFormRegistryId); the lists read the
 * instances' titles from here (InstanceTitlesId).
 */
export const formsModule = definePlugin(() => ({
  id: 'server-forms',
  requires: [workflowModuleRef, auditModuleRef, dictModuleRef],
  module(bind) {
    // Designed forms: versions, deploy pins and each instance's values.
    bind.contribute(SchemaMigrations, { name: '0055_forms', migration: formsMigration });
    // One of each per container, made when first asked for (the workflow reads the definitions while its own services are made): the faces and the routes share them.
    let forms: DesignedForms | undefined;
    let values: DesignedFormValues | undefined;
    const formsOf = (s: ServiceResolver) => (forms ??= new DesignedForms(s.get(DatabaseId).db, s.get(DesignedFormRegistryId), s.get(UserDirectoryId), s.get(AuditTrailId), s.get(ClockId)));
    const valuesOf = (s: ServiceResolver) => (values ??= new DesignedFormValues(s.get(DatabaseId).db, s.get(ClockId)));
    // The deploy rules (FORM_NOT_FOUND, CONDITION_VARIABLE_UNKNOWN) read the designed forms' fields (the workflow's CompanyFormContexts).
    bind.factory(DesignedFormDefinitionsId, formsOf);
    bind.factory(InstanceTitlesId, valuesOf);
    bind.contribute(ApiRoutes, (s) => {
      const pins = new FormPins(s.get(DatabaseId).db, s.get(ClockId));
      const process = new DesignedFormProcess(formsOf(s), s.get(DesignedFormRegistryId), pins, valuesOf(s), s.get(WorkflowRuntimeId), s.get(DictionaryItemsId), s.get(ClockId));
      return formsRoutes(formsOf(s), process);
    });
  },
  setup(context) {
    const pins = new FormPins(context.get(DatabaseId).db, context.get(ClockId));
    context.get(WorkflowDeployEventsId).deployed.tapPromise('server-forms:pin', (event) => pins.record(event));
  },
}));
