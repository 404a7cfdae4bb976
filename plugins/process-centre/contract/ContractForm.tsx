import { useCallback, useImperativeHandle, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Typography, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import type { BusinessFormHandle, BusinessFormProps } from '../../../contracts/workbench/ProcessCentre.ts';
import { useService } from '../../../core/react/index.ts';
import type { AgreementForm } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { BusinessFormActions } from './BusinessFormActions.ts';
import { ContractAttachment, type ContractFile } from './ContractAttachment.tsx';
import { MONEY_MAX, MONEY_MIN, formatMoney, parseMoney } from './ContractMoney.ts';
import { ContractPrintView } from './ContractPrintView.tsx';
import { FieldAccess } from './FieldAccess.ts';

const { contract } = zhCN;

/** Part 2 §3, §9: contract times travel as yyyy-MM-DD HH:mm:ss. */
export const CONTRACT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Part 1 §5: text fields hold 200 characters unless said otherwise. */
const TEXT_MAX_LENGTH = 200;
/** Part 2 §5: the phone field holds 11 characters. */
const PHONE_LENGTH = 11;

/** The form's own values; the period is one control over startTime and endTime. */
interface ContractValues {
  agreementName?: string;
  agreementType?: AgreementForm['agreementType'];
  period?: [Dayjs, Dayjs];
  agreementMoney?: number;
  firstPartyName?: string | null;
  firstPartyAgreement?: string | null;
  firstPartyPhone?: string | null;
  technicalServiceRequire?: string;
  violationDuty?: string;
  attachment?: ContractFile;
}

function toValues(agreement: AgreementForm): ContractValues {
  const start = dayjs(agreement.startTime, CONTRACT_TIME_FORMAT);
  const end = dayjs(agreement.endTime, CONTRACT_TIME_FORMAT);
  return {
    agreementName: agreement.agreementName,
    agreementType: agreement.agreementType,
    period: start.isValid() && end.isValid() ? [start, end] : undefined,
    agreementMoney: agreement.agreementMoney,
    firstPartyName: agreement.firstPartyName,
    firstPartyAgreement: agreement.firstPartyAgreement,
    firstPartyPhone: agreement.firstPartyPhone,
    technicalServiceRequire: agreement.technicalServiceRequire,
    violationDuty: agreement.violationDuty,
    attachment: agreement.bucketName && agreement.fileName ? { bucketName: agreement.bucketName, fileName: agreement.fileName, originalName: agreement.originalName } : undefined,
  };
}

const trimmed = (text: string | null | undefined) => text?.trim() ?? '';
const optional = (text: string | null | undefined) => trimmed(text) || null;

/** The contract as the server takes it: the loaded one (id, businessKey) with the form's values over it. */
function toAgreement(values: ContractValues, loaded: AgreementForm | null | undefined): AgreementForm {
  const [start, end] = values.period ?? [];
  return {
    ...loaded,
    agreementName: trimmed(values.agreementName),
    agreementType: values.agreementType as AgreementForm['agreementType'],
    startTime: start ? start.format(CONTRACT_TIME_FORMAT) : '',
    endTime: end ? end.format(CONTRACT_TIME_FORMAT) : '',
    agreementMoney: values.agreementMoney as number,
    firstPartyName: optional(values.firstPartyName),
    firstPartyAgreement: optional(values.firstPartyAgreement),
    firstPartyPhone: optional(values.firstPartyPhone),
    technicalServiceRequire: trimmed(values.technicalServiceRequire),
    violationDuty: trimmed(values.violationDuty),
    bucketName: values.attachment?.bucketName ?? null,
    fileName: values.attachment?.fileName ?? null,
    originalName: values.attachment?.originalName ?? null,
  };
}

interface FieldProps {
  name: keyof ContractValues;
  label: string;
  /** The form settings covering this control (part 2 §2). */
  keys: readonly string[];
  requiredMessage?: string;
  /** Required unless the settings say otherwise (part 2 §5). */
  requiredByDefault?: boolean;
  access: FieldAccess;
  wide?: boolean;
  /** A typed text, where blanks do not count as filled in. */
  textual?: boolean;
  rules?: FormRule[];
  control(editable: boolean): ReactNode;
}

/** One field laid out, shown, locked and required as the node's form settings say. */
function ContractField({ name, label, keys, requiredMessage, requiredByDefault = false, access, wide, textual, rules = [], control }: FieldProps) {
  const state = access.of(keys, requiredByDefault);
  if (state.hidden) return null;
  const message = requiredMessage ?? contract.required(label);
  // Any key beside `required` (even `whitespace: false`) makes the validator expect a string, so only text fields get one.
  const required: FormRule[] = !state.required ? [] : textual ? [{ required: true, whitespace: true, message }] : [{ required: true, message }];
  return (
    <Col xs={24} md={wide ? 24 : 12}>
      <Form.Item name={name} label={label} required={state.required} rules={state.editable ? [...required, ...rules] : []}>
        {control(state.editable)}
      </Form.Item>
    </Col>
  );
}

/**
 * The sample business form: contract approval (part 2 §2, §3, §5). Editable while starting;
 * while handling, read-only unless the node's settings open a field. Starting and agreeing go
 * through the contract service, which saves the contract with the workflow step.
 */
export function ContractForm({ mode, process, form: formRef, record, ref }: BusinessFormProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<ContractValues>();
  const access = useMemo(() => new FieldAccess(mode, formRef.formFieldList), [mode, formRef.formFieldList]);
  const printView = useRef<HTMLDivElement>(null);
  const [printing, setPrinting] = useState<Partial<AgreementForm> | null>(null);
  const businessKey = process.businessKey;
  // The stored contract (the contribution's loadRecord), here at the first render: the fields are
  // drawn filled in, never empty and then filled. Null while starting.
  const loaded = record as AgreementForm | null | undefined;
  const [initialValues] = useState(() => (loaded ? toValues(loaded) : undefined));
  // The watch answers only after the first render: until then the stored name stands in.
  const title = Form.useWatch('agreementName', form) ?? loaded?.agreementName;

  const current = useCallback(() => toAgreement(form.getFieldsValue(true) as ContractValues, loaded), [form, loaded]);

  // The handle is given at once when starting, else only with the stored contract: without it
  // (its load failed) the drawer's buttons wait, so nothing is validated or sent over a form not filled in.
  useImperativeHandle(
    businessKey && !loaded ? undefined : ref,
    (): BusinessFormHandle => ({
      validate: () => BusinessFormActions.validate(form, notifier, contract.invalid),
      start(startProcessDTO) {
        return api.post('/demoself/agreementForm/operate/startProcessInst', { body: { startProcessDTO, agreementFormDTO: current() } });
      },
      complete(taskOperationDTO) {
        return api.post('/demoself/agreementForm/operate/completeTask', { body: { taskOperationDTO, agreementFormDTO: current() } });
      },
      print() {
        // The print view must be in the page before its HTML is copied into the print frame.
        flushSync(() => setPrinting(current()));
        try {
          BusinessFormActions.print(printView.current, notifier);
        } finally {
          setPrinting(null);
        }
      },
    }),
    [form, api, notifier, current],
  );

  const field = (props: Omit<FieldProps, 'access'>) => <ContractField key={props.name} access={access} {...props} />;
  const text = (label: string) => (editable: boolean) => (
    <Input disabled={!editable} maxLength={TEXT_MAX_LENGTH} showCount={editable} placeholder={editable ? contract.inputPlaceholder(label) : undefined} />
  );
  const area = (label: string) => (editable: boolean) => (
    <Input.TextArea disabled={!editable} rows={4} maxLength={TEXT_MAX_LENGTH} showCount={editable} placeholder={editable ? contract.inputPlaceholder(label) : undefined} />
  );

  return (
    <>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        {title || contract.title}
      </Typography.Title>
      <Form form={form} layout="vertical" name="agreementForm" initialValues={initialValues}>
        <Row gutter={24}>
          {field({
            name: 'agreementName',
            textual: true,
            label: contract.agreementName,
            keys: ['agreementName'],
            requiredByDefault: true,
            requiredMessage: contract.agreementNameRequired,
            control: text(contract.agreementName),
          })}
          {field({
            name: 'agreementType',
            label: contract.agreementType,
            keys: ['agreementType'],
            requiredByDefault: true,
            requiredMessage: contract.agreementTypeRequired,
            control: (editable) => (
              <Select
                disabled={!editable}
                placeholder={editable ? contract.selectPlaceholder(contract.agreementType) : undefined}
                options={Object.entries(contract.types).map(([value, label]) => ({ value, label }))}
              />
            ),
          })}
          {field({
            name: 'period',
            label: contract.period,
            keys: ['startTime', 'endTime'],
            requiredByDefault: true,
            requiredMessage: contract.periodRequired,
            control: (editable) => (
              <DatePicker.RangePicker
                disabled={!editable}
                showTime
                format={CONTRACT_TIME_FORMAT}
                placeholder={[contract.periodStart, contract.periodEnd]}
                style={{ width: '100%' }}
              />
            ),
          })}
          {field({
            name: 'agreementMoney',
            label: contract.agreementMoney,
            keys: ['agreementMoney'],
            requiredByDefault: true,
            requiredMessage: contract.agreementMoneyRequired,
            control: (editable) => (
              <InputNumber<number>
                disabled={!editable}
                min={MONEY_MIN}
                max={MONEY_MAX}
                precision={2}
                formatter={(value) => formatMoney(value)}
                // antd reads the parsed text as the number (its documented formatter pattern); an empty field stays empty.
                parser={(value) => parseMoney(value) as unknown as number}
                placeholder={editable ? contract.inputPlaceholder(contract.agreementMoney) : undefined}
                style={{ width: '100%' }}
              />
            ),
          })}
          {field({ name: 'firstPartyName', label: contract.firstPartyName, keys: ['firstPartyName'], textual: true, control: text(contract.firstPartyName) })}
          {field({
            name: 'firstPartyAgreement',
            label: contract.firstPartyAgreement,
            keys: ['firstPartyAgreement'],
            textual: true,
            control: text(contract.firstPartyAgreement),
          })}
          {field({
            name: 'firstPartyPhone',
            textual: true,
            label: contract.firstPartyPhone,
            keys: ['firstPartyPhone'],
            control: (editable) => <Input disabled={!editable} maxLength={PHONE_LENGTH} placeholder={editable ? contract.phonePlaceholder : undefined} />,
          })}
          {field({
            name: 'technicalServiceRequire',
            textual: true,
            label: contract.technicalServiceRequire,
            keys: ['technicalServiceRequire'],
            requiredByDefault: true,
            requiredMessage: contract.technicalServiceRequireRequired,
            wide: true,
            control: area(contract.technicalServiceRequire),
          })}
          {field({
            name: 'violationDuty',
            textual: true,
            label: contract.violationDuty,
            keys: ['violationDuty'],
            requiredByDefault: true,
            requiredMessage: contract.violationDutyRequired,
            wide: true,
            control: area(contract.violationDuty),
          })}
          {field({
            name: 'attachment',
            label: contract.attachment,
            keys: ['fileName'],
            wide: true,
            control: (editable) => <ContractAttachment disabled={!editable} />,
          })}
        </Row>
      </Form>
      {printing && (
        <div style={{ display: 'none' }}>
          <ContractPrintView ref={printView} agreement={printing} />
        </div>
      )}
    </>
  );
}
