import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditEntry, AuditTrail } from '../../contracts/audit.ts';
import type { DeployFormContexts, WorkflowDeployHooks } from '../../contracts/workflow.ts';
import type { Db } from '../../db/Database.ts';
import { BpmnXmlError } from '../../../contracts/bpmn/BpmnXmlError.ts';
import { BpmnXmlReader } from '../../../contracts/bpmn/BpmnXmlReader.ts';
import { DeployErrorCode, deployErrorLabel, type IllegalNode } from '../../../contracts/bpmn/DeployErrorCodes.ts';
import type { components } from '../../../contracts/generated/workflow.ts';
import type { DefinitionKeyPrecondition, DeployedDefinition, ProcessEngine } from '../../engine/index.ts';
import { BpmnXmlRenamer } from './BpmnXmlRenamer.ts';
import { editConflict, EditConflictError, type EditBase } from './EditConflict.ts';
import type { EditorNames } from './EditorNames.ts';
import { EngineRefusal } from './EngineRefusal.ts';
import { FormCatalog } from './FormCatalog.ts';
import { workflowDb, type WorkflowDb } from './WorkflowDatabase.ts';
import { zhCN } from './zhCN.ts';

export type ProcessDefinitionView = components['schemas']['ProcessDefinition'];
export type DeployResultView = components['schemas']['DeployResult'];
export type StartableProcessView = components['schemas']['StartableProcess'];

/**
 * Diagram XML the API accepts: 1 MiB, below the server's 2 MiB body limit, so an oversized
 * diagram is refused by the BPMN guard with its own message (400) rather than by the body
 * parser; still far above any hand-drawn approval process.
 */
export const API_XML_LIMIT_BYTES = 1024 * 1024;

/** Findings about the whole process, which the designer shows as a message, not a marked node. */
const PRECONDITIONS = new Set<string>([DeployErrorCode.PROCESS_NOT_EXECUTABLE, DeployErrorCode.FORM_REQUIRED]);

export interface DeployInput {
  processDefinitionKey: string;
  processName: string;
  bpmnData: string;
  userId: number;
  /** The caller's company: the definition's tenant. */
  companyId: number;
  /** 'draft' when the designer opened the draft: a successful deploy deletes it. */
  source?: string | null;
  /** What the designer loaded (issue 10); when neither is present (the CLI), the last writer wins. */
  baseVersion?: number | null;
  baseDraftTime?: string | null;
  /** The user chose 覆盖: replace a newer draft or version. */
  overwrite?: boolean;
  /** The administrator at the designer, whose change goes to the audit log; none for the server's own deploys (demo rows). */
  actor?: AuditActor;
}

/** The engine's tenant of a company's definitions. */
export function tenantOf(companyId: number): string {
  return String(companyId);
}

/** Each key's latest deployed version in the company: what 发起流程 and 流程管理 both list. */
export function latestDefinitions(db: WorkflowDb, companyId: number) {
  return db
    .selectFrom('wf_definition as d')
    .where('d.tenant_id', '=', tenantOf(companyId))
    .where('d.version', '=', (eb) =>
      eb
        .selectFrom('wf_definition as v')
        .select((v) => v.fn.max('v.version').as('latest'))
        .whereRef('v.proc_def_key', '=', 'd.proc_def_key')
        .whereRef('v.tenant_id', '=', 'd.tenant_id'),
    );
}

/** The designer's side: deployed definitions, drafts, deploying and importing XML, and what staff may start. */
export class ProcessDefinitions {
  readonly #reader: BpmnXmlReader = new BpmnXmlReader(API_XML_LIMIT_BYTES);
  readonly #renamer = new BpmnXmlRenamer(this.#reader);

