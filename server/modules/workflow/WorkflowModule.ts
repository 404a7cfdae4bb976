import type { Kysely } from 'kysely';
import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { AuditTrailId } from '../../contracts/audit.ts';
import { CandidateDirectoryId, UserDirectoryId } from '../../contracts/org.ts';
import { ClockId, DatabaseId, SchemaMigrations } from '../../contracts/host.ts';
import { DeployFormContextsId, DesignedFormRegistryId, ProcessCentreTotalsId, StartableProcessesId, WorkflowDeployEventsId, WorkflowEventsId, WorkflowHandoverId, WorkflowRuntimeId, type ProcessDeployedEvent, type WorkflowDeployHooks } from '../../contracts/workflow.ts';
import { DesignedFormDefinitionsId, InstanceTitlesId } from '../../contracts/forms.ts';
import { TodoDirectoryId } from '../../contracts/todos.ts';
import { AsyncSeriesHook, tapOnly } from '../../../core/hooks/index.ts';
import { FormRegistry } from './FormRegistry.ts';
import { KyselyEngineStore, ProcessEngine, type EngineDatabase } from '../../engine/index.ts';
import { CompanyFormContexts } from './CompanyFormContexts.ts';
import { CopyRecipients } from './CopyRecipients.ts';
import { EditorNames } from './EditorNames.ts';
import { FormCatalog } from './FormCatalog.ts';
import { InstanceReaders } from './InstanceReaders.ts';
import { InstanceScopes } from './InstanceScopes.ts';
import { ProcessCentreLists } from './ProcessCentreLists.ts';
import { ProcessDefinitions } from './ProcessDefinitions.ts';
import { ProcessList } from './ProcessList.ts';
import { ProcessMonitor } from './ProcessMonitor.ts';
import { TaskHandover } from './TaskHandover.ts';
import { TaskHolders } from './TaskHolders.ts';
import { TaskOperations } from './TaskOperations.ts';
import { TaskQueries } from './TaskQueries.ts';
import { workflowDb, type WorkflowDb } from './WorkflowDatabase.ts';
import { WorkflowEventRelay } from './WorkflowEventRelay.ts';
import { workflowRoutes } from './WorkflowRoutes.ts';
import { EngineDefinitionStateMigration } from '../../engine/EngineDefinitionStateMigration.ts';
import { EngineMigration } from '../../engine/EngineMigration.ts';
import { EngineTaskIndexMigration } from '../../engine/EngineTaskIndexMigration.ts';
import { workflowCopiesMigration } from './WorkflowCopiesMigration.ts';
import { formDefCompanyMigration } from './FormDefCompanyMigration.ts';

const WorkflowDbId = createServiceId<WorkflowDb>('server.workflow.Db');
const ProcessEngineId = createServiceId<ProcessEngine>('server.workflow.ProcessEngine');
const InstanceScopesId = createServiceId<InstanceScopes>('server.workflow.InstanceScopes');
const TaskHoldersId = createServiceId<TaskHolders>('server.workflow.TaskHolders');
const InstanceReadersId = createServiceId<InstanceReaders>('server.workflow.InstanceReaders');
const FormCatalogId = createServiceId<FormCatalog>('server.workflow.FormCatalog');
const ProcessDefinitionsId = createServiceId<ProcessDefinitions>('server.workflow.ProcessDefinitions');
const EditorNamesId = createServiceId<EditorNames>('server.workflow.EditorNames');
const ProcessListId = createServiceId<ProcessList>('server.workflow.ProcessList');
const TaskQueriesId = createServiceId<TaskQueries>('server.workflow.TaskQueries');
const TaskOperationsId = createServiceId<TaskOperations>('server.workflow.TaskOperations');
const ProcessCentreListsId = createServiceId<ProcessCentreLists>('server.workflow.ProcessCentreLists');
const CopyRecipientsId = createServiceId<CopyRecipients>('server.workflow.CopyRecipients');
const WorkflowEventRelayId = createServiceId<WorkflowEventRelay>('server.workflow.EventRelay');
const ProcessMonitorId = createServiceId<ProcessMonitor>('server.workflow.ProcessMonitor');
const DeployHooksId = createServiceId<WorkflowDeployHooks>('server.workflow.DeployHooks');

/**
 * Workflow: the engine over the server's database with the org as its candidate directory,
 * the designer's definitions, the task drawer's queries and actions, the process-centre
 * lists and the form catalogue. Other modules get the engine's events (with each instance's
 * company) through WorkflowEventsId and start or complete tasks through WorkflowRuntimeId.
 */
