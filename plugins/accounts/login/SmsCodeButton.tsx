import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

/** The server sends a phone one code a minute: the button waits as long. */
const RESEND_SECONDS = 60;

/** What the code opens: a phone login, a forgotten password's reset, or a sign-up. */
export type SmsCodePurpose = 'login' | 'reset' | 'register';

/**
 * 获取验证码: checks the phone field first (`phoneValid` runs the form's rules and gives the
 * phone), asks the server for the code of the `purpose` and counts down before another.
 */
export function SmsCodeButton({ phoneValid, purpose }: { phoneValid: () => Promise<string | null>; purpose: SmsCodePurpose }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const phone = await phoneValid();
    if (!phone) return;
    setSending(true);
    try {
      await (purpose === 'register'
        ? api.get('/admin/mobile/register/{mobile}', { path: { mobile: phone } })
        : api.get('/admin/mobile/{mobile}', { path: { mobile: phone }, ...(purpose === 'reset' ? { query: { purpose } } : {}) }));
      notifier.success(zhCN.accounts.codeSent);
      setLeft(RESEND_SECONDS);
    } catch {
      // The HTTP client showed the server's message (手机号码未注册, 请求过频繁, …).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void send()} loading={sending} disabled={left > 0} style={{ width: 132 }}>
      {left > 0 ? zhCN.accounts.resendIn(left) : zhCN.accounts.sendCode}
    </Button>
  );
}