  constructor(
    private readonly db: WorkflowDb,
    private readonly engine: ProcessEngine,
    private readonly forms: FormCatalog,
    private readonly editors: EditorNames,
    private readonly audit: AuditTrail,
    private readonly deployHooks: WorkflowDeployHooks,
    /** The forms a diagram may bind (the company's, CompanyFormContexts); without it the deploy judges the diagram alone. */
    private readonly deployForms?: DeployFormContexts,
  ) {}

  /**
   * A deployed version of a key: the one asked for, else the latest (404 when never deployed
   * or when that version does not exist — never another version in its place, as an export
   * of version N must be version N).
   */
  async deployed(processDefinitionKey: string, companyId: number, version?: number): Promise<ProcessDefinitionView> {
    let query = this.db
      .selectFrom('wf_definition')
      .select(['proc_def_key', 'name', 'xml', 'version', 'deployed_at'])
      .where('tenant_id', '=', tenantOf(companyId))
      .where('proc_def_key', '=', processDefinitionKey);
    query = version === undefined ? query.orderBy('version', 'desc').limit(1) : query.where('version', '=', version);
    const row = await query.executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.errors.definitionNotFound(version === undefined ? processDefinitionKey : `${processDefinitionKey} 第 ${version} 版`));
    return {
      processDefinitionKey: row.proc_def_key,
      processName: row.name,
      bpmnData: row.xml,
      version: Number(row.version),
      updateTime: row.deployed_at,
      latestVersion: version === undefined ? Number(row.version) : await this.deployedVersion(processDefinitionKey, companyId),
    };
  }

  async deployedVersion(processDefinitionKey: string, companyId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('wf_definition')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('tenant_id', '=', tenantOf(companyId))
      .where('proc_def_key', '=', processDefinitionKey)
      .executeTakeFirst();
    return row?.version === null || row?.version === undefined ? null : Number(row.version);
  }

  async draft(processDefinitionKey: string, companyId: number): Promise<ProcessDefinitionView> {
    const draft = await this.engine.draft(processDefinitionKey, tenantOf(companyId));
    if (!draft) throw new ApiError(404, zhCN.errors.draftNotFound(processDefinitionKey));
    return {
      processDefinitionKey: draft.key,
      processName: draft.name,
      bpmnData: draft.xml,
      version: null,
      updateTime: draft.savedAt,
      latestVersion: await this.deployedVersion(processDefinitionKey, companyId),
    };
  }

  async saveDraft(input: DeployInput): Promise<void> {
    this.#guard(input.bpmnData);
    // The first save of a key is 新建流程 (the designer stores nothing before it).
    const created = (await this.deployedVersion(input.processDefinitionKey, input.companyId)) === null && (await this.engine.draft(input.processDefinitionKey, tenantOf(input.companyId))) === undefined;
    const name = input.processName.trim() || input.processDefinitionKey;
    await this.#refusingConflicts(() =>
      EngineRefusal.guard(() =>
        this.engine.saveDraft({
          key: input.processDefinitionKey,
          tenantId: tenantOf(input.companyId),
          name: input.processName,
          xml: input.bpmnData,
          savedBy: String(input.userId),
          precondition: this.#precondition(input),
          within: this.#recording(input.actor, {
            subject: 'process',
            subjectId: input.processDefinitionKey,
            action: created ? 'create' : 'saveDraft',
            summary: created ? zhCN.audit.created(name, input.processDefinitionKey) : zhCN.audit.draftSaved(name, input.processDefinitionKey),
            changes: created ? { processName: { to: name } } : undefined,
          }),
        }),
      ),
    );
  }

  /** 流程管理's 删除草稿: the company's draft of the key (404 without one); deployed versions stay. */
  async deleteDraft(processDefinitionKey: string, companyId: number, actor?: AuditActor): Promise<void> {
    const deleted = await this.engine.deleteDraft(
      processDefinitionKey,
      tenantOf(companyId),
      this.#recording(actor, { subject: 'process', subjectId: processDefinitionKey, action: 'deleteDraft', summary: zhCN.audit.draftDeleted(processDefinitionKey) }),
    );
    if (!deleted) throw new ApiError(404, zhCN.errors.draftNotFound(processDefinitionKey));
  }

  /**
   * 新建流程: the key (whose form the contract has checked) must be neither deployed nor
   * drafted in the company. Nothing is stored; a key taken between this check and the first save is refused
   * by that save's conflict check (the designer sends an empty base for a new process).
   */
  async checkNewKey(processDefinitionKey: string, companyId: number): Promise<void> {
    const taken = (await this.deployedVersion(processDefinitionKey, companyId)) !== null || (await this.engine.draft(processDefinitionKey, tenantOf(companyId))) !== undefined;
    if (taken) throw new ApiError(409, zhCN.errors.keyTaken(processDefinitionKey));
  }

  /**
   * Runs the shared deploy rules and the engine's checks. Marked nodes come back as
   * illegalNodeList (code 0); unreadable XML and the process-level preconditions (executable,
   * a bound form) are refused with their message (400). Every success is a new version;
   * running instances stay on the version they started with.
   */
  async deploy(input: DeployInput): Promise<DeployResultView> {
    this.#guard(input.bpmnData);
    const result = await this.#refusingConflicts(() =>
      EngineRefusal.guard(() =>
        this.engine.deploy({
          key: input.processDefinitionKey,
          tenantId: tenantOf(input.companyId),
          name: input.processName,
          xml: input.bpmnData,
          deployedBy: String(input.userId),
          precondition: this.#precondition(input),
          dropDraft: input.source === 'draft',
          forms: this.deployForms && ((formKeys) => this.deployForms!.contextFor(input.companyId, formKeys)),
          within: async (db, version, definition) => {
            await this.#recording(input.actor, {
              subject: 'process',
              subjectId: input.processDefinitionKey,
              action: 'deploy',
              summary: zhCN.audit.deployed(input.processName.trim() || input.processDefinitionKey, input.processDefinitionKey, version),
              changes: { version: { from: version > 1 ? version - 1 : undefined, to: version } },
            })?.(db);
            await this.#announceDeployed(db as Db, input, version, definition);
          },
        }),
      ),
    );
    if (result.success) return { success: true, illegalNodeList: [], procDefId: result.definition?.id ?? null };
    const preconditions = result.illegalNodeList.filter((node) => PRECONDITIONS.has(node.errCode));
    if (preconditions.length > 0) {
      const labels = [...new Set(preconditions.map((node) => deployErrorLabel(node.errCode) ?? node.errCode))];
      throw new ApiError(400, labels.join(zhCN.deployPreconditionSeparator));
    }
    return { success: false, illegalNodeList: result.illegalNodeList.map((node: IllegalNode) => ({ nodeId: node.nodeId, errCode: node.errCode })), procDefId: null };
  }

  /** Tells the deploy's taps (the forms module's pins) which forms the new version binds, in its transaction. */
  async #announceDeployed(db: Db, input: DeployInput, version: number, definition: DeployedDefinition): Promise<void> {
    const forms = await this.forms.byKeys(definition.formKeys, input.companyId, workflowDb(db));
    await this.deployHooks.deployed.promise({
      procDefId: definition.id,
      procDefKey: input.processDefinitionKey,
      processName: input.processName.trim() || input.processDefinitionKey,
      version,
      companyId: input.companyId,
      forms: [...forms.values()].map((row) => ({ formId: Number(row.id), formKey: row.form_key, formRouter: row.form_router })),
      db,
    });
  }

  async checkBpmnXml(input: { newId: string; newName: string; xml: string }): Promise<{ newBpmnXml: string }> {
    return { newBpmnXml: await this.#renamer.rename(input.xml, input.newId, input.newName) };
  }

  /**
   * The latest version of every process of the company whose start form exists (a coded form,
   * or a designed form of the company), newest deployment first: staff never see a process they
   * cannot start. Every member may start any.
   */
  async startable(companyId: number): Promise<StartableProcessView[]> {
    const tenantId = tenantOf(companyId);
    // What a start runs: each key's newest version that is not retired, and only while it is active (issue 22 §4).
    const rows = await this.db
      .selectFrom('wf_definition as d')
      .where('d.tenant_id', '=', tenantOf(companyId))
      .where('d.state', '=', 'active')
      .where('d.version', '=', (eb) =>
        eb
          .selectFrom('wf_definition as v')
          .select((v) => v.fn.max('v.version').as('startable'))
          .whereRef('v.proc_def_key', '=', 'd.proc_def_key')
          .whereRef('v.tenant_id', '=', 'd.tenant_id')
          .where('v.state', '<>', 'retired'),
      )
      .select(['d.id', 'd.proc_def_key', 'd.name', 'd.version', 'd.deployed_at'])
      .orderBy('d.deployed_at', 'desc')
      .orderBy('d.proc_def_key')
      .execute();
    const views: StartableProcessView[] = [];
    for (const row of rows) {
      const config = await EngineRefusal.guard(() => this.engine.startConfig(row.proc_def_key, tenantId));
      const [first] = await this.forms.refs(config.formList, row.id);
      const formKey = FormCatalog.startFormKey(config.formList, await this.forms.formKeysOf(row.id));
      if (formKey === null || !(await this.forms.byKeys([formKey], companyId)).has(formKey)) continue;
      views.push({
        procDefKey: row.proc_def_key,
        procDefId: row.id,
        processName: row.name,
        version: Number(row.version),
        formRouter: first?.formRouter ?? null,
        category: null,
        deployTime: row.deployed_at,
      });
    }
    return views;
  }

  /** Refuses (404) a definition version that does not exist or belongs to another company. */
  async assertOwned(procDefId: string, companyId: number): Promise<void> {
    const row = await this.db.selectFrom('wf_definition').select('tenant_id').where('id', '=', procDefId).executeTakeFirst();
    if (row?.tenant_id !== tenantOf(companyId)) throw new ApiError(404, zhCN.errors.definitionNotFound(procDefId));
  }

  /**
   * The engine's check, inside the write's transaction, that nobody saved or deployed the key
   * since the designer loaded it; none without a base, or when the user chose 覆盖.
   */
  #precondition(input: DeployInput): DefinitionKeyPrecondition | undefined {
    if (input.overwrite === true || (input.baseVersion === undefined && input.baseDraftTime === undefined)) return undefined;
    const base: EditBase = { baseVersion: input.baseVersion ?? null, baseDraftTime: input.baseDraftTime ?? null };
    return (state) => {
      const conflict = editConflict(state, base);
      if (conflict) throw new EditConflictError(conflict);
    };
  }

  /** A refused write's conflict as the 409 the designer offers 覆盖 / 重新加载 for, naming who and when. */
  async #refusingConflicts<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof EditConflictError)) throw error;
      const { conflict } = error;
      const who = await this.editors.one(conflict.by);
      throw new ApiError(409, conflict.kind === 'draft' ? zhCN.conflict.draft(who, conflict.at) : zhCN.conflict.version(who, conflict.at, conflict.version));
    }
  }

  /** The audit log's record of an administrator's change, for the engine to write in the change's transaction. */
  #recording(actor: AuditActor | undefined, entry: AuditEntry): ((db: unknown) => Promise<void>) | undefined {
    if (!actor) return undefined;
    // The engine hands over its own transaction, typed for its tables only.
    return (db) => this.audit.record(db as Db, actor, entry);
  }

  /** The API's guard before the engine's own: the lower size limit, with the guard's message. */
  #guard(xml: string): void {
    try {
      this.#reader.assertAcceptable(xml);
    } catch (error) {
      if (error instanceof BpmnXmlError) throw new ApiError(400, error.message);
      throw error;
    }
  }
}
