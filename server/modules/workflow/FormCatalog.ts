import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import { isBpmn, type BpmnProcess } from '../../../contracts/bpmn/BpmnElements.ts';
import { BpmnXmlReader } from '../../../contracts/bpmn/BpmnXmlReader.ts';
import type { FormEntry } from '../../../contracts/bpmn/RongheExtension.ts';
import { RongheExtensionReader } from '../../../contracts/bpmn/RongheExtensionReader.ts';
import type { components } from '../../../contracts/generated/workflow.ts';
import { LikePattern } from '../../kysely/LikePattern.ts';
import type { WorkflowDb, WorkflowTables } from './WorkflowDatabase.ts';
import type { WfFormDefTable } from './WorkflowTables.ts';
import { zhCN } from './zhCN.ts';

export type FormDefView = components['schemas']['FormDef'];
export type FormItemView = components['schemas']['FormItem'];
export type FormRefView = components['schemas']['FormRef'];

type FormDefRow = Pick<Selectable<WfFormDefTable>, 'id' | 'form_key' | 'form_name' | 'form_router' | 'company_id'>;

export interface FormDefPage {
  records: FormDefView[];
  total: number;
  current: number;
  size: number;
}

/** Definitions never change once deployed: their form keys are read once. */
const FORM_KEY_CACHE_SIZE = 500;

/**
 * The form definitions processes bind — the coded ones every company sees and each company's
 * designed ones (issue 23) — their items, and the form list a node hands the task drawer (FormRef): the node's rh:forms entries, else the process's, else one plain entry per
 * rh:formKeys key — each with the browser component (formRouter) of its definition.
 */
export class FormCatalog {
  readonly #formKeys = new Map<string, string[]>();
  readonly #companies = new Map<string, number | null>();
  readonly #extension = new RongheExtensionReader();

  constructor(private readonly db: WorkflowDb) {}

  /** The forms the company's processes may bind: the coded ones, then its own designed ones. */
  async page(companyId: number, query: { current: number; size: number; formName?: string }): Promise<FormDefPage> {
    let base = this.db.selectFrom('wf_form_def').where(FormCatalog.visibleTo(companyId));
    const name = query.formName?.trim();
    if (name) base = base.where(sql<boolean>`form_name like ${LikePattern.containing(name)} escape '\\'`);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['id', 'form_key', 'form_name'])
        .orderBy('sort')
        .orderBy('id')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    return {
      records: rows.map((row) => ({ id: row.id, formKey: row.form_key, formName: row.form_name })),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }

