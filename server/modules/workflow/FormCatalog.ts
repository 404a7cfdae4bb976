import { sql } from 'kysely';
import { ApiError } from '../../app/ApiError.ts';
import { isBpmn, type BpmnProcess } from '../../../contracts/bpmn/BpmnElements.ts';
import { BpmnXmlReader } from '../../../contracts/bpmn/BpmnXmlReader.ts';
import type { FormEntry } from '../../../contracts/bpmn/RongheExtension.ts';
import { RongheExtensionReader } from '../../../contracts/bpmn/RongheExtensionReader.ts';
import type { components } from '../../../contracts/generated/workflow.ts';
import { LikePattern } from '../../kysely/LikePattern.ts';
import type { WorkflowDb } from './WorkflowDatabase.ts';
import { zhCN } from './zhCN.ts';

export type FormDefView = components['schemas']['FormDef'];
export type FormItemView = components['schemas']['FormItem'];
export type FormRefView = components['schemas']['FormRef'];

export interface FormDefPage {
  records: FormDefView[];
  total: number;
  current: number;
  size: number;
}

/** Definitions never change once deployed: their form keys are read once. */
const FORM_KEY_CACHE_SIZE = 500;

/**
 * The form definitions processes bind, their items, and the form list a node hands the task
 * drawer (FormRef): the node's rh:forms entries, else the process's, else one plain entry per
 * rh:formKeys key — each with the browser component (formRouter) of its definition.
 */
export class FormCatalog {
  readonly #formKeys = new Map<string, string[]>();
  readonly #extension = new RongheExtensionReader();

  constructor(private readonly db: WorkflowDb) {}

  async page(query: { current: number; size: number; formName?: string }): Promise<FormDefPage> {
    let base = this.db.selectFrom('wf_form_def');
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

  async items(formId: number): Promise<FormItemView[]> {
    const form = await this.db.selectFrom('wf_form_def').select('id').where('id', '=', formId).executeTakeFirst();
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

  /** The FormRef list for a node's form entries; `procDefId` supplies the form keys when there are none. */
  async refs(entries: readonly FormEntry[], procDefId: string): Promise<FormRefView[]> {
    const bound: Array<Pick<FormEntry, 'formId' | 'formKey' | 'formName'> & { formFieldList: FormEntry['formFieldList'] }> =
      entries.length > 0 ? [...entries] : (await this.formKeysOf(procDefId)).map((formKey) => ({ formId: '', formKey, formName: '', formFieldList: [] }));
    if (bound.length === 0) return [];
    const keys = [...new Set(bound.map((entry) => entry.formKey))];
    const defs = new Map(
      (await this.db.selectFrom('wf_form_def').select(['id', 'form_key', 'form_name', 'form_router']).where('form_key', 'in', keys).execute()).map((row) => [row.form_key, row]),
    );
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
