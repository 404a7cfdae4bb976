import type { Kysely } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditEntry, AuditTrail } from '../../contracts/audit.ts';
import type { Clock } from '../../contracts/host.ts';
import type { DesignedFormDefinitions } from '../../contracts/forms.ts';
import type { DesignedFormRegistry, FormRegistration, RegisteredForm } from '../../contracts/workflow.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { DatabaseSchema, Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { components } from '../../../contracts/generated/form.ts';
import { FormDefinitionCheck, holdsValue, type FormDefinition } from '../../../contracts/forms/index.ts';
import { FormLimits, utf8Bytes } from './FormLimits.ts';
import type { FormsSchema } from './FormsTables.ts';
import { zhCN } from './zhCN.ts';

export type FormSummaryView = components['schemas']['FormSummary'];
export type FormDetailView = components['schemas']['FormDetail'];
export type FormVersionSummaryView = components['schemas']['FormVersionSummary'];
export type FormVersionDetailView = components['schemas']['FormVersionDetail'];
export type FormExportView = components['schemas']['FormExport'];
export type FormCreateRequest = components['schemas']['FormCreateRequest'];
export type FormUpdateRequest = components['schemas']['FormUpdateRequest'];
export type FormCopyRequest = components['schemas']['FormCopyRequest'];

type FormsDb = Kysely<DatabaseSchema & FormsSchema>;

/** The administrator managing forms, for the versions' authors and the audit log. */
export interface FormEditor {
  userId: number;
  companyId: number;
  audit: AuditActor;
}

/** A version as stored. */
interface StoredVersion {
  version: number;
  definition: FormDefinition;
  createTime: string;
  createdBy: number;
}

/**
 * 表单管理: a company's designed forms. The catalogue entry (key, name, the items 字段设置 offers)
 * is the workflow's, through DesignedFormRegistry; the definitions are versions here, one per
 * save that changes the definition, so a deployed process keeps the version it was deployed
 * with (FormPins). Every definition passes FormDefinitionCheck — the designer's and the CLI's
 * check — before it is stored; a change and its audit entry commit together.
 */
export class DesignedForms implements DesignedFormDefinitions {
  readonly #db: FormsDb;
  readonly #check = new FormDefinitionCheck();

