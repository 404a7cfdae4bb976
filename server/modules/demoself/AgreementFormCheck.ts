import { ApiError } from '../../http/ApiError.ts';
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
 * The contract form's rules on the server (spec part 2 §5) that its schema cannot say. The
 * schema (contracts/openapi/demoself.yaml, AgreementForm) holds the field rules — required
 * and not blank, type 1/2/3, money 0 to 9999999, the time format, the phone's 11 characters,
 * lengths — each with its message in `x-ronghe-messages`, and the router refuses a body that
 * breaks one before it gets here. What is left: a time the calendar does not have, an end
 * before the start, and the form as stored: trimmed, money to the cent.
 */
export class AgreementFormCheck {
  check(dto: AgreementFormDto): AgreementFields {
    const startTime = text(dto.startTime);
    const endTime = text(dto.endTime);
    // Through the API the schema's pattern has caught a wrong format; a caller inside the server has not.
    const wellFormed = (time: string) => DisplayTime.PATTERN.test(time);
    if (!wellFormed(startTime) || !wellFormed(endTime)) refuse(zhCN.validation.timeFormat);
    const start = DisplayTime.parse(startTime);
    const end = DisplayTime.parse(endTime);
    // The pattern lets 2026-13-45 99:99:99 through; only the calendar knows it is no time.
    if (Number.isNaN(start) || Number.isNaN(end)) refuse(zhCN.validation.timeInvalid);
    if (end < start) refuse(zhCN.validation.timeOrder);
    const fileName = optional(dto.fileName);
    return {
      agreementName: text(dto.agreementName),
      agreementType: text(dto.agreementType) as AgreementFields['agreementType'],
      startTime,
      endTime,
      agreementMoney: Math.round(Number(dto.agreementMoney) * 100) / 100,
      firstPartyName: optional(dto.firstPartyName),
      firstPartyAgreement: optional(dto.firstPartyAgreement),
      firstPartyPhone: optional(dto.firstPartyPhone),
      technicalServiceRequire: text(dto.technicalServiceRequire),
      violationDuty: text(dto.violationDuty),
      fileName,
      bucketName: fileName ? optional(dto.bucketName) : null,
      originalName: fileName ? optional(dto.originalName) : null,
    };
  }
}