export const workflowModule = definePlugin(() => ({
  id: 'server-workflow',
  requires: ['server-org', 'server-audit'],
  module(bind) {
    bind.contribute(SchemaMigrations, [
      // The workflow engine's own tables (process definitions, instances, tasks, history).
      { name: '0002_engine', migration: () => EngineMigration },
      // One index for an instance's open tasks (the planner walked all open tasks before).
      { name: '0005_engine_task_index', migration: () => EngineTaskIndexMigration },
      // 抄送: whom each task was copied to (readers of the instance, the 抄送我的 list).
      { name: '0008_workflow_copies', migration: workflowCopiesMigration },
      // A definition version's state: suspended or retired versions start nothing (issue 22 §4).
      { name: '0053_definition_state', migration: () => EngineDefinitionStateMigration },
      // Designed forms (issue 23): a catalogue form may belong to a company; keys are unique per company.
      { name: '0054_form_def_company', migration: formDefCompanyMigration },
    ]);
    bind.factory(WorkflowDbId, (s) => workflowDb(s.get(DatabaseId).db));
    bind.factory(
      ProcessEngineId,
      (s) =>
        new ProcessEngine({
          store: new KyselyEngineStore(s.get(WorkflowDbId) as unknown as Kysely<EngineDatabase>),
          directory: s.get(CandidateDirectoryId),
        }),
    );
    bind.factory(InstanceScopesId, (s) => new InstanceScopes(s.get(WorkflowDbId), s.get(ClockId)));
    bind.factory(TaskHoldersId, (s) => new TaskHolders(s.get(WorkflowDbId)));
    bind.factory(InstanceReadersId, (s) => new InstanceReaders(s.get(WorkflowDbId), s.get(InstanceScopesId), s.get(UserDirectoryId)));
    bind.factory(CopyRecipientsId, (s) => new CopyRecipients(s.get(ClockId)));
    bind.factory(FormCatalogId, (s) => new FormCatalog(s.get(WorkflowDbId)));
    bind.factory(EditorNamesId, (s) => new EditorNames(s.get(UserDirectoryId)));
    bind.factory(DeployHooksId, () => ({ deployed: new AsyncSeriesHook<[ProcessDeployedEvent]>(1) }));
    bind.factory(WorkflowDeployEventsId, (s) => tapOnly(s.get(DeployHooksId)));
    bind.factory(DesignedFormRegistryId, (s) => new FormRegistry(s.get(WorkflowDbId), s.get(ClockId)));
    // The deploy rules' forms: the catalogue's keys, and the designed forms' fields from the forms module (when mounted).
    bind.factory(DeployFormContextsId, (s) => new CompanyFormContexts(s.get(FormCatalogId), s.getOptional(DesignedFormDefinitionsId)));
    bind.factory(
      ProcessDefinitionsId,
      (s) =>
        new ProcessDefinitions(
          s.get(WorkflowDbId),
          s.get(ProcessEngineId),
          s.get(FormCatalogId),
          s.get(EditorNamesId),
          s.get(AuditTrailId),
          s.get(DeployHooksId),
          s.get(DeployFormContextsId),
        ),
    );
    bind.factory(StartableProcessesId, (s) => s.get(ProcessDefinitionsId));
    bind.factory(ProcessListId, (s) => new ProcessList(s.get(WorkflowDbId), s.get(EditorNamesId)));
    bind.factory(TaskQueriesId, (s) => new TaskQueries(s.get(ProcessEngineId), s.get(TaskHoldersId), s.get(FormCatalogId), s.get(InstanceReadersId)));
    bind.factory(
      TaskOperationsId,
      (s) =>
        new TaskOperations(
          s.get(ProcessEngineId),
          s.get(InstanceScopesId),
          s.get(TaskHoldersId),
          s.get(ProcessDefinitionsId),
          s.get(UserDirectoryId),
          s.get(InstanceReadersId),
          s.get(CopyRecipientsId),
          s.get(FormCatalogId),
        ),
    );
    bind.factory(ProcessCentreListsId, (s) => new ProcessCentreLists(s.get(WorkflowDbId), s.get(TodoDirectoryId), s.get(UserDirectoryId), s.get(InstanceTitlesId)));
    bind.factory(
      ProcessMonitorId,
      (s) => new ProcessMonitor(s.get(WorkflowDbId), s.get(ProcessEngineId), s.get(InstanceScopesId), s.get(UserDirectoryId), s.get(EditorNamesId), s.get(AuditTrailId)),
    );
    bind.factory(ProcessCentreTotalsId, (s) => s.get(ProcessCentreListsId));
    bind.factory(WorkflowEventRelayId, (s) => new WorkflowEventRelay(s.get(InstanceScopesId)));
    bind.factory(WorkflowEventsId, (s) => s.get(WorkflowEventRelayId).hooks);
    bind.factory(WorkflowRuntimeId, (s) => s.get(TaskOperationsId));
    // 用户管理's 禁用 (issue 22 §4): the member's open tasks and their handover.
    bind.factory(WorkflowHandoverId, (s) => new TaskHandover(s.get(WorkflowDbId), s.get(ProcessEngineId), s.get(UserDirectoryId), s.get(AuditTrailId)));
    bind.contribute(ApiRoutes, (s) =>
      workflowRoutes({
        definitions: s.get(ProcessDefinitionsId),
        processList: s.get(ProcessListId),
        queries: s.get(TaskQueriesId),
        operations: s.get(TaskOperationsId),
        lists: s.get(ProcessCentreListsId),
        forms: s.get(FormCatalogId),
        monitor: s.get(ProcessMonitorId),
      }),
    );
  },
  setup(context) {
    context.get(WorkflowEventRelayId).install(context.get(ProcessEngineId).hooks);
  },
  async start(context) {
    await context.get(InstanceScopesId).repair();
  },
}));
