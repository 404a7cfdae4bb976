import { sql } from 'kysely';
import type { Clock } from '../../contracts/host.ts';
import type { DesignedFormRegistry, FormRegistration, RegisteredForm } from '../../contracts/workflow.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { LikePattern } from '../../kysely/LikePattern.ts';
import { workflowDb, type WorkflowDb } from './WorkflowDatabase.ts';

/** The browser component of every designed form (forms-renderer's DesignedForm). */
export const DESIGNED_FORM_ROUTER = 'DesignedForm';
/** Designed forms list after the coded ones in the designer's 表单 select. */
const DESIGNED_SORT = 100;

/**
 * The catalogue entries of the companies' designed forms (wf_form_def with the company, router
 * DesignedForm, and their items for 字段设置), written for the forms module, which keeps the
 * definitions, versions and values themselves.
 */
export class FormRegistry implements DesignedFormRegistry {
  constructor(
    private readonly db: WorkflowDb,
    private readonly clock: Clock,
  ) {}

  async register(companyId: number, form: FormRegistration, db: Db): Promise<number | null> {
    const tx = workflowDb(db);
    const taken = await tx
      .selectFrom('wf_form_def')
      .select('id')
      .where('form_key', '=', form.formKey)
      .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
      .executeTakeFirst();
    if (taken) return null;
    const row = await tx
      .insertInto('wf_form_def')
      .values({
        form_key: form.formKey,
        form_name: form.formName,
        form_router: DESIGNED_FORM_ROUTER,
        sort: DESIGNED_SORT,
        create_time: DisplayTime.format(this.clock.now()),
        company_id: companyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await this.#writeItems(id, form.items, tx);
    return id;
  }

  async update(companyId: number, formId: number, form: Omit<FormRegistration, 'formKey'>, db: Db): Promise<void> {
    const tx = workflowDb(db);
    await tx.updateTable('wf_form_def').set({ form_name: form.formName }).where('id', '=', formId).where('company_id', '=', companyId).execute();
    await tx.deleteFrom('wf_form_item').where('form_id', '=', formId).execute();
    await this.#writeItems(formId, form.items, tx);
  }

  async remove(companyId: number, formId: number, db: Db): Promise<void> {
    const tx = workflowDb(db);
    const form = await tx.selectFrom('wf_form_def').select('id').where('id', '=', formId).where('company_id', '=', companyId).executeTakeFirst();
    if (!form) return;
    await tx.deleteFrom('wf_form_item').where('form_id', '=', formId).execute();
    await tx.deleteFrom('wf_form_def').where('id', '=', formId).execute();
  }

  async find(companyId: number, formId: number, db?: Db): Promise<RegisteredForm | undefined> {
    const row = await this.#designed(companyId, db).where('id', '=', formId).executeTakeFirst();
    return row && FormRegistry.#view(row);
  }

  async findByKey(companyId: number, formKey: string, db?: Db): Promise<RegisteredForm | undefined> {
    const row = await this.#designed(companyId, db).where('form_key', '=', formKey).executeTakeFirst();
    return row && FormRegistry.#view(row);
  }

  async page(companyId: number, query: { current: number; size: number; formName?: string }): Promise<{ records: RegisteredForm[]; total: number }> {
    let base = this.db.selectFrom('wf_form_def').where('company_id', '=', companyId).where('form_router', '=', DESIGNED_FORM_ROUTER);
    const name = query.formName?.trim();
    if (name) base = base.where(sql<boolean>`form_name like ${LikePattern.containing(name)} escape '\\'`);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['id', 'form_key', 'form_name', 'create_time'])
        .orderBy('id', 'desc')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    return { records: rows.map(FormRegistry.#view), total: Number(total) };
  }

  async count(companyId: number, db?: Db): Promise<number> {
    const row = await (db ? workflowDb(db) : this.db)
      .selectFrom('wf_form_def')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  #designed(companyId: number, db?: Db) {
    return (db ? workflowDb(db) : this.db)
      .selectFrom('wf_form_def')
      .select(['id', 'form_key', 'form_name', 'create_time'])
      .where('company_id', '=', companyId)
      .where('form_router', '=', DESIGNED_FORM_ROUTER);
  }

  async #writeItems(formId: number, items: FormRegistration['items'], db: WorkflowDb): Promise<void> {
    if (items.length === 0) return;
    await db
      .insertInto('wf_form_item')
      .values(
        items.map((item, index) => ({
          form_id: formId,
          item_type: '0' as const,
          field_key: item.fieldKey,
          field_name: item.fieldName,
          operable: 'default' as const,
          read_only: 'default' as const,
          hidden: 'default' as const,
          required: item.required ? ('true' as const) : ('default' as const),
          value: null,
          sort: index + 1,
        })),
      )
      .execute();
  }

  static #view(row: { id: number; form_key: string; form_name: string; create_time: string }): RegisteredForm {
    return { id: Number(row.id), formKey: row.form_key, formName: row.form_name, createTime: row.create_time };
  }
}
