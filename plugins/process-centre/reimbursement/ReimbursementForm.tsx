import { useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Col, Descriptions, Form, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import type { BusinessFormHandle, BusinessFormProps } from '../../../contracts/workbench/ProcessCentre.ts';
import { textLengthOf, type RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { RichTextEditor } from '../../../core/ui/index.ts';
import type { ReimbursementForm as ReimbursementDto } from '../ProcessCentreApi.ts';
import { BusinessFormActions } from '../contract/BusinessFormActions.ts';
import { ContractAttachment, type ContractFile } from '../contract/ContractAttachment.tsx';
import { FieldAccess } from '../contract/FieldAccess.ts';
import { zhCN } from '../zhCN.ts';
import { formatYuan, totalCents, uppercaseYuan } from './ReimbursementAmount.ts';
import { EXPENSE_DATE_FORMAT, ReimbursementLinesEditor, ReimbursementLinesView, type LineValues } from './ReimbursementLines.tsx';

const { reimbursement: texts } = zhCN;

/** 报销事由 holds two thousand characters (the server's bound). */
export const REASON_MAX_LENGTH = 2000;

/** The form's own values: dates as dayjs, the reason as the rich-text document. */
interface ReimbursementValues {
  reimburseType?: ReimbursementDto['reimburseType'];
  lines?: LineValues[];
  reason?: RichTextDocument | null;
  /** The one optional attachment, uploaded as the contract's. */
  attachment?: ContractFile;
}

const NEW_LINE: LineValues = { expenseDate: null, item: '', amount: null, invoiceCount: 1 };

function toValues(dto: ReimbursementDto): ReimbursementValues {
  return {
    reimburseType: dto.reimburseType,
    lines: dto.lines.map((line) => ({ expenseDate: dayjs(line.expenseDate, EXPENSE_DATE_FORMAT), item: line.item, amount: line.amount, invoiceCount: line.invoiceCount ?? 0 })),
    reason: dto.reason as unknown as RichTextDocument,
    attachment: dto.bucketName && dto.fileName ? { bucketName: dto.bucketName, fileName: dto.fileName, originalName: dto.originalName } : undefined,
  };
}

/** The reimbursement as the server takes it; applicant, department and total are the server's to set. */
function toDto(values: ReimbursementValues, loaded: ReimbursementDto | null | undefined): ReimbursementDto {
  return {
    ...(loaded?.id !== undefined ? { id: loaded.id, businessKey: loaded.businessKey } : {}),
    reimburseType: values.reimburseType as ReimbursementDto['reimburseType'],
    lines: (values.lines ?? []).map((line) => ({
      expenseDate: line.expenseDate ? line.expenseDate.format(EXPENSE_DATE_FORMAT) : '',
      item: line.item?.trim() ?? '',
      amount: line.amount as number,
      invoiceCount: line.invoiceCount ?? 0,
    })),
    reason: (values.reason ?? null) as unknown as ReimbursementDto['reason'],
    bucketName: values.attachment?.bucketName ?? null,
    fileName: values.attachment?.fileName ?? null,
    originalName: values.attachment?.originalName ?? null,
  };
}

/**
 * The second sample business form, 费用报销 (part 2 §1 names it; the fields are ours): the
 * applicant and department (the caller's, read-only), the type, the expense lines with their
 * total — summed, never typed, in figures and in capitals — and 报销事由 in rich text. Like the
 * contract form: editable while starting, read-only while handling unless the node's settings
 * open a field, and started and agreed through its own service, which saves the form with the
 * workflow step.
 */
export function ReimbursementForm({ mode, process, form: formRef, record, ref }: BusinessFormProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<ReimbursementValues>();
  const access = useMemo(() => new FieldAccess(mode, formRef.formFieldList), [mode, formRef.formFieldList]);
  const container = useRef<HTMLDivElement>(null);
  // preserve: read-only, the lines are values without a registered field.
  const lines = Form.useWatch('lines', { form, preserve: true });
  const total = totalCents(lines);

  const businessKey = process.businessKey;
  // The stored reimbursement (the contribution's loadRecord), here at the first render: the fields
  // are drawn filled in, never empty and then filled. Null while starting.
  const loaded = record as ReimbursementDto | null | undefined;
  const [initialValues] = useState(() => (mode === 'start' ? { lines: [{ ...NEW_LINE }] } : loaded ? toValues(loaded) : undefined));
  // Starting: the applicant is the caller; the server reads the same person and department again.
  const loadMe = useCallback(async () => (mode === 'start' ? (await api.get('/admin/user/personalInfo')).data : null), [api, mode]);
  const { data: me } = useAsyncData(loadMe);

  const current = useCallback(() => toDto(form.getFieldsValue(true) as ReimbursementValues, loaded), [form, loaded]);

  // The handle is given at once when starting, else only with the stored reimbursement: without it
  // (its load failed) the drawer's buttons wait, so nothing is validated or sent over a form not filled in.
  useImperativeHandle(
    businessKey && !loaded ? undefined : ref,
    (): BusinessFormHandle => ({
      validate: () => BusinessFormActions.validate(form, notifier, texts.invalid),
      start(startProcessDTO) {
        return api.post('/demoself/reimbursementForm/operate/startProcessInst', { body: { startProcessDTO, reimbursementFormDTO: current() } });
      },
      complete(taskOperationDTO) {
        return api.post('/demoself/reimbursementForm/operate/completeTask', { body: { taskOperationDTO, reimbursementFormDTO: current() } });
      },
      print: () => BusinessFormActions.print(container.current, notifier),
    }),
    [form, api, notifier, current],
  );

  const type = access.of(['reimburseType'], true);
  const lineAccess = access.of(['lines'], true);
  const reason = access.of(['reason'], true);
  const attachment = access.of(['fileName'], false);
  const applicant = mode === 'start' ? me?.chineseName || me?.username : loaded?.applicantName;
  const dept = mode === 'start' ? me?.deptName : loaded?.deptName;

  return (
    <div ref={container}>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        {texts.title}
      </Typography.Title>
      <Form form={form} layout="vertical" name="reimbursementForm" initialValues={initialValues}>
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <Form.Item label={texts.applicant}>
              <Typography.Text>{applicant || texts.empty}</Typography.Text>
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={texts.dept}>
              <Typography.Text>{dept || texts.empty}</Typography.Text>
            </Form.Item>
          </Col>
          {!type.hidden && (
            <Col xs={24} md={8}>
              <Form.Item
                name="reimburseType"
                label={texts.reimburseType}
                required={type.required}
                rules={type.editable && type.required ? [{ required: true, message: texts.reimburseTypeRequired }] : []}
              >
                <Select
                  disabled={!type.editable}
                  placeholder={type.editable ? texts.selectPlaceholder(texts.reimburseType) : undefined}
                  options={Object.entries(texts.types).map(([value, label]) => ({ value, label }))}
                />
              </Form.Item>
            </Col>
          )}
          {!lineAccess.hidden && (
            <Col span={24}>
              <Form.Item label={texts.lines} required={lineAccess.required} style={{ marginBottom: 8 }}>
                {lineAccess.editable ? <ReimbursementLinesEditor lines={lines} /> : <ReimbursementLinesView lines={lines} />}
              </Form.Item>
              <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
                <Descriptions.Item label={texts.total}>
                  <Typography.Text strong aria-label={texts.total}>
                    {formatYuan(total)}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                    {texts.totalUppercase(uppercaseYuan(total))}
                  </Typography.Text>
                </Descriptions.Item>
              </Descriptions>
            </Col>
          )}
          {!reason.hidden && (
            <Col span={24}>
              <Form.Item
                name="reason"
                label={texts.reason}
                required={reason.required}
                rules={
                  reason.editable
                    ? [
                        ...(reason.required ? [{ required: true, message: texts.reasonRequired }] : []),
                        {
                          validator: async (_: unknown, value: RichTextDocument | null | undefined) => {
                            if (textLengthOf(value) > REASON_MAX_LENGTH) throw new Error(texts.reasonTooLong(REASON_MAX_LENGTH));
                          },
                        },
                      ]
                    : []
                }
              >
                <RichTextEditor aria-label={texts.reason} readOnly={!reason.editable} />
              </Form.Item>
            </Col>
          )}
          {!attachment.hidden && (
            <Col span={24}>
              <Form.Item
                name="attachment"
                label={texts.attachment}
                required={attachment.required}
                rules={attachment.editable && attachment.required ? [{ required: true, message: texts.required(texts.attachment) }] : []}
              >
                <ContractAttachment disabled={!attachment.editable} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </div>
  );
}
