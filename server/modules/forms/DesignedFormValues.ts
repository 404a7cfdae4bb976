import type { Kysely, Selectable } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { Clock } from '../../contracts/host.ts';
import type { InstanceTitles } from '../../contracts/forms.ts';
import type { DatabaseSchema, Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { FormValues } from '../../../contracts/forms/index.ts';
import type { FormsSchema, FormValuesTable } from './FormsTables.ts';
import { zhCN } from './zhCN.ts';

/** A designed form's business key: its own prefix, so no contract's or reimbursement's key names one. */
const KEY_PREFIX = 'form-';

export function businessKeyOf(id: number): string {
  return `${KEY_PREFIX}${id}`;
}

/** The values row a business key names, or null when it names none. */
export function idOfBusinessKey(businessKey: string | null | undefined): number | null {
  const match = businessKey ? /^form-(\d{1,15})$/.exec(businessKey) : null;
  return match ? Number(match[1]) : null;
}

/** A stored instance's values with the row they came from. */
export interface StoredValues {
  row: Selectable<FormValuesTable>;
  values: FormValues;
}

/** What a start stores. */
export interface NewValues {
  companyId: number;
  formId: number;
  formKey: string;
  version: number;
  values: FormValues;
  title: string | null;
  createdBy: number;
}

/**
 * One row of values per instance of a designed form (no table per form): the checked values
 * as JSON, the version they were checked against and the title the lists show. Written in the
 * workflow command's transaction, so values and instance commit together or not at all.
 */
export class DesignedFormValues implements InstanceTitles {
  private readonly db: Kysely<DatabaseSchema & FormsSchema>;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.db = db.withTables<FormsSchema>();
  }

  /** `db`: the start's transaction. Answers the row id. */
  async insert(input: NewValues, db: Db): Promise<number> {
    const tx = db.withTables<FormsSchema>();
    const now = DisplayTime.format(this.clock.now());
    const row = await tx
      .insertInto('form_values')
      .values({
        company_id: input.companyId,
        business_key: null,
        form_id: input.formId,
        form_key: input.formKey,
        version: input.version,
        form_values: JSON.stringify(input.values),
        title: input.title,
        created_by: input.createdBy,
        create_time: now,
        update_time: now,
        revision: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await tx.updateTable('form_values').set({ business_key: businessKeyOf(id) }).where('id', '=', id).execute();
    return id;
  }

  /** The company's row, or undefined for another company's or an unknown one. */
  async find(id: number, companyId: number): Promise<StoredValues | undefined> {
    const row = await this.db.selectFrom('form_values').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
    // Stored only after FormValueCheck accepted them.
    return row && { row, values: JSON.parse(row.form_values) as FormValues };
  }

  /**
   * Replaces the values of the revision the caller read, in the completion's transaction; a
   * row another completion wrote meanwhile refuses this one (409), so no edit is lost unseen.
   */
  async update(id: number, revision: number, values: FormValues, title: string | null, db: Db): Promise<void> {
    const result = await db
      .withTables<FormsSchema>()
      .updateTable('form_values')
      .set({ form_values: JSON.stringify(values), title, update_time: DisplayTime.format(this.clock.now()), revision: revision + 1 })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, zhCN.errors.valuesChanged);
  }

  titleRows(companyId: number): ReturnType<InstanceTitles['titleRows']> {
    const rows = this.db.selectFrom('form_values').select(['business_key', 'title']).where('company_id', '=', companyId).where('business_key', 'is not', null);
    // The lists join it as a subquery on the business key: only the shape of its rows reaches them.
    return rows as unknown as ReturnType<InstanceTitles['titleRows']>;
  }
}
