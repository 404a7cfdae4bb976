import { useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Form, Result, Typography } from 'antd';
import { FormComputation, FormFieldRules } from '../../../contracts/forms/index.ts';
import type { DesignedFieldRule } from '../../../contracts/workbench/DesignedForms.ts';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import type { BusinessFormHandle, BusinessFormProps } from '../../../contracts/workbench/ProcessCentre.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useService } from '../../../core/react/index.ts';
import { BusinessFormActions } from '../contract/BusinessFormActions.ts';
import type { DesignedFormStartRequest, DesignedFormView, FormDefinition, FormFieldError, FormValues } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { referencesOf } from './DesignedComputed.ts';
import { DesignedFormBody, ruleOf, type DesignedFormDrawing } from './DesignedFormRenderer.tsx';
import { DesignedPrintView } from './DesignedPrintView.tsx';
import { fieldPathOf } from './DesignedValues.ts';
import { useDictionaries } from './useDictionaries.ts';

const texts = zhCN.designed;

/** The values a start or completion sends: the fields the caller may edit here, nothing else. */
function editableValues(definition: FormDefinition, rules: Readonly<Record<string, DesignedFieldRule>>, values: FormValues): FormValues {
  const sent: FormValues = {};
  for (const field of definition.fields) {
    if (field.type === 'section' || field.type === 'description' || field.type === 'computed') continue;
    const rule = ruleOf(field, rules);
    if (rule.hidden || !rule.editable || values[field.key] === undefined) continue;
    sent[field.key] = values[field.key];
  }
  return sent;
}

/** The server's refusal of named fields (form.yaml: 400 with data.fieldErrors), if this is one. */
function fieldErrorsOf(failure: unknown): FormFieldError[] {
  if (!(failure instanceof HttpError) || failure.status !== 400) return [];
  const errors = (failure.data as { fieldErrors?: unknown } | null)?.fieldErrors;
  return Array.isArray(errors) ? errors.filter((error): error is FormFieldError => typeof error?.key === 'string' && typeof error?.message === 'string') : [];
}

/**
 * The business form of a process whose form was designed in 表单管理 (formRouter DesignedForm):
 * the deployed version's definition drawn by the designed-form renderer, with the node's field
 * rules — every field editable while starting unless the start node closes it; while handling,
 * the rules the server answers for the caller; read-only when viewing. Started and completed
 * through the form service, which checks the values again and answers each refused field.
 */
