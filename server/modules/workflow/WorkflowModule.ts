import type { Kysely } from 'kysely';
import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { AuditTrailId, auditModuleRef } from '../../contracts/audit.ts';
import { CandidateDirectoryId, UserDirectoryId, orgModuleRef } from '../../contracts/org.ts';
import { ClockId, DatabaseId, MetricsRegistryId, SchemaMigrations, ServerLogId } from '../../contracts/host.ts';
import {
  DeployFormContextsId,
  DesignedFormRegistryId,
  ProcessCentreTotalsId,
  StartableProcessesId,
  WorkflowDeployEventsId,
  WorkflowEventsId,
  WorkflowHandoverId,
  WorkflowRuntimeId,
  type DeployFormContexts,
  type ProcessDeployedEvent,
  type WorkflowDeployHooks,
  workflowModuleRef,
} from '../../contracts/workflow.ts';
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
import { WorkflowMetrics } from './WorkflowMetrics.ts';
import { EngineDefinitionStateMigration } from '../../engine/EngineDefinitionStateMigration.ts';
import { EngineMigration } from '../../engine/EngineMigration.ts';
import { EngineTaskIndexMigration } from '../../engine/EngineTaskIndexMigration.ts';
import { workflowCopiesMigration } from './WorkflowCopiesMigration.ts';
import { formDefCompanyMigration } from './FormDefCompanyMigration.ts';

/** The workflow's own objects, wired by hand: the container holds only its faces (contracts/workflow). */
interface WorkflowParts {
  db: WorkflowDb;
  engine: ProcessEngine;
  scopes: InstanceScopes;
  forms: FormCatalog;
  deployHooks: WorkflowDeployHooks;
  definitions: ProcessDefinitions;
  processList: ProcessList;
  queries: TaskQueries;
  operations: TaskOperations;
  lists: ProcessCentreLists;
  monitor: ProcessMonitor;
  relay: WorkflowEventRelay;
}

function workflowParts(s: ServiceResolver): WorkflowParts {
  const db = workflowDb(s.get(DatabaseId).db);
  const clock = s.get(ClockId);
  const users = s.get(UserDirectoryId);
  const audit = s.get(AuditTrailId);
  const metrics = new WorkflowMetrics(s.get(MetricsRegistryId), db);
  const engine = new ProcessEngine({
    store: new KyselyEngineStore(db as unknown as Kysely<EngineDatabase>),
    directory: s.get(CandidateDirectoryId),
    onCommand: metrics.commandEnded,
    onHookError: (error, hook) => s.get(ServerLogId).error('engine', `钩子 ${hook} 执行失败：`, error),
  });
  const scopes = new InstanceScopes(db, clock);
  const holders = new TaskHolders(db);
  const readers = new InstanceReaders(db, scopes, users);
  const forms = new FormCatalog(db);
  const editors = new EditorNames(users);
  const deployHooks: WorkflowDeployHooks = { deployed: new AsyncSeriesHook<[ProcessDeployedEvent]>(1) };
  // Asked through the container at each deploy: the forms a diagram may bind are a face a test may override (DeployFormContext.test).
  const deployForms: DeployFormContexts = { contextFor: (companyId, formKeys) => s.get(DeployFormContextsId).contextFor(companyId, formKeys) };
  const definitions = new ProcessDefinitions(db, engine, forms, editors, audit, deployHooks, deployForms);
  return {
    db,
    engine,
    scopes,
    forms,
    deployHooks,
    definitions,
    processList: new ProcessList(db, editors),
    queries: new TaskQueries(engine, holders, forms, readers),
    operations: new TaskOperations(engine, scopes, holders, definitions, users, readers, new CopyRecipients(clock), forms),
    lists: new ProcessCentreLists(db, s.get(TodoDirectoryId), users, s.get(InstanceTitlesId)),
    monitor: new ProcessMonitor(db, engine, scopes, users, editors, audit),
    relay: new WorkflowEventRelay(scopes),
  };
}

/**
 * Workflow: the engine over the server's database with the org as its candidate directory,
 * the designer's definitions, the task drawer's queries and actions, the process-centre
 * lists and the form catalogue. Other modules get the engine's events (with each instance's
 * company) through WorkflowEventsId and start or complete tasks through WorkflowRuntimeId.
 */
export const workflowModule = definePlugin(() => {
  // Made once, at the first use of any of its faces (this definition serves one server).
  let parts: WorkflowParts | undefined;
  const partsOf = (s: ServiceResolver): WorkflowParts => (parts ??= workflowParts(s));
  return {
    id: workflowModuleRef.id,
    requires: [orgModuleRef, auditModuleRef],
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
      bind.factory(WorkflowDeployEventsId, (s) => tapOnly(partsOf(s).deployHooks));
      // Its own: the forms module's designed forms (which DeployFormContexts reads) write through it.
      bind.factory(DesignedFormRegistryId, (s) => new FormRegistry(workflowDb(s.get(DatabaseId).db), s.get(ClockId)));
      // The deploy rules' forms: the catalogue's keys, and the designed forms' fields from the forms module (when mounted).
      bind.factory(DeployFormContextsId, (s) => new CompanyFormContexts(partsOf(s).forms, s.getOptional(DesignedFormDefinitionsId)));
      bind.factory(StartableProcessesId, (s) => partsOf(s).definitions);
      bind.factory(ProcessCentreTotalsId, (s) => partsOf(s).lists);
      bind.factory(WorkflowEventsId, (s) => partsOf(s).relay.hooks);
      bind.factory(WorkflowRuntimeId, (s) => partsOf(s).operations);
      // 用户管理's 禁用 (issue 22 §4): the member's open tasks and their handover.
      bind.factory(WorkflowHandoverId, (s) => {
        const { db, engine } = partsOf(s);
        return new TaskHandover(db, engine, s.get(UserDirectoryId), s.get(AuditTrailId));
      });
      bind.contribute(ApiRoutes, (s) => {
        const { definitions, processList, queries, operations, lists, forms, monitor } = partsOf(s);
        return workflowRoutes({ definitions, processList, queries, operations, lists, forms, monitor });
      });
    },
    setup(context) {
      const { relay, engine } = partsOf(context);
      relay.install(engine.hooks);
    },
    async start(context) {
      await partsOf(context).scopes.repair();
    },
  };
});
