import { useState } from 'react';
import { Button, Form, Select, Space } from 'antd';
import type { FormEntry } from '../../../contracts/bpmn/RongheExtension.ts';
import type { FormDef } from '../DesignerApi.ts';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { FormSettingsDialog } from './FormSettingsDialog.tsx';
import type { PanelEditor } from './PanelEditor.ts';

/** Form binding of a start event or user task: the forms, each with its field and property settings (spec 002 §2.7). */
export function FormSection({ node, editor, forms }: { node: DiagramElement; editor: PanelEditor; forms: FormDef[] }) {
  const entries = editor.reader.forms(node.businessObject);
  const [editing, setEditing] = useState<FormEntry | null>(null);
  const write = (next: FormEntry[]) => editor.update(node, { extensions: { 'rh:Forms': next.length ? editor.writer.forms(next) : null } });
  const bind = (keys: string[]) =>
    write(
      keys.map((formKey) => {
        const kept = entries.find((entry) => entry.formKey === formKey);
        if (kept) return kept;
        const form = forms.find((candidate) => candidate.formKey === formKey);
        return { formId: String(form?.id ?? ''), formKey, formName: form?.formName ?? formKey, formFieldList: [], formPropertyList: [] };
      }),
    );

  return (
    <Form.Item label={zhCN.formSettings.title}>
      <Select
        aria-label={zhCN.formSettings.bind}
        mode="multiple"
        value={entries.map((entry) => entry.formKey)}
        options={forms.map((form) => ({ value: form.formKey, label: form.formName }))}
        onChange={bind}
      />
      <Space wrap style={{ marginTop: 8 }}>
        {entries.map((entry) => (
          <Button key={entry.formKey} size="small" type="link" onClick={() => setEditing(entry)}>
            {`${entry.formName} ${zhCN.formSettings.setUp}`}
          </Button>
        ))}
      </Space>
      <FormSettingsDialog
        entry={editing}
        onCancel={() => setEditing(null)}
        onOk={(entry) => {
          write(entries.map((other) => (other.formKey === entry.formKey ? entry : other)));
          setEditing(null);
        }}
      />
    </Form.Item>
  );
}