export function DesignedForm({ mode, process, form: formRef, record, ref }: BusinessFormProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<FormValues>();
  const printView = useRef<HTMLDivElement>(null);
  const drawing = useRef<DesignedFormDrawing>(null);
  const [printing, setPrinting] = useState<FormValues | null>(null);

  const { businessKey } = process;
  // The version's definition and, for an instance, its values and the caller's rules at the node
  // (fields hidden there absent from all three; a start form answers no values), loaded by the
  // contribution's loadRecord with this form's code. Without a task (history, 我发起的) the
  // server answers the reader's view. Undefined when that load failed.
  const loadedView = record as DesignedFormView | undefined;
  const definition = loadedView?.definition;

  const rules = useMemo((): Record<string, DesignedFieldRule> => {
    if (!definition) return {};
    // The node's 字段设置 by the form layer's rule: the server answers an instance's rules itself
    // (it knows whether the caller is the initiator after a reject); a holder it says nothing of
    // is treated as an approver, who edits only what the node opens.
    const settings = (formRef.formFieldList ?? []).map((setting) => ({
      key: setting.key,
      hidden: setting.hidden ?? 'default',
      readOnly: setting.readonly ?? 'default',
      operable: setting.operable ?? 'default',
      required: setting.required ?? 'default',
    }));
    const derived = FormFieldRules.of(definition, settings, mode === 'start' ? 'start' : mode === 'view' ? 'view' : 'approver');
    return Object.fromEntries(
      definition.fields.map((field) => {
        const given = loadedView?.rules?.[field.key] ?? derived[field.key];
        // Viewing changes nothing, whatever the node would allow its holder.
        return [field.key, mode === 'view' ? { ...given, editable: false, required: false } : given];
      }),
    );
  }, [definition, loadedView, mode, formRef.formFieldList]);
  const dictionaries = useDictionaries(definition ?? { schemaVersion: 1, fields: [] });
  // A start form answers no values (`{}`): a new form starts from the definition's defaults.
  const values = useMemo(() => (businessKey ? (loadedView?.values ?? undefined) : undefined), [loadedView, businessKey]);
  const title = loadedView?.formName || formRef.formName || texts.title;

  // The requests' `values` is an untyped object in form.yaml (FormValueCheck judges it, not the schema).
  const sent = useCallback(
    () => editableValues(definition as FormDefinition, rules, form.getFieldsValue(true) as FormValues) as DesignedFormStartRequest['values'],
    [definition, rules, form],
  );

  /** Puts each refused field's message on it, then lets the caller know the action failed. */
  const refused = useCallback(
    (failure: unknown): never => {
      const errors = fieldErrorsOf(failure);
      if (errors.length > 0) {
        // A field not drawn yet (a long form's tail) has no Form.Item to carry its message.
        drawing.current?.drawAll();
        const fields = errors.map((fieldError) => ({ name: fieldPathOf(fieldError), errors: [fieldError.message] }));
        // A cell's message shows on the cell when its row is on show; the 明细 names the first refused cell by row in any case.
        const tables = new Map<string, string>();
        for (const { name, errors: [message] } of fields) {
          const [table, row, column] = name;
          if (typeof row !== 'number' || tables.has(String(table))) continue;
          const label = definition?.fields.find((field) => field.key === table)?.columns?.find((candidate) => candidate.key === column)?.label ?? String(column);
          tables.set(String(table), texts.cellError(row + 1, label, message));
        }
        form.setFields([...fields, ...[...tables].map(([table, message]) => ({ name: [table], errors: [message] }))]);
        form.scrollToField(fieldPathOf(errors[0]), { block: 'center' });
      }
      throw failure;
    },
    [form, definition],
  );

  // Given once the definition (and, for an instance, its values) is here: until then the drawer's buttons wait.
  useImperativeHandle(
    definition ? ref : undefined,
    (): BusinessFormHandle => ({
      async validate() {
        // Every field is checked, drawn or not yet: its Form.Item holds its rule.
        drawing.current?.drawAll();
        return BusinessFormActions.validate(form, notifier, texts.invalid, { recursive: true });
      },
      start(startProcessDTO) {
        const { procDefKey: key, selectedSeqFlowId } = startProcessDTO;
        return api.post('/form/designed/operate/startProcessInst', { body: { procDefKey: key, selectedSeqFlowId, values: sent() } }).catch(refused);
      },
      complete(taskOperationDTO) {
        return api.post('/form/designed/operate/completeTask', { body: { taskOperationDTO, values: sent() } }).catch(refused);
      },
      print() {
        const shownValues = form.getFieldsValue(true) as FormValues;
        const recomputed = new FormComputation(definition as FormDefinition).apply(shownValues);
        const shown = new Set((definition?.fields ?? []).filter((field) => !ruleOf(field, rules).hidden).map((field) => field.key));
        // Computed fields are printed as the page shows them: recomputed where what they name is shown, else as stored.
        const current: FormValues = { ...recomputed };
        for (const field of definition?.fields ?? []) {
          if (field.type === 'computed' && !referencesOf(field).every((key) => shown.has(key))) current[field.key] = shownValues[field.key];
        }
        // The print view must be in the page before its HTML is copied into the print frame.
        flushSync(() => setPrinting(current));
        try {
          BusinessFormActions.print(printView.current, notifier);
        } finally {
          setPrinting(null);
        }
      },
    }),
    [form, api, notifier, sent, refused, rules, definition],
  );

  if (!loadedView) return <Result status="warning" title={texts.loadFailed} />;
  return (
    <>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        {title}
      </Typography.Title>
      {definition && <DesignedFormBody definition={definition} values={values} rules={rules} form={form} dictionaries={dictionaries} drawing={drawing} />}
      {printing && definition && (
        <div style={{ display: 'none' }}>
          <DesignedPrintView ref={printView} title={title} definition={definition} values={printing} rules={rules} dictionaries={dictionaries} />
        </div>
      )}
    </>
  );
}