  /** 字段设置's items of a form the company sees (404 for another company's designed form). */
  async items(formId: number, companyId: number): Promise<FormItemView[]> {
    const form = await this.db.selectFrom('wf_form_def').select('id').where('id', '=', formId).where(FormCatalog.visibleTo(companyId)).executeTakeFirst();
    if (!form) throw new ApiError(404, zhCN.errors.formNotFound);
    const rows = await this.db.selectFrom('wf_form_item').selectAll().where('form_id', '=', formId).orderBy('sort').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      formId: row.form_id,
      type: row.item_type,
      fieldKey: row.field_key,
      fieldName: row.field_name,
      operable: row.operable,
      readOnly: row.read_only,
      hidden: row.hidden,
      required: row.required,
      value: row.value,
    }));
  }

  /** A company sees the coded forms and its own designed ones. */
  static visibleTo(companyId: number) {
    return (eb: ExpressionBuilder<WorkflowTables, 'wf_form_def'>) => eb.or([eb('wf_form_def.company_id', 'is', null), eb('wf_form_def.company_id', '=', companyId)]);
  }

  /** The forms of these keys the company sees, by key (its own designed form before a coded one of the key). `db`: a caller's transaction. */
  async byKeys(keys: readonly string[], companyId: number, db: WorkflowDb = this.db): Promise<Map<string, FormDefRow>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .selectFrom('wf_form_def')
      .select(['id', 'form_key', 'form_name', 'form_router', 'company_id'])
      .where('form_key', 'in', [...new Set(keys)])
      .where(FormCatalog.visibleTo(companyId))
      .execute();
    const defs = new Map<string, FormDefRow>();
    for (const row of rows) if (!defs.has(row.form_key) || row.company_id !== null) defs.set(row.form_key, row);
    return defs;
  }

  /** The company a deployed definition belongs to (its tenant); definitions never move. */
  async companyOfDefinition(procDefId: string): Promise<number | null> {
    const cached = this.#companies.get(procDefId);
    if (cached !== undefined) return cached;
    const row = await this.db.selectFrom('wf_definition').select('tenant_id').where('id', '=', procDefId).executeTakeFirst();
    const companyId = row && /^\d+$/.test(row.tenant_id) ? Number(row.tenant_id) : null;
    if (row) {
      if (this.#companies.size >= FORM_KEY_CACHE_SIZE) this.#companies.delete(this.#companies.keys().next().value!);
      this.#companies.set(procDefId, companyId);
    }
    return companyId;
  }

  /** The key of the form a start runs with: the start node's first entry, else the process's, else its first rh:formKeys key. */
  static startFormKey(startForms: readonly Pick<FormEntry, 'formKey'>[], formKeys: readonly string[]): string | null {
    return startForms[0]?.formKey || formKeys[0] || null;
  }

  /** The FormRef list for a node's form entries; `procDefId` supplies the form keys when there are none. */
  async refs(entries: readonly FormEntry[], procDefId: string): Promise<FormRefView[]> {
    const bound: Array<Pick<FormEntry, 'formId' | 'formKey' | 'formName'> & { formFieldList: FormEntry['formFieldList'] }> =
      entries.length > 0 ? [...entries] : (await this.formKeysOf(procDefId)).map((formKey) => ({ formId: '', formKey, formName: '', formFieldList: [] }));
    if (bound.length === 0) return [];
    const companyId = await this.companyOfDefinition(procDefId);
    // A definition of no company (the engine's default tenant) sees the coded forms only.
    const defs = await this.byKeys(bound.map((entry) => entry.formKey), companyId ?? -1);
    return bound.map((entry) => {
      const def = defs.get(entry.formKey);
      const formId = /^\d+$/.test(entry.formId) ? Number(entry.formId) : (def?.id ?? null);
      return {
        formId,
        formKey: entry.formKey,
        formName: entry.formName || def?.form_name || null,
        // Without a definition the key is the best name the browser has; it says 对应表单不存在 when it knows none.
        formRouter: def?.form_router ?? entry.formKey,
        formFieldList: entry.formFieldList.map((field) => ({
          key: field.key,
          name: field.name || null,
          hidden: field.hidden,
          readonly: field.readOnly,
          operable: field.operable,
          required: field.required,
        })),
      };
    });
  }

  /** The rh:formKeys of a deployed definition's process. */
  async formKeysOf(procDefId: string): Promise<string[]> {
    const cached = this.#formKeys.get(procDefId);
    if (cached) return cached;
    const definition = await this.db.selectFrom('wf_definition').select(['proc_def_key', 'xml']).where('id', '=', procDefId).executeTakeFirst();
    if (!definition) return [];
    const { definitions } = await new BpmnXmlReader().read(definition.xml);
    const processes = (definitions.rootElements ?? []).filter((e): e is BpmnProcess => isBpmn(e, 'bpmn:Process'));
    const process = processes.find((p) => p.id === definition.proc_def_key) ?? processes.find((p) => p.isExecutable !== false) ?? processes[0];
    const keys = process ? this.#extension.formKeys(process) : [];
    if (this.#formKeys.size >= FORM_KEY_CACHE_SIZE) this.#formKeys.delete(this.#formKeys.keys().next().value!);
    this.#formKeys.set(procDefId, keys);
    return keys;
  }
}
