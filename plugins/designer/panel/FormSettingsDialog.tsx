import { useEffect, useState } from 'react';
import { Checkbox, Input, Modal, Spin, Table, Tabs } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import type { FormEntry, FormFieldSetting, FormFlag, FormPropertySetting } from '../../../contracts/bpmn/RongheExtension.ts';
import { useService } from '../../../core/react/index.ts';
import type { FormItem } from '../DesignerApi.ts';
import { zhCN } from '../zhCN.ts';

export type FlagName = 'operable' | 'readOnly' | 'hidden' | 'required';
export const FLAG_NAMES: readonly FlagName[] = ['operable', 'readOnly', 'hidden', 'required'];

/**
 * Spec 002 §4: each pair of checkboxes is exclusive — ticking one side sets the flag, ticking
 * the ticked side again leaves neither, which is 'default'.
 */
export function toggledFlag(current: FormFlag, side: 'true' | 'false', checked: boolean): FormFlag {
  if (checked) return side;
  return current === side ? 'default' : current;
}

/** The entry's settings over the form's items: items the entry lacks start from the form's defaults. */
export function settingsOver(entry: FormEntry, items: FormItem[]): { fields: FormFieldSetting[]; properties: FormPropertySetting[] } {
  const fields = items
    .filter((item) => item.type === '0')
    .map((item) => {
      const saved = entry.formFieldList.find((field) => field.key === item.fieldKey);
      return saved ?? { key: item.fieldKey, name: item.fieldName, operable: item.operable ?? 'default', readOnly: item.readOnly ?? 'default', hidden: item.hidden ?? 'default', required: item.required ?? 'default' };
    });
  const properties = items
    .filter((item) => item.type === '1')
    .map((item) => entry.formPropertyList.find((property) => property.key === item.fieldKey) ?? { key: item.fieldKey, name: item.fieldName, value: item.value ?? '' });
  return { fields, properties };
}

export interface FormSettingsDialogProps {
  entry: FormEntry | null;
  onOk: (entry: FormEntry) => void;
  onCancel: () => void;
}

/** 字段设置 / 属性设置 of one bound form (spec 002 §2.7, §4). */
export function FormSettingsDialog({ entry, onOk, onCancel }: FormSettingsDialogProps) {
  const api = useService(ApiClientId);
  const [fields, setFields] = useState<FormFieldSetting[]>([]);
  const [properties, setProperties] = useState<FormPropertySetting[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!entry) return;
    let live = true;
    setLoading(true);
    api
      .get('/workflow/formItem/listByFormId/{id}', { path: { id: Number(entry.formId) }, silent: true })
      .then(({ data }) => {
        if (!live) return;
        const settings = settingsOver(entry, data);
        setFields(settings.fields);
        setProperties(settings.properties);
        setLoading(false);
      })
      .catch(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [entry, api]);

  const setFlag = (keys: string[] | 'all', flag: FlagName, side: 'true' | 'false', checked: boolean) =>
    setFields((rows) => rows.map((row) => (keys === 'all' || keys.includes(row.key) ? { ...row, [flag]: toggledFlag(row[flag], side, checked) } : row)));
  const allAre = (flag: FlagName, side: 'true' | 'false') => fields.length > 0 && fields.every((row) => row[flag] === side);

  const pairColumn = (flag: FlagName) => ({
    title: (
      <span>
        {(['true', 'false'] as const).map((side, index) => (
          <Checkbox key={side} aria-label={`${zhCN.formSettings.all}${zhCN.formSettings.pairs[flag][index]}`} checked={allAre(flag, side)} onChange={(event) => setFlag('all', flag, side, event.target.checked)}>
            {zhCN.formSettings.pairs[flag][index]}
          </Checkbox>
        ))}
      </span>
    ),
    key: flag,
    render: (_: unknown, row: FormFieldSetting) =>
      (['true', 'false'] as const).map((side, index) => (
        <Checkbox key={side} aria-label={`${row.name}${zhCN.formSettings.pairs[flag][index]}`} checked={row[flag] === side} onChange={(event) => setFlag([row.key], flag, side, event.target.checked)}>
          {zhCN.formSettings.pairs[flag][index]}
        </Checkbox>
      )),
  });

  return (
    <Modal
      open={entry !== null}
      title={entry?.formName}
      width="70%"
      okText={zhCN.formSettings.ok}
      cancelText={zhCN.formSettings.cancel}
      onCancel={onCancel}
      onOk={() => entry && onOk({ ...entry, formFieldList: fields, formPropertyList: properties })}
      destroyOnHidden
    >
      {loading ? (
        <Spin />
      ) : (
        <Tabs
          items={[
            {
              key: 'fields',
              label: zhCN.formSettings.fieldsTab,
              children: (
                <Table<FormFieldSetting>
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={fields}
                  columns={[{ title: zhCN.formSettings.field, dataIndex: 'name' }, ...FLAG_NAMES.map(pairColumn)]}
                />
              ),
            },
            {
              key: 'properties',
              label: zhCN.formSettings.propertiesTab,
              children: (
                <Table<FormPropertySetting>
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={properties}
                  columns={[
                    { title: zhCN.formSettings.property, dataIndex: 'name' },
                    {
                      title: zhCN.formSettings.value,
                      key: 'value',
                      render: (_: unknown, row: FormPropertySetting) => (
                        <Input
                          aria-label={`${row.name}${zhCN.formSettings.value}`}
                          value={row.value}
                          onChange={(event) => setProperties((rows) => rows.map((other) => (other.key === row.key ? { ...other, value: event.target.value } : other)))}
                        />
                      ),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