  constructor(
    private readonly db: Db,
    private readonly registry: DesignedFormRegistry,
    private readonly users: Pick<UserDirectory, 'names'>,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {
    this.#db = db.withTables<FormsSchema>();
  }

  async page(companyId: number, query: { current: number; size: number; formName?: string }) {
    const { records, total } = await this.registry.page(companyId, query);
    const latest = await this.#latestVersions(records.map((form) => form.id));
    const names = await this.users.names([...new Set([...latest.values()].map((version) => version.created_by))]);
    return {
      records: records.map((form): FormSummaryView => {
        const version = latest.get(form.id);
        return {
          id: form.id,
          formKey: form.formKey,
          formName: form.formName,
          version: version?.version ?? 0,
          updateTime: version?.create_time ?? form.createTime,
          updatedBy: version ? (names.get(version.created_by)?.chineseName ?? null) : null,
          createTime: form.createTime,
        };
      }),
      total,
      current: query.current,
      size: query.size,
    };
  }

  async detail(companyId: number, formId: number): Promise<FormDetailView> {
    const form = await this.#form(companyId, formId);
    const version = await this.#latest(formId);
    return DesignedForms.#detail(form, version);
  }

  /** 新建, 导入 (`import`) or 复制 (`copiedFrom`: the source's name), each with its audit entry. */
  async create(editor: FormEditor, request: FormCreateRequest, origin: { action: 'create' | 'import' } | { action: 'copy'; copiedFrom: string } = { action: 'create' }): Promise<FormDetailView> {
    const formKey = DesignedForms.#key(request.formKey);
    const formName = DesignedForms.#name(request.formName);
    const definition = this.#checked(request.definition);
    return this.db.transaction().execute(async (tx) => {
      const forms = tx.withTables<FormsSchema>();
      if ((await this.registry.count(editor.companyId, tx)) >= FormLimits.formsPerCompany) throw new ApiError(400, zhCN.errors.tooManyForms(FormLimits.formsPerCompany));
      const id = await this.registry.register(editor.companyId, { formKey, formName, items: DesignedForms.itemsOf(definition) }, tx);
      if (id === null) throw new ApiError(409, zhCN.errors.keyTaken(formKey));
      const version = await this.#addVersion(forms, id, editor, definition, 1);
      const summary =
        origin.action === 'copy' ? zhCN.audit.copied(formName, formKey, origin.copiedFrom) : origin.action === 'import' ? zhCN.audit.imported(formName, formKey) : zhCN.audit.created(formName, formKey);
      await this.audit.record(tx, editor.audit, { subject: 'form', subjectId: formKey, action: origin.action, summary });
      return DesignedForms.#detail({ id, formKey, formName, createTime: version.createTime }, version);
    });
  }

  async update(editor: FormEditor, formId: number, request: FormUpdateRequest): Promise<FormDetailView> {
    const formName = DesignedForms.#name(request.formName);
    const definition = this.#checked(request.definition);
    return this.db.transaction().execute(async (tx) => {
      const forms = tx.withTables<FormsSchema>();
      const form = await this.#form(editor.companyId, formId, tx);
      const latest = await this.#latest(formId, tx);
      if (request.baseVersion !== undefined && request.baseVersion !== null && request.baseVersion !== latest.version) {
        throw new ApiError(409, zhCN.errors.versionConflict(latest.version));
      }
      const changed = JSON.stringify(definition) !== JSON.stringify(latest.definition);
      if (!changed && formName === form.formName) return DesignedForms.#detail(form, latest);
      await this.registry.update(editor.companyId, formId, { formName, items: DesignedForms.itemsOf(definition) }, tx);
      const version = changed ? await this.#addVersion(forms, formId, editor, definition, latest.version + 1) : latest;
      if (changed) await this.#prune(forms, formId);
      const entry: AuditEntry = {
        subject: 'form',
        subjectId: form.formKey,
        action: 'update',
        summary: changed ? zhCN.audit.updated(formName, form.formKey, version.version) : zhCN.audit.renamed(formName, form.formKey),
        changes: {
          ...(formName !== form.formName ? { formName: { from: form.formName, to: formName } } : {}),
          ...(changed ? { version: { from: latest.version, to: version.version } } : {}),
        },
      };
      await this.audit.record(tx, editor.audit, entry);
      return DesignedForms.#detail({ ...form, formName }, version);
    });
  }

  async copy(editor: FormEditor, formId: number, request: FormCopyRequest): Promise<FormDetailView> {
    const source = await this.#form(editor.companyId, formId);
    const latest = await this.#latest(formId);
    return this.create(editor, { formKey: request.formKey, formName: request.formName, definition: latest.definition }, { action: 'copy', copiedFrom: source.formName });
  }

  /** Refused (409) while a deployed definition pins any of its versions: its instances read their values by it. */
  async remove(editor: FormEditor, formId: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const forms = tx.withTables<FormsSchema>();
      const form = await this.#form(editor.companyId, formId, tx);
      const pins = await forms.selectFrom('form_pin').select(['proc_def_key', 'process_name']).distinct().where('form_id', '=', formId).orderBy('proc_def_key').execute();
      if (pins.length > 0) {
        const processes = [...new Set(pins.map((pin) => `「${pin.process_name}」`))].join('、');
        throw new ApiError(409, zhCN.errors.inUse(form.formName, processes));
      }
      await forms.deleteFrom('form_version').where('form_id', '=', formId).execute();
      await this.registry.remove(editor.companyId, formId, tx);
      await this.audit.record(tx, editor.audit, { subject: 'form', subjectId: form.formKey, action: 'delete', summary: zhCN.audit.deleted(form.formName, form.formKey) });
    });
  }

  async versions(companyId: number, formId: number): Promise<FormVersionSummaryView[]> {
    await this.#form(companyId, formId);
    const rows = await this.#db.selectFrom('form_version').select(['version', 'create_time', 'created_by']).where('form_id', '=', formId).orderBy('version', 'desc').execute();
    const pins = await this.#db.selectFrom('form_pin').select(['version', 'proc_def_key', 'process_name', 'create_time']).where('form_id', '=', formId).orderBy('create_time').execute();
    const names = await this.users.names([...new Set(rows.map((row) => row.created_by))]);
    return rows.map((row) => ({
      version: row.version,
      createTime: row.create_time,
      createdBy: names.get(row.created_by)?.chineseName ?? null,
      processes: pins.filter((pin) => pin.version === row.version).map((pin) => `${pin.process_name}（${pin.proc_def_key}）`),
    }));
  }

  async version(companyId: number, formId: number, version: number): Promise<FormVersionDetailView> {
    await this.#form(companyId, formId);
    const stored = await this.versionOf(formId, version);
    if (!stored) throw new ApiError(404, zhCN.errors.versionNotFound(version));
    return { version: stored.version, definition: stored.definition, createTime: stored.createTime };
  }

  async export(companyId: number, formId: number): Promise<FormExportView> {
    const form = await this.#form(companyId, formId);
    const latest = await this.#latest(formId);
    return { formKey: form.formKey, formName: form.formName, definition: latest.definition };
  }

  /** A stored version of a form (of any company: callers check the company first). `db`: a caller's transaction. */
  async versionOf(formId: number, version: number, db: Db = this.db): Promise<StoredVersion | undefined> {
    const row = await db
      .withTables<FormsSchema>()
      .selectFrom('form_version')
      .select(['version', 'definition', 'create_time', 'created_by'])
      .where('form_id', '=', formId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row && DesignedForms.#stored(row);
  }

  async latest(companyId: number, formKeys: readonly string[], db: Db = this.db): Promise<Map<string, FormDefinition>> {
    const definitions = new Map<string, FormDefinition>();
    for (const formKey of new Set(formKeys)) {
      const form = await this.registry.findByKey(companyId, formKey, db);
      if (form) definitions.set(formKey, (await this.#latest(form.id, db)).definition);
    }
    return definitions;
  }

  /**
   * 字段设置's items of a definition: its top-level fields that hold a value (a 明细 as one item),
   * required as the field says; the node's settings then override them.
   */
  static itemsOf(definition: FormDefinition): FormRegistration['items'] {
    return definition.fields.filter(holdsValue).map((field) => ({ fieldKey: field.key, fieldName: field.label, required: field.required === true }));
  }

  /** The definition as FormDefinitionCheck accepts it, else a 400 naming its findings. */
  #checked(json: unknown): FormDefinition {
    const bytes = utf8Bytes(JSON.stringify(json ?? null));
    if (bytes > FormLimits.definitionBytes) throw new ApiError(400, zhCN.errors.definitionTooLarge(FormLimits.definitionBytes / 1024));
    const { definition, findings } = this.#check.check(json);
    if (!definition || findings.length > 0) {
      const first = findings[0]?.message ?? '';
      throw new ApiError(400, zhCN.errors.definitionInvalid(findings.length, first), { findings });
    }
    return definition;
  }

  async #form(companyId: number, formId: number, db?: Db): Promise<RegisteredForm> {
    const form = await this.registry.find(companyId, formId, db);
    if (!form) throw new ApiError(404, zhCN.errors.formNotFound);
    return form;
  }

  async #latest(formId: number, db: Db = this.db): Promise<StoredVersion> {
    const row = await db
      .withTables<FormsSchema>()
      .selectFrom('form_version')
      .select(['version', 'definition', 'create_time', 'created_by'])
      .where('form_id', '=', formId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    // Every form is registered with its first version in one transaction.
    if (!row) throw new ApiError(404, zhCN.errors.formNotFound);
    return DesignedForms.#stored(row);
  }

  async #latestVersions(formIds: number[]) {
    if (formIds.length === 0) return new Map<number, { version: number; create_time: string; created_by: number }>();
    const rows = await this.#db
      .selectFrom('form_version as v')
      .select(['v.form_id', 'v.version', 'v.create_time', 'v.created_by'])
      .where('v.form_id', 'in', formIds)
      .where('v.version', '=', (eb) => eb.selectFrom('form_version as w').select((w) => w.fn.max('w.version').as('latest')).whereRef('w.form_id', '=', 'v.form_id'))
      .execute();
    return new Map(rows.map((row) => [row.form_id, row]));
  }

  async #addVersion(tx: FormsDb, formId: number, editor: FormEditor, definition: FormDefinition, version: number): Promise<StoredVersion> {
    const createTime = DisplayTime.format(this.clock.now());
    await tx
      .insertInto('form_version')
      .values({ form_id: formId, company_id: editor.companyId, version, definition: JSON.stringify(definition), created_by: editor.userId, create_time: createTime })
      .execute();
    return { version, definition, createTime, createdBy: editor.userId };
  }

  /** Keeps the newest versions and every pinned one; the others beyond the limit go. */
  async #prune(tx: FormsDb, formId: number): Promise<void> {
    const kept = await tx.selectFrom('form_version').select('version').where('form_id', '=', formId).orderBy('version', 'desc').limit(FormLimits.keptVersions).execute();
    const oldestKept = kept.at(-1)?.version;
    if (kept.length < FormLimits.keptVersions || oldestKept === undefined) return;
    await tx
      .deleteFrom('form_version')
      .where('form_id', '=', formId)
      .where('version', '<', oldestKept)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('form_pin').select('form_pin.version').whereRef('form_pin.form_id', '=', 'form_version.form_id').whereRef('form_pin.version', '=', 'form_version.version'))))
      .execute();
  }

  static #stored(row: { version: number; definition: string; create_time: string; created_by: number }): StoredVersion {
    // Stored only after FormDefinitionCheck accepted it.
    return { version: row.version, definition: JSON.parse(row.definition) as FormDefinition, createTime: row.create_time, createdBy: row.created_by };
  }

  static #detail(form: RegisteredForm, version: StoredVersion): FormDetailView {
    return { id: form.id, formKey: form.formKey, formName: form.formName, version: version.version, definition: version.definition, updateTime: version.createTime };
  }

  static #key(key: string): string {
    const trimmed = key.trim();
    if (!FormLimits.keyPattern.test(trimmed)) throw new ApiError(400, zhCN.errors.keyInvalid);
    return trimmed;
  }

  static #name(name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw new ApiError(400, zhCN.errors.nameRequired);
    if ([...trimmed].length > FormLimits.nameLength) throw new ApiError(400, zhCN.errors.nameTooLong);
    return trimmed;
  }
}
