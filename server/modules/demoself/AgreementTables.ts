import type { Generated } from 'kysely';

/* The contract form's table, owned by this module: no other module reads it (see tests/boundaries). */

/** The sample contract form (spec part 2 §3); its id, as text, is the instance's businessKey. */
export interface AgreementFormTable {
  id: Generated<number>;
  company_id: number;
  created_by: number;
  agreement_name: string;
  /** '1' technology, '2' goods sales, '3' other. */
  agreement_type: string;
  start_time: string;
  end_time: string;
  agreement_money: number;
  first_party_name: string | null;
  /** The first party's contact. */
  first_party_agreement: string | null;
  first_party_phone: string | null;
  technical_service_require: string;
  violation_duty: string;
  file_name: string | null;
  bucket_name: string | null;
  original_name: string | null;
  create_time: string;
  update_time: string;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type AgreementSchema = {
  agreement_form: AgreementFormTable;
};
