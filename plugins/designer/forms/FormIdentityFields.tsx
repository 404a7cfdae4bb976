import { Form, Input, type FormInstance } from 'antd';
import { HttpError } from '../../../core/http/HttpError.ts';
import { FORM_KEY_MAX, FORM_KEY_PATTERN, FORM_NAME_MAX } from './FormDesignApi.ts';
import { zhCN } from './zhCN.ts';

const t = zhCN.identity;

export interface FormIdentity {
  formKey: string;
  formName: string;
}

/** A new form's key and name (复制, 导入), checked as the server checks them. */
export function FormIdentityFields() {
  return (
    <>
      <Form.Item
        name="formKey"
        label={t.key}
        tooltip={zhCN.designer.keyHelp}
        rules={[
          { required: true, whitespace: true, message: zhCN.designer.keyRequired },
          { max: FORM_KEY_MAX, message: t.keyTooLong },
          { pattern: FORM_KEY_PATTERN, message: zhCN.designer.keyFormat },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="formName"
        label={t.name}
        rules={[
          { required: true, whitespace: true, message: zhCN.designer.nameRequired },
          { max: FORM_NAME_MAX, message: t.nameTooLong },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}

/**
 * Puts a refusal of the server under the field it concerns (409: the key is taken); answers
 * false when it concerns neither, for the caller to show.
 */
export function showIdentityRefusal(form: FormInstance<FormIdentity>, error: unknown): boolean {
  if (!(error instanceof HttpError)) throw error;
  if (error.status !== 409) return false;
  form.setFields([{ name: 'formKey', errors: [error.msg] }]);
  return true;
}
