import { useEffect, useState } from 'react';
import { Button, Form, Input, InputNumber, Typography } from 'antd';
import { PLATFORM_SETTINGS_CHANGED_EVENT } from '../../../contracts/workbench/Administration.ts';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from './zhCN.ts';
import { BrandingImageField } from './BrandingImageField.tsx';
import type { AdminSettings, SettingsEdit } from './SettingsApi.ts';

const t = zhCN;

/** The lengths the contract allows (PlatformSettingsEdit). */
const TEXTS = [
  { name: 'loginApplicationName', label: t.loginApplicationName, max: 50 },
  { name: 'browserFrontTitle', label: t.browserFrontTitle, max: 50 },
  { name: 'browserBackTitle', label: t.browserBackTitle, max: 50 },
  { name: 'copyrightBottomInfo', label: t.copyrightBottomInfo, max: 200 },
] as const;
const IMAGES = [
  { name: 'frontIndexLogo', label: t.frontIndexLogo },
  { name: 'loginWebLogo', label: t.loginWebLogo },
  { name: 'adminIndexLogo', label: t.adminIndexLogo },
  { name: 'browserIcon', label: t.browserIcon },
  { name: 'logoWebBackground', label: t.logoWebBackground },
] as const;

export type SettingsSection = 'platform' | 'policy';

interface PlatformSettingsFormProps {
  section: SettingsSection;
  settings: AdminSettings;
  /** Only the platform administrator may save; the others read. */
  editable: boolean;
  onSaved: (settings: AdminSettings) => void;
}

/**
 * 平台设置 (titles, copyright, pictures) or 密码与上传 (password validity, upload limit): the
 * fields of one section are sent, and the rest of the page reads the answer.
 */
export function PlatformSettingsForm({ section, settings, editable, onSaved }: PlatformSettingsFormProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<SettingsEdit>();
  const [saving, setSaving] = useState(false);

  useEffect(() => form.setFieldsValue(settings as SettingsEdit), [form, settings]);

  const save = async (values: SettingsEdit) => {
    setSaving(true);
    try {
      const edit: SettingsEdit =
        section === 'platform'
          ? Object.fromEntries([...TEXTS, ...IMAGES].map(({ name }) => [name, values[name] ?? '']))
          : { passValidDay: values.passValidDay, uploadMaxKb: values.uploadMaxKb ?? null };
      const saved = (await api.put('/admin/enterpriseSetting/admin', { body: edit })).data;
      notifier.success(t.saved);
      window.dispatchEvent(new Event(PLATFORM_SETTINGS_CHANGED_EVENT));
      onSaved(saved);
    } catch {
      // The HTTP client showed the server's message; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 14 }} onFinish={save} disabled={!editable} initialValues={settings}>
      {section === 'platform' ? (
        <>
          {TEXTS.map(({ name, label, max }) => (
            <Form.Item
              key={name}
              name={name}
              label={label}
              rules={[
                { required: true, whitespace: true, message: t.required(label) },
                { max, message: t.tooLong(label, max) },
              ]}
            >
              {name === 'copyrightBottomInfo' ? <Input.TextArea rows={2} /> : <Input />}
            </Form.Item>
          ))}
          {IMAGES.map(({ name, label }) => (
            <Form.Item key={name} name={name} label={label}>
              <BrandingImageField label={label} disabled={!editable} />
            </Form.Item>
          ))}
        </>
      ) : (
        <>
          <Form.Item
            name="passValidDay"
            label={t.passValidDay}
            extra={t.passValidDayHelp}
            rules={[{ required: true, type: 'integer', min: 1, max: 3650, message: t.passValidDayRange }]}
          >
            <InputNumber min={1} max={3650} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="uploadMaxKb"
            label={t.uploadMaxKb}
            extra={t.uploadMaxKbHelp(settings.uploadCeilingKb)}
            rules={[{ type: 'integer', min: 1, max: settings.uploadCeilingKb, message: t.uploadMaxKbRange(settings.uploadCeilingKb) }]}
          >
            <InputNumber min={1} max={settings.uploadCeilingKb} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Typography.Text type="secondary">{t.uploadLimitNow(settings.uploadLimitKb)}</Typography.Text>
          </Form.Item>
        </>
      )}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t.save}
        </Button>
      </Form.Item>
    </Form>
  );
}
