import { useEffect, useState } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { FORM_LIST_SIZE, type FormDef } from '../DesignerApi.ts';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import { documentationOf } from './GeneralSection.tsx';
import type { PanelEditor } from './PanelEditor.ts';

/** The forms a process or node can bind, loaded once per panel (spec 002 §7: size 999). */
export function useFormDefs(): FormDef[] {
  const api = useService(ApiClientId);
  const [forms, setForms] = useState<FormDef[]>([]);
  useEffect(() => {
    let live = true;
    api
      .get('/workflow/formDef/list', { query: { current: 1, size: FORM_LIST_SIZE }, silent: true })
      .then(({ data }) => live && setForms(data.records))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return forms;
}

/**
 * 流程属性 (spec 002 §2.5): the name comes from the page's route and is read-only; at least
 * one form is required; documentation; executable (off means it cannot be deployed).
 */
export function ProcessSection({ process, processName, editor, forms }: { process: DiagramElement; processName: string; editor: PanelEditor; forms: FormDef[] }) {
  const keys = editor.reader.formKeys(process.businessObject);
  const executable = process.businessObject.get('isExecutable') !== false;
  return (
    <>
      <Form.Item
        label={zhCN.panel.processName}
        required
        validateStatus={processName ? undefined : 'error'}
        help={processName ? undefined : zhCN.panel.processNameRequired}
      >
        <Input aria-label={zhCN.panel.processName} value={processName} readOnly />
      </Form.Item>
      <Form.Item label={zhCN.panel.forms} required validateStatus={keys.length ? undefined : 'error'} help={keys.length ? undefined : zhCN.panel.formsRequired}>
        <Select
          aria-label={zhCN.panel.forms}
          mode="multiple"
          value={keys}
          options={forms.map((form) => ({ value: form.formKey, label: form.formName }))}
          onChange={(next: string[]) =>
            editor.update(process, { extensions: { 'rh:FormKeys': next.length ? editor.writer.formKeys(next) : null } })
          }
        />
      </Form.Item>
      <Form.Item label={zhCN.panel.documentation}>
        <CommittedInput aria-label={zhCN.panel.documentation} multiline value={documentationOf(process)} onCommit={(value) => editor.setDocumentation(process, value)} />
      </Form.Item>
      <Form.Item label={zhCN.panel.executable} help={executable ? undefined : zhCN.panel.notExecutable} validateStatus={executable ? undefined : 'warning'}>
        <Switch aria-label={zhCN.panel.executable} checked={executable} onChange={(on) => editor.setProperties(process, { isExecutable: on })} />
      </Form.Item>
    </>
  );
}
