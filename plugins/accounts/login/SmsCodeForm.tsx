import { useCallback, useState } from 'react';
import { Form, Input, type FormInstance } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { zhCN } from '../zhCN.ts';
import { AccountFieldRules } from './AccountFieldRules.ts';
import { messageOf } from './LoginPage.tsx';
import { SmsCodeButton, type SmsCodePurpose } from './SmsCodeButton.tsx';

/** What a form that proves a phone with an SMS code holds, whatever else it asks. */
export interface SmsCodeValues {
  phone: string;
  code: string;
}

export interface SmsCodeForm<V extends SmsCodeValues> {
  form: FormInstance<V>;
  /** A submission is under way (the button spins); it stays so after a success, which leaves the page. */
  pending: boolean;
  /** The refusal shown above the form, or null. */
  problem: string | null;
  /**
   * Runs a submission: `action` gives the problem to show, if any (a disabled account), or
   * throws the server's refusal; either ends the pending state, a success keeps it.
   */
  attempt(action: () => Promise<string | null | void>): Promise<void>;
}

/**
 * The part the phone login, the forgotten password and the sign-up share (part 1 §2, §5): a
 * form whose phone proves itself with an SMS code, and its submission state.
 */
export function useSmsCodeForm<V extends SmsCodeValues>(): SmsCodeForm<V> {
  const [form] = Form.useForm<V>();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useCallback(async (action: () => Promise<string | null | void>) => {
    setPending(true);
    setProblem(null);
    try {
      const refused = await action();
      if (refused) {
        setProblem(refused);
        setPending(false);
      }
    } catch (error) {
      setProblem(messageOf(error));
      setPending(false);
    }
  }, []);
  return { form, pending, problem, attempt };
}

/** The code field with its 获取验证码 button, which sends the code for `purpose` once the form's phone passes its rules. */
export function SmsCodeRow<V extends SmsCodeValues>({ form, purpose }: { form: FormInstance<V>; purpose: SmsCodePurpose }) {
  const phoneValid = async () => {
    try {
      return ((await form.validateFields(['phone'])) as SmsCodeValues).phone;
    } catch {
      return null;
    }
  };
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Form.Item name="code" rules={AccountFieldRules.code} style={{ flex: 1 }}>
        <Input prefix={<SafetyOutlined />} placeholder={zhCN.accounts.codePlaceholder} autoComplete="one-time-code" maxLength={6} />
      </Form.Item>
      <SmsCodeButton phoneValid={phoneValid} purpose={purpose} />
    </div>
  );
}
