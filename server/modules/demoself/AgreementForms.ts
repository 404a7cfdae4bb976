import { type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Clock } from '../../contracts/host.ts';
import type { DatabaseSchema, Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { AgreementFormTable, AgreementSchema } from './AgreementTables.ts';
import type { AgreementFields, AgreementFormDto } from './AgreementFormCheck.ts';

type AgreementDb = Kysely<DatabaseSchema & AgreementSchema>;
type AgreementRow = Selectable<AgreementFormTable>;

/** Where each contract field is stored. */
const COLUMNS: Record<keyof AgreementFields, keyof AgreementFormTable> = {
  agreementName: 'agreement_name',
  agreementType: 'agreement_type',
  startTime: 'start_time',
  endTime: 'end_time',
  agreementMoney: 'agreement_money',
  firstPartyName: 'first_party_name',
  firstPartyAgreement: 'first_party_agreement',
  firstPartyPhone: 'first_party_phone',
  technicalServiceRequire: 'technical_service_require',
  violationDuty: 'violation_duty',
  fileName: 'file_name',
  bucketName: 'bucket_name',
  originalName: 'original_name',
};

export const AGREEMENT_FIELD_KEYS = Object.keys(COLUMNS) as Array<keyof AgreementFields>;

/** The contract rows; a row's id, as text, is the businessKey of the instance that approves it. */
export class AgreementForms {
  private readonly db: AgreementDb;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.db = db.withTables<AgreementSchema>();
  }

  /** `db`: the workflow command's transaction the row commits with (on SQLite another handle would wait for it). */
  async insert(fields: AgreementFields, companyId: number, userId: number, db: Db): Promise<number> {
    const now = DisplayTime.format(this.clock.now());
    const row = await db
      .withTables<AgreementSchema>()
      .insertInto('agreement_form')
      .values({ ...this.#columns(fields), company_id: companyId, created_by: userId, create_time: now, update_time: now } as Insertable<AgreementFormTable>)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** The contract of a company; undefined for another company's or an unknown one. */
  async find(id: number, companyId: number): Promise<AgreementRow | undefined> {
    return this.db.selectFrom('agreement_form').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  }

  /** `db`: the workflow command's transaction the edits commit with. */
  async update(id: number, fields: Partial<AgreementFields>, db: Db): Promise<void> {
    const set = { ...this.#columns(fields), update_time: DisplayTime.format(this.clock.now()) } as Updateable<AgreementFormTable>;
    await db.withTables<AgreementSchema>().updateTable('agreement_form').set(set).where('id', '=', id).execute();
  }

  /** The stored fields of a row, in the form's shape. */
  fields(row: AgreementRow): AgreementFields {
    return {
      agreementName: row.agreement_name,
      agreementType: row.agreement_type as AgreementFields['agreementType'],
      startTime: row.start_time,
      endTime: row.end_time,
      agreementMoney: Number(row.agreement_money),
      firstPartyName: row.first_party_name,
      firstPartyAgreement: row.first_party_agreement,
      firstPartyPhone: row.first_party_phone,
      technicalServiceRequire: row.technical_service_require,
      violationDuty: row.violation_duty,
      fileName: row.file_name,
      bucketName: row.bucket_name,
      originalName: row.original_name,
    };
  }

  view(row: AgreementRow): AgreementFormDto {
    return { id: row.id, businessKey: String(row.id), ...this.fields(row) };
  }

  #columns(fields: Partial<AgreementFields>): Partial<Record<keyof AgreementFormTable, unknown>> {
    const columns: Partial<Record<keyof AgreementFormTable, unknown>> = {};
    for (const key of AGREEMENT_FIELD_KEYS) if (fields[key] !== undefined) columns[COLUMNS[key]] = fields[key];
    return columns;
  }
}
