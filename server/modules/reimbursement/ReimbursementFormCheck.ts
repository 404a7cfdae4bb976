import { ApiError } from '../../http/ApiError.ts';
import type { Clock } from '../../contracts/host.ts';
import type { components } from '../../../contracts/generated/demoself.ts';
import type { RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
import { RichTextDocumentCheck, type RichTextLimits, type RichTextRefusal } from '../../../contracts/richtext/RichTextDocumentCheck.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { zhCN } from './zhCN.ts';

export type ReimbursementFormDto = components['schemas']['ReimbursementForm'];
export type ReimbursementLineDto = components['schemas']['ReimbursementLine'];

export const REIMBURSE_TYPES = ['1', '2', '3', '4', '5'] as const;
export type ReimburseType = (typeof REIMBURSE_TYPES)[number];

/** A form holds at most this many expense lines (the contract's maxItems). */
export const MAX_LINES = 50;
/** 0.01 to 999999.99 yuan a line, in fen. */
const MIN_CENTS = 1;
const MAX_CENTS = 99_999_999;
const MAX_INVOICES = 99;
const MAX_ITEM_LENGTH = 50;
/** 报销事由: two thousand characters, in a document small enough to check and draw at once. */
export const REASON_LIMITS: RichTextLimits = { maxTextLength: 2000, maxNodes: 2000, maxDepth: 8 };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface ReimbursementLineFields {
  expenseDate: string;
  item: string;
  amountCents: number;
  invoiceCount: number;
}

/** The one attachment, as the contract's. */
export interface ReimbursementAttachment {
  fileName: string;
  bucketName: string | null;
  originalName: string | null;
}

/** A reimbursement as the server keeps it: checked, trimmed, amounts in fen, the reason rebuilt from the allowlist. */
export interface ReimbursementFields {
  reimburseType: ReimburseType;
  lines: ReimbursementLineFields[];
  reason: RichTextDocument;
  attachment: ReimbursementAttachment | null;
}

function optional(value: unknown): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed.length > 0 ? trimmed : null;
}

function refuse(message: string): never {
  throw new ApiError(400, message);
}

const REASON_REFUSALS: Record<RichTextRefusal, string> = {
  format: zhCN.validation.reasonFormat,
  unsupported: zhCN.validation.reasonUnsupported,
  attribute: zhCN.validation.reasonAttribute,
  tooDeep: zhCN.validation.reasonTooLarge,
  tooLarge: zhCN.validation.reasonTooLarge,
  tooLong: zhCN.validation.reasonTooLong(REASON_LIMITS.maxTextLength),
};

/** The total the form shows and the process branches on: the lines' sum, never a typed figure. */
export function totalCentsOf(lines: readonly Pick<ReimbursementLineFields, 'amountCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

/**
 * The reimbursement form's rules on the server. Through the API the contract's schema
 * (demoself.yaml, ReimbursementForm) has already refused a missing field, a type outside the
 * five, more than 50 lines or an amount out of range, each with its message; they are checked
 * again here for callers inside the server (the demo seed). What only this check knows: a
 * day the calendar lacks or after today, an amount with more than two decimals, and the
 * 报销事由 document — checked against the rich-text allowlist and stored rebuilt from it.
 */
export class ReimbursementFormCheck {
  constructor(private readonly clock: Clock) {}

  check(dto: ReimbursementFormDto): ReimbursementFields {
    const type = String(dto.reimburseType ?? '');
    if (!(REIMBURSE_TYPES as readonly string[]).includes(type)) refuse(zhCN.validation.typeRequired);
    if (!Array.isArray(dto.lines) || dto.lines.length === 0) refuse(zhCN.validation.linesRequired);
    if (dto.lines.length > MAX_LINES) refuse(zhCN.validation.linesTooMany(MAX_LINES));
    const today = DisplayTime.format(this.clock.now()).slice(0, 10);
    const lines = dto.lines.map((line) => this.#line(line, today));
    const reason = new RichTextDocumentCheck(REASON_LIMITS).check(dto.reason);
    if (!reason.ok) refuse(REASON_REFUSALS[reason.refusal]);
    if (!reason.document) refuse(zhCN.validation.reasonRequired);
    const fileName = optional(dto.fileName);
    const attachment = fileName ? { fileName, bucketName: optional(dto.bucketName), originalName: optional(dto.originalName) } : null;
    return { reimburseType: type as ReimburseType, lines, reason: reason.document, attachment };
  }

  #line(line: ReimbursementLineDto, today: string): ReimbursementLineFields {
    const expenseDate = typeof line?.expenseDate === 'string' ? line.expenseDate.trim() : '';
    const parts = DATE.exec(expenseDate);
    if (!parts) refuse(zhCN.validation.dateFormat);
    const [year, month, day] = parts.slice(1).map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    // The pattern lets 2026-02-30 through; only the calendar knows it is no day.
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) refuse(zhCN.validation.dateInvalid);
    if (expenseDate > today) refuse(zhCN.validation.dateInFuture);
    const item = typeof line.item === 'string' ? line.item.trim() : '';
    if (item === '') refuse(zhCN.validation.itemRequired);
    if ([...item].length > MAX_ITEM_LENGTH) refuse(zhCN.validation.itemTooLong);
    const amount = Number(line.amount);
    if (line.amount === null || !Number.isFinite(amount)) refuse(zhCN.validation.amountRequired);
    const cents = Math.round(amount * 100);
    // 12.345 is refused, 0.1 + 0.2 (binary noise below a thousandth of a fen) is not.
    if (Math.abs(amount * 100 - cents) > 1e-6) refuse(zhCN.validation.amountCents);
    if (cents < MIN_CENTS || cents > MAX_CENTS) refuse(zhCN.validation.amountRange);
    const invoiceCount = line.invoiceCount ?? 0;
    if (!Number.isInteger(invoiceCount) || invoiceCount < 0 || invoiceCount > MAX_INVOICES) refuse(zhCN.validation.invoiceCount);
    return { expenseDate, item, amountCents: cents, invoiceCount };
  }
}
