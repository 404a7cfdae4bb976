import { ApiError } from '../../app/ApiError.ts';
import type { components } from '../../../contracts/generated/demoself.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { zhCN } from './zhCN.ts';

export type AgreementFormDto = components['schemas']['AgreementForm'];

/** A contract as the server keeps it: checked, trimmed, money in cents precision. */
export interface AgreementFields {
  agreementName: string;
  agreementType: '1' | '2' | '3';
  startTime: string;
  endTime: string;
  agreementMoney: number;
  firstPartyName: string | null;
  firstPartyAgreement: string | null;
  firstPartyPhone: string | null;
  technicalServiceRequire: string;
  violationDuty: string;
  fileName: string | null;
  bucketName: string | null;
  originalName: string | null;
}

export const MIN_MONEY = 0;
export const MAX_MONEY = 9_999_999;
const PHONE_LENGTH = 11;
const NAME_LIMIT = 200;
const SHORT_LIMIT = 100;
const TYPES = new Set(['1', '2', '3']);
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function optional(value: unknown): string | null {
  const trimmed = text(value);
  return trimmed.length > 0 ? trimmed : null;
}

function refuse(message: string): never {
  throw new ApiError(400, message);
}

/**
 * The contract form's rules on the server (spec part 2 §5), in the order the form lists its
 * fields, each refused with the spec's message: required name, type ('1'/'2'/'3'), time
 * range, money (0 to 9999999), technical service requirement and violation duty; the phone
 * at most 11 characters. The browser checks the same; the server does not trust it to.
 */
export class AgreementFormCheck {
  check(dto: AgreementFormDto): AgreementFields {
    const agreementName = text(dto.agreementName);
    if (!agreementName) refuse(zhCN.validation.nameRequired);
    if ([...agreementName].length > NAME_LIMIT) refuse(zhCN.validation.nameTooLong(NAME_LIMIT));

    const agreementType = text(dto.agreementType);
    if (!agreementType) refuse(zhCN.validation.typeRequired);
    if (!TYPES.has(agreementType)) refuse(zhCN.validation.typeInvalid);

    const startTime = text(dto.startTime);
    const endTime = text(dto.endTime);
    if (!startTime || !endTime) refuse(zhCN.validation.timeRequired);
    const start = TIME.test(startTime) ? DisplayTime.parse(startTime) : Number.NaN;
    const end = TIME.test(endTime) ? DisplayTime.parse(endTime) : Number.NaN;
    if (Number.isNaN(start) || Number.isNaN(end)) refuse(zhCN.validation.timeFormat);
    if (end < start) refuse(zhCN.validation.timeOrder);

    const money = dto.agreementMoney as unknown;
    if (money === null || money === undefined || money === '' || !Number.isFinite(Number(money))) refuse(zhCN.validation.moneyRequired);
    const agreementMoney = Math.round(Number(money) * 100) / 100;
    if (agreementMoney < MIN_MONEY || agreementMoney > MAX_MONEY) refuse(zhCN.validation.moneyRange(MIN_MONEY, MAX_MONEY));

    const firstPartyPhone = optional(dto.firstPartyPhone);
    if (firstPartyPhone && [...firstPartyPhone].length > PHONE_LENGTH) refuse(zhCN.validation.phoneLength);

    const technicalServiceRequire = text(dto.technicalServiceRequire);
    if (!technicalServiceRequire) refuse(zhCN.validation.technicalServiceRequired);
    const violationDuty = text(dto.violationDuty);
    if (!violationDuty) refuse(zhCN.validation.violationDutyRequired);

    const firstPartyName = this.#limited(optional(dto.firstPartyName), zhCN.fields.firstPartyName, NAME_LIMIT);
    const firstPartyAgreement = this.#limited(optional(dto.firstPartyAgreement), zhCN.fields.firstPartyAgreement, SHORT_LIMIT);
    const fileName = this.#limited(optional(dto.fileName), zhCN.fields.fileName, 255);
    return {
      agreementName,
      agreementType: agreementType as AgreementFields['agreementType'],
      startTime,
      endTime,
      agreementMoney,
      firstPartyName,
      firstPartyAgreement,
      firstPartyPhone,
      technicalServiceRequire,
      violationDuty,
      fileName,
      bucketName: fileName ? this.#limited(optional(dto.bucketName), zhCN.fields.fileName, SHORT_LIMIT) : null,
      originalName: fileName ? this.#limited(optional(dto.originalName), zhCN.fields.fileName, 255) : null,
    };
  }

  #limited(value: string | null, field: string, limit: number): string | null {
    if (value !== null && [...value].length > limit) refuse(zhCN.validation.textTooLong(field, limit));
    return value;
  }
}
