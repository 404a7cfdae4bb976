import { lazy } from 'react';
import { MANAGEMENT_MENU_GROUP } from '../../contracts/workbench/Administration.ts';
import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { DesignedFormRendererId } from '../../contracts/workbench/DesignedForms.ts';
import { messagingRef } from '../../contracts/workbench/Messaging.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { WorkspaceOverlayContributions, portalRef } from '../../contracts/workbench/Portal.ts';
import { BusinessFormContributions, PROCESS_CENTRE_MENU_GROUP, TaskDrawerOpenerId, processCentreRef } from '../../contracts/workbench/ProcessCentre.ts';
import { RouteContributions, SideMenuContributions } from '../../contracts/workbench/Routes.ts';
import { TaskDrawerOpenerService, TaskDrawerOpenerServiceId } from './drawer/TaskDrawerOpenerService.ts';
import { TodoCounter, TodoCounterId } from './frame/TodoCounter.ts';
import { MONITOR_PATH, mayMonitor } from './monitor/MonitorApi.ts';
import { monitorRoute, processCentreRoute } from './processCentreRoutes.tsx';
import { menuZhCN } from './menuZhCN.ts';
import { coreHttpRef } from '../../contracts/workbench/Http.ts';

// Loaded with the main layout, not with the login page.
const TaskDrawerHost = lazy(async () => ({ default: (await import('./drawer/TaskDrawerHost.tsx')).TaskDrawerHost }));

/** The contract form's name in the form catalogue (FormRef.formRouter of the seeded form). */
export const AGREEMENT_FORM_ROUTER = 'AgreementForm';
/** The reimbursement form's name in the form catalogue (费用报销表单). */
export const REIMBURSEMENT_FORM_ROUTER = 'ReimbursementForm';
/** Every form designed in 表单管理 (issue 23) has this formRouter: one renderer draws them all from their definitions. */
export const DESIGNED_FORM_ROUTER = 'DesignedForm';

/**
 * The process centre: the create / to-do / done / my-initiated pages with their side menu, the
 * task drawer with its action dialogs, history and status diagram, the sample contract and
 * reimbursement forms, the forms designed in 表单管理 (and their renderer, for the designer's preview), the TaskDrawerOpener other plugins use to open a task from a message, and
 * 流程监控 for the company's administrators (in 管理后台, beside the diagram and history it shows).
 */
export const processCentrePlugin = definePlugin(() => {
  const opener = new TaskDrawerOpenerService();
  return {
    id: processCentreRef.id,
    // The portal supplies the notifier, the main layout and its top bar; messaging the to-do pushes.
    requires: [coreHttpRef, portalRef, messagingRef],
    module(bind) {
      bind.value(TaskDrawerOpenerId, opener);
      bind.value(TaskDrawerOpenerServiceId, opener);
      bind.factory(TodoCounterId, (services) => new TodoCounter(services.get(ApiClientId)));
      bind.contribute(RouteContributions, processCentreRoute);
      const menu = [
        { path: '/process/todo', label: menuZhCN.todo, badge: 'todo' },
        { path: '/process/done', label: menuZhCN.done },
        { path: '/process/my', label: menuZhCN.my },
        { path: '/process/copied', label: menuZhCN.copied },
      ];
      menu.forEach((entry, order) => bind.contribute(SideMenuContributions, { group: PROCESS_CENTRE_MENU_GROUP, order, ...entry }));
      // 流程监控 (issue 22 §4) is a page of 管理后台, after the designer's 流程管理, for whoever may call it.
      bind.contribute(RouteContributions, monitorRoute);
      bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: MONITOR_PATH, label: menuZhCN.monitor, order: 11, visible: (info) => mayMonitor(info) });
      bind.contribute(BusinessFormContributions, {
        formRouter: AGREEMENT_FORM_ROUTER,
        plugin: 'process-centre',
        load: async () => ({ default: (await import('./contract/ContractForm.tsx')).ContractForm }),
        loadRecord: async (api, { businessKey }) =>
          businessKey ? (await api.get('/demoself/agreementForm/query/selectAgreementFormById', { query: { businessKey } })).data : null,
      });
      bind.contribute(BusinessFormContributions, {
        formRouter: REIMBURSEMENT_FORM_ROUTER,
        plugin: 'process-centre',
        // 报销事由 is rich text: the editor's code comes with the form's, not after it has drawn.
        load: async () => {
          const editor = import('../../core/ui/rich-text/TiptapEditorCode.ts').then(({ TiptapEditorCode }) => TiptapEditorCode.load());
          const [module] = await Promise.all([import('./reimbursement/ReimbursementForm.tsx'), editor]);
          return { default: module.ReimbursementForm };
        },
        loadRecord: async (api, { businessKey }) =>
          businessKey ? (await api.get('/demoself/reimbursementForm/query/selectReimbursementFormById', { query: { businessKey } })).data : null,
      });
      bind.contribute(BusinessFormContributions, {
        formRouter: DESIGNED_FORM_ROUTER,
        plugin: 'process-centre',
        load: async () => ({ default: (await import('./designed/DesignedForm.tsx')).DesignedForm }),
        // The version's definition and, for an instance, its values and the caller's rules at the node; a start form has no values.
        loadRecord: async (api, { businessKey, taskId, procDefKey, procDefId }) =>
          businessKey
            ? (await api.get('/form/designed/query/byBusinessKey', { query: { businessKey, taskId: taskId ?? undefined } })).data
            : (await api.get('/form/designed/query/startForm', { query: { procDefKey, procDefId: procDefId ?? undefined } })).data,
      });
      // The designer's preview draws its form with the same renderer, loaded with the page that shows it.
      bind.value(DesignedFormRendererId, { load: async () => (await import('./designed/DesignedFormRenderer.tsx')).DesignedFormRenderer });
      // Invisible until a message opens a task; the drawer itself is a portal over the page.
      bind.contribute(WorkspaceOverlayContributions, { plugin: 'process-centre', component: TaskDrawerHost });
    },
    setup(context) {
      // Every to-do the server adds or closes for this user, whoever acted and in whichever
      // tab, arrives as a push the messaging plugin announces: the badge and the 我的待办 list
      // follow that alone.
      const todos = context.get(TodoCounterId);
      context.contract(messagingRef).hooks.todoChanged.tap('process-centre:todoBadge', () => todos.pushed());
    },
  };
});
