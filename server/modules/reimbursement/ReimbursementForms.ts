import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../contracts/host.ts';
import type { RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
import type { DatabaseSchema, Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { totalCentsOf, type ReimburseType, type ReimbursementFields, type ReimbursementFormDto } from './ReimbursementFormCheck.ts';
import type { ReimbursementFormTable, ReimbursementSchema } from './ReimbursementTables.ts';

type ReimbursementDb = Kysely<DatabaseSchema & ReimbursementSchema>;
type FormRow = Selectable<ReimbursementFormTable>;

/** A reimbursement's businessKey: its own prefix, so a contract's numeric key never names one (nor the reverse). */
const KEY_PREFIX = 'reimbursement-';

export function businessKeyOf(id: number): string {
  return `${KEY_PREFIX}${id}`;
}

/** The row id a businessKey names, or null when it names no reimbursement. */
export function idOfBusinessKey(businessKey: string | null | undefined): number | null {
  const match = businessKey ? /^reimbursement-(\d{1,15})$/.exec(businessKey) : null;
  return match ? Number(match[1]) : null;
}

/** Who started it, as the form shows them. */
export interface Applicant {
  userId: number;
  companyId: number;
  name: string;
  deptName: string | null;
}

/** A stored reimbursement with its lines. */
export interface StoredReimbursement {
  row: FormRow;
  fields: ReimbursementFields;
}

/** The reimbursement rows and their lines. */
export class ReimbursementForms {
  private readonly db: ReimbursementDb;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.db = db.withTables<ReimbursementSchema>();
  }

  /** `db`: the workflow command's transaction the rows commit with (on SQLite another handle would wait for it). */
  async insert(fields: ReimbursementFields, applicant: Applicant, db: Db): Promise<number> {
    const now = DisplayTime.format(this.clock.now());
    const tx = db.withTables<ReimbursementSchema>();
    const row = await tx
      .insertInto('reimbursement_form')
      .values({
        company_id: applicant.companyId,
        created_by: applicant.userId,
        applicant_name: applicant.name,
        dept_name: applicant.deptName,
        reimburse_type: fields.reimburseType,
        total_cents: totalCentsOf(fields.lines),
        reason: JSON.stringify(fields.reason),
        ...ReimbursementForms.#attachmentColumns(fields.attachment),
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await this.#writeLines(id, fields, tx);
    return id;
  }

  /** The reimbursement of a company; undefined for another company's or an unknown one. */
  async find(id: number, companyId: number): Promise<StoredReimbursement | undefined> {
    const row = await this.db.selectFrom('reimbursement_form').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
    if (!row) return undefined;
    const lines = await this.db.selectFrom('reimbursement_line').selectAll().where('form_id', '=', id).orderBy('sort').execute();
    return {
      row,
      fields: {
        reimburseType: row.reimburse_type as ReimburseType,
        lines: lines.map((line) => ({ expenseDate: line.expense_date, item: line.item, amountCents: line.amount_cents, invoiceCount: line.invoice_count })),
        // Stored only after the allowlist rebuilt it (ReimbursementFormCheck).
        reason: JSON.parse(row.reason) as RichTextDocument,
        attachment: row.file_name ? { fileName: row.file_name, bucketName: row.bucket_name, originalName: row.original_name } : null,
      },
    };
  }

  /** Replaces the given fields; the total follows the lines. `db`: the completion's transaction. */
  async update(id: number, changes: Partial<ReimbursementFields>, db: Db): Promise<void> {
    const tx = db.withTables<ReimbursementSchema>();
    await tx
      .updateTable('reimbursement_form')
      .set({
        update_time: DisplayTime.format(this.clock.now()),
        ...(changes.reimburseType ? { reimburse_type: changes.reimburseType } : {}),
        ...(changes.reason ? { reason: JSON.stringify(changes.reason) } : {}),
        ...(changes.lines ? { total_cents: totalCentsOf(changes.lines) } : {}),
        ...(changes.attachment !== undefined ? ReimbursementForms.#attachmentColumns(changes.attachment) : {}),
      })
      .where('id', '=', id)
      .execute();
    if (changes.lines) {
      await tx.deleteFrom('reimbursement_line').where('form_id', '=', id).execute();
      await this.#writeLines(id, { lines: changes.lines }, tx);
    }
  }

  view({ row, fields }: StoredReimbursement): ReimbursementFormDto {
    return {
      id: row.id,
      businessKey: businessKeyOf(row.id),
      applicantName: row.applicant_name,
      deptName: row.dept_name,
      reimburseType: fields.reimburseType,
      lines: fields.lines.map((line) => ({ expenseDate: line.expenseDate, item: line.item, amount: line.amountCents / 100, invoiceCount: line.invoiceCount })),
      totalAmount: Number(row.total_cents) / 100,
      reason: fields.reason as unknown as ReimbursementFormDto['reason'],
      fileName: fields.attachment?.fileName ?? null,
      bucketName: fields.attachment?.bucketName ?? null,
      originalName: fields.attachment?.originalName ?? null,
    };
  }

  static #attachmentColumns(attachment: ReimbursementFields['attachment']) {
    return { file_name: attachment?.fileName ?? null, bucket_name: attachment?.bucketName ?? null, original_name: attachment?.originalName ?? null };
  }

  async #writeLines(id: number, fields: Pick<ReimbursementFields, 'lines'>, tx: ReimbursementDb): Promise<void> {
    await tx
      .insertInto('reimbursement_line')
      .values(
        fields.lines.map((line, index) => ({
          form_id: id,
          sort: index + 1,
          expense_date: line.expenseDate,
          item: line.item,
          amount_cents: line.amountCents,
          invoice_count: line.invoiceCount,
        })),
      )
      .execute();
  }
}
