import { memo, startTransition, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Col, Form, Row, Typography, type FormInstance } from 'antd';
import type { DesignedFieldRule, DesignedFormPreviewProps } from '../../../contracts/workbench/DesignedForms.ts';
import type { FormDefinition, FormField, FormOption, FormValues } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { controlOf, itemPropsOf, ReadOnlyValue, type ControlContext } from './DesignedControls.tsx';
import { ComputedValues, ComputedValuesContext, referencesOf, useComputed } from './DesignedComputed.ts';
import { fieldRulesOf } from './DesignedFieldCheck.ts';
import { colSpanOf, usePhoneLayout } from './DesignedLayout.ts';
import { DesignedTableEditor, DesignedTableView, ROWS_PER_PAGE } from './DesignedTable.tsx';
import { initialValuesOf } from './DesignedValues.ts';
import { numberText } from './DesignedValueText.ts';
import { useDictionaries } from './useDictionaries.ts';

/** A field's rule where the caller gives none: shown, editable, required as the definition says. */
export function ruleOf(field: FormField, rules: Readonly<Record<string, DesignedFieldRule>> | undefined): DesignedFieldRule {
  return rules?.[field.key] ?? { hidden: false, editable: true, required: field.required ?? false };
}

/** A computed field: recomputed as the fields it names change, or the stored value when one of them is not shown here. */
function ComputedValue({ field, live }: { field: FormField; live: boolean }) {
  const form = Form.useFormInstance<FormValues>();
  // preserve: the stored value has no Form.Item of its own.
  const stored = Form.useWatch(field.key, { form, preserve: true }) as number | null | undefined;
  const computed = useComputed((values) => values[field.key] as number | null | undefined);
  const value = live ? computed : stored;
  const text = numberText(field, value);
  return text === '' ? (
    <Typography.Text type="secondary" aria-label={field.label}>
      {zhCN.designed.empty}
    </Typography.Text>
  ) : (
    <Typography.Text strong aria-label={field.label}>
      {text}
    </Typography.Text>
  );
}

interface FieldProps {
  field: FormField;
  rule: DesignedFieldRule;
  context: ControlContext;
  /** One field a row (a phone's width). */
  phone: boolean;
  /** Whether a computed field can be computed here: every field it names is shown. */
  live: boolean;
}

