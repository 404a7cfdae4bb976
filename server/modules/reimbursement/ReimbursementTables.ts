import type { Generated } from 'kysely';

/* The reimbursement form's tables, owned by this module: no other module reads them (see tests/boundaries). */

/** A reimbursement (费用报销); `reimbursement-{id}` is the businessKey of the instance that approves it. */
export interface ReimbursementFormTable {
  id: Generated<number>;
  company_id: number;
  created_by: number;
  /** The applicant's name and department when they started it: the form keeps what was true then. */
  applicant_name: string;
  dept_name: string | null;
  /** '1' 差旅, '2' 交通, '3' 餐饮, '4' 办公用品, '5' 其他. */
  reimburse_type: string;
  /** The lines' sum in fen (cents), kept by the server; bigint, since 50 lines may pass 2^31 fen. */
  total_cents: number | string;
  /** The 报销事由 rich-text document as checked JSON (contracts/richtext), never HTML. */
  reason: string;
  /** The one optional attachment, as the contract's. */
  file_name: string | null;
  bucket_name: string | null;
  original_name: string | null;
  create_time: string;
  update_time: string;
}

/** One expense line; amounts in fen, so sums are exact. */
export interface ReimbursementLineTable {
  id: Generated<number>;
  form_id: number;
  sort: number;
  expense_date: string;
  item: string;
  amount_cents: number;
  invoice_count: number;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type ReimbursementSchema = {
  reimbursement_form: ReimbursementFormTable;
  reimbursement_line: ReimbursementLineTable;
};