/** One field in its grid cell: its control when the node lets it be edited, its value as text when not. Drawn again only when its own props change (memo): a later batch of fields or a keystroke elsewhere leaves it be. */
const DesignedField = memo(function DesignedField({ field, rule, context, phone, live }: FieldProps) {
  const span = colSpanOf(field, phone);
  switch (field.type) {
    case 'section':
      return (
        <Col span={span} data-field={field.key}>
          <Typography.Title level={5} style={{ marginTop: 8, paddingBottom: 4, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
            {field.label}
          </Typography.Title>
        </Col>
      );
    case 'description':
      return (
        <Col span={span} data-field={field.key}>
          <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
            {field.text ?? field.label}
          </Typography.Paragraph>
        </Col>
      );
    case 'computed':
      return (
        <Col span={span} data-field={field.key}>
          <Form.Item label={field.label}>
            <ComputedValue field={field} live={live} />
          </Form.Item>
        </Col>
      );
    case 'table':
      return (
        <Col span={span} data-field={field.key}>
          {rule.editable ? (
            <Form.Item label={field.label} required={rule.required}>
              <DesignedTableEditor table={field} context={context} required={rule.required} />
            </Form.Item>
          ) : (
            <Form.Item name={field.key} label={field.label}>
              <DesignedTableView table={field} context={context} />
            </Form.Item>
          )}
        </Col>
      );
    default:
      return (
        <Col span={span} data-field={field.key}>
          {rule.editable ? (
            <Form.Item name={field.key} label={field.label} required={rule.required} rules={fieldRulesOf(field, rule.required, context)} {...itemPropsOf(field)}>
              {controlOf(field, context)}
            </Form.Item>
          ) : (
            <Form.Item name={field.key} label={field.label}>
              <ReadOnlyValue field={field} context={context} />
            </Form.Item>
          )}
        </Col>
      );
  }
});

/**
 * What one field costs to draw, in controls: a 明细 a control per row on its page (its cells are
 * light until focused, DesignedTable), rich text a few (its editor), the rest one.
 */
export function drawCostOf(field: FormField, values: FormValues | undefined): number {
  if (field.type === 'table') return 1 + Math.min(ROWS_PER_PAGE, Array.isArray(values?.[field.key]) ? (values[field.key] as unknown[]).length : 1);
  if (field.type === 'richText') return 3;
  return 1;
}

/**
 * Controls drawn before the form first shows: about a screen's worth at 1920 × 1080 (six rows of
 * the grid), as many as the contract form has. The rest follow in batches of BATCH_COST, each a
 * transition React renders in slices between the user's keys, so the form answers input while
 * its tail is still being drawn.
 */
export const FIRST_COST = 12;
export const BATCH_COST = 12;

/** How many of the fields, in order, fit a budget of controls past the first `from` (at least one). */
export function fieldsWithin(fields: readonly FormField[], values: FormValues | undefined, from: number, budget: number): number {
  let count = from;
  let spent = 0;
  while (count < fields.length) {
    spent += drawCostOf(fields[count], values);
    if (spent > budget && count > from) break;
    count++;
  }
  return count;
}

/** What the business form asks of the drawing: every field in the page now (before validating all of them, or marking the server's refusals). */
export interface DesignedFormDrawing {
  drawAll(): void;
}

/**
 * The number of fields drawn: the first screen's at once, then the rest a batch per transition
 * until all are in the page (they stay: keyboard order, print and the form's store see every
 * one). `drawAll` draws the rest synchronously.
 */
function useProgressiveFields(fields: readonly FormField[], values: FormValues | undefined, drawing: Ref<DesignedFormDrawing> | undefined): number {
  const [state, setState] = useState(() => ({ of: fields, count: fieldsWithin(fields, values, 0, FIRST_COST) }));
  // A new definition starts again from its first screen.
  const count = state.of === fields ? state.count : fieldsWithin(fields, values, 0, FIRST_COST);
  useEffect(() => {
    if (count >= fields.length) return;
    // From the state as it is when React applies the batch, never below it: a batch computed before
    // drawAll and applied after it took the tail out again, with the messages validation had just
    // put on it (a CI run's long form never showed 请填写字段40).
    startTransition(() =>
      setState((previous) => {
        const from = previous.of === fields ? Math.max(previous.count, count) : count;
        return { of: fields, count: fieldsWithin(fields, values, from, BATCH_COST) };
      }),
    );
  }, [fields, values, count]);
  useImperativeHandle(drawing, () => ({ drawAll: () => flushSync(() => setState({ of: fields, count: fields.length })) }), [fields]);
  return count;
}

export interface DesignedFormBodyProps extends DesignedFormPreviewProps {
  /** The form the business form validates, reads and marks with the server's refusals. */
  form: FormInstance<FormValues>;
  /** The 字典 options, by type (useDictionaries). */
  dictionaries: Readonly<Record<string, readonly FormOption[]>>;
  /** Lets the business form draw every field at once (useProgressiveFields). */
  drawing?: Ref<DesignedFormDrawing>;
}

/**
 * A designed form drawn from (definition, values, rules): the fields in order on a grid of four
 * columns — one column narrower than a phone — each editable control checked as it is typed
 * with the same messages the server answers, hidden fields absent, read-only ones as text, 明细
 * with their sums, computed fields following what they name. A long form draws its first screen
 * first and the rest in batches (useProgressiveFields).
 */
export function DesignedFormBody({ definition, values, rules, width, form, dictionaries, drawing }: DesignedFormBodyProps) {
  const container = useRef<HTMLDivElement>(null);
  const phone = usePhoneLayout(container, width);
  const initial = useMemo(() => initialValuesOf(definition, values), [definition, values]);
  const context = useMemo<ControlContext>(() => ({ dictionaries }), [dictionaries]);
  // One rule object per field for as long as the rules stand, so a drawn field is not drawn again (memo).
  const ruleByKey = useMemo(() => new Map(definition.fields.map((field) => [field.key, ruleOf(field, rules)])), [definition, rules]);
  // What is drawn here: a field the server left out of the definition (hidden at this node) is not, and neither is one the rules hide.
  const shown = useMemo(() => new Set([...ruleByKey].filter(([, rule]) => !rule.hidden).map(([key]) => key)), [ruleByKey]);
  const drawn = useProgressiveFields(definition.fields, values, drawing);
  const computed = useMemo(() => new ComputedValues(definition), [definition]);

  // A new definition or new stored values start the form again (initialValues alone apply once).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) form.resetFields();
    started.current = true;
    computed.update(form.getFieldsValue(true) as FormValues);
  }, [form, initial, computed]);

  return (
    <div ref={container}>
      <ComputedValuesContext value={computed}>
        <Form
          form={form}
          layout="vertical"
          initialValues={initial}
          scrollToFirstError={{ block: 'center' }}
          onValuesChange={(changed: FormValues) => {
            if (computed.follows(changed)) computed.update(form.getFieldsValue(true) as FormValues);
          }}
        >
          <Row gutter={[24, 0]}>
            {definition.fields.slice(0, drawn).map((field) => {
              const rule = ruleByKey.get(field.key) as DesignedFieldRule;
              if (rule.hidden) return null;
              const live = field.type === 'computed' && referencesOf(field).every((key) => shown.has(key));
              return <DesignedField key={field.key} field={field} rule={rule} context={context} phone={phone} live={live} />;
            })}
          </Row>
        </Form>
      </ComputedValuesContext>
    </div>
  );
}

/**
 * The renderer as the designer's preview borrows it (DesignedFormRendererId): the same form,
 * with its own form instance and dictionaries.
 */
export function DesignedFormRenderer(props: DesignedFormPreviewProps & { definition: FormDefinition }) {
  const [form] = Form.useForm<FormValues>();
  const dictionaries = useDictionaries(props.definition);
  return <DesignedFormBody {...props} form={form} dictionaries={dictionaries} />;
}
