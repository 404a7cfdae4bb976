import { useMemo, useRef, useState } from 'react';
import { Button, Input, type InputRef } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { LoginCipherId, SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { InvalidTokenRedirect } from '../../../core/http/InvalidTokenRedirect.ts';
import { useHydrated, useService, useTypedBeforeHydration } from '../../../core/react/index.ts';
import { ScreenLockId } from '../../../contracts/workbench/Accounts.ts';
import { SocialLoginButtons } from '../social/SocialLoginButtons.tsx';
import { loginZhCN as zhCN } from './zhCN.ts';
import { CaptchaField, newCaptchaKey } from './CaptchaField.tsx';
import { LoginField } from './LoginField.tsx';
import { useLoginFields, type FieldRule } from './LoginFields.ts';
import { LoginAlert } from './LoginAlert.tsx';
import { LoginFrame } from './LoginFrame.tsx';
import { PasswordLogin, type LoginOutcome } from './PasswordLogin.ts';

/** Where a signed-in user lands: the workbench home (the spec's '/' is the public site for us). */
export const HOME_AFTER_LOGIN = '/homepage/index';
/** A disabled account sees the message this long before being logged out (part 1 §9). */
export const DISABLED_LOGOUT_DELAY_MS = 1200;

type Credential = 'username' | 'password' | 'captcha';

const CREDENTIAL_RULES: Record<Credential, readonly FieldRule[]> = {
  username: [{ required: true, whitespace: true, message: zhCN.login.accountRequired }],
  password: [{ required: true, message: zhCN.login.passwordRequired }],
  captcha: [{ required: true, whitespace: true, message: zhCN.login.captchaRequired }],
};

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : zhCN.login.failed;
}

/**
 * What every login page does with a login's outcome: home, or for a disabled account the
 * message and a logout 1.2 s later (part 1 §4). Returns the problem to keep in view, if any.
 */
export function useLoginOutcome(): (outcome: LoginOutcome) => string | null {
  const session = useService(SessionStoreId);
  const screenLock = useService(ScreenLockId);
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  return (outcome) => {
    if (outcome === 'disabled') {
      notifier.error(zhCN.login.disabled);
      setTimeout(() => void session.logout(), DISABLED_LOGOUT_DELAY_MS);
      return zhCN.login.disabled;
    }
    // A new login is no locked screen, whoever locked it before.
    screenLock.release();
    navigate(HOME_AFTER_LOGIN);
    return null;
  };
}

/**
 * Account and password login (/login/user). After a wrong password the server may ask for the
 * captcha (428): the image appears, and a new one after every failed try (a captcha is good once).
 */
export function LoginPage() {
  const api = useService(ApiClientId);
  const session = useService(SessionStoreId);
  const cipher = useService(LoginCipherId);
  const login = useMemo(() => new PasswordLogin(api, session, cipher), [api, session, cipher]);
  const finish = useLoginOutcome();
  const fields = useLoginFields(CREDENTIAL_RULES);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [search] = useSearchParams();
  // The page is rendered on the server: what was typed before its code ran is kept, and it cannot be
  // sent before then (the browser would submit the form itself, reloading the page).
  const running = useHydrated();
  const usernameBox = useRef<InputRef>(null);
  const passwordBox = useRef<InputRef>(null);
  useTypedBeforeHydration(() => usernameBox.current?.input, fields.values.username, (typed) => fields.change('username', typed));
  useTypedBeforeHydration(() => passwordBox.current?.input, fields.values.password, (typed) => fields.change('password', typed));
  const source = search.get('source');
  const reason = source === InvalidTokenRedirect.SOURCE ? zhCN.login.invalidToken : source === InvalidTokenRedirect.LOGGED_OUT_SOURCE ? zhCN.login.loggedOut : null;

  const submit = async () => {
    // The captcha is asked for only once its image is shown.
    const checked = fields.check(captchaKey ? ['username', 'password', 'captcha'] : ['username', 'password']);
    if (!checked) return;
    const { username, password, captcha } = checked;
    setPending(true);
    setProblem(null);
    try {
      const outcome = await login.login(username.trim(), password, captchaKey && captcha ? { randomStr: captchaKey, code: captcha.trim() } : undefined);
      setProblem(finish(outcome));
      if (outcome === 'disabled') setPending(false);
    } catch (error) {
      // The call was silent: this alert is the one place the reason shows.
      setProblem(messageOf(error));
      setPending(false);
      // The server asks for the captcha after wrong passwords (428); once shown, each try spends one.
      if (captchaKey || (error instanceof HttpError && error.status === 428)) {
        setCaptchaKey(newCaptchaKey());
        fields.clear('captcha');
      }
    }
  };

  return (
    <LoginFrame tab="user">
      {/* A failed attempt is newer news than why the user was sent here. */}
      {problem ? (
        <LoginAlert type="error" title={problem} />
      ) : reason ? (
        <LoginAlert type="warning" title={reason} />
      ) : null}
      <form
        name="account-login"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <LoginField required problem={fields.problems.username}>
          <Input
            ref={usernameBox}
            size="large"
            prefix={<UserOutlined />}
            placeholder={zhCN.login.accountPlaceholder}
            autoComplete="username"
            maxLength={20}
            value={fields.values.username}
            onChange={(event) => fields.change('username', event.target.value)}
          />
        </LoginField>
        <LoginField required problem={fields.problems.password}>
          <Input.Password
            ref={passwordBox}
            size="large"
            prefix={<LockOutlined />}
            placeholder={zhCN.login.passwordPlaceholder}
            autoComplete="current-password"
            value={fields.values.password}
            onChange={(event) => fields.change('password', event.target.value)}
          />
        </LoginField>
        {captchaKey ? (
          <CaptchaField
            randomStr={captchaKey}
            onRefresh={() => setCaptchaKey(newCaptchaKey())}
            value={fields.values.captcha}
            problem={fields.problems.captcha}
            onChange={(value) => fields.change('captcha', value)}
          />
        ) : null}
        <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={!running}>
          {zhCN.login.submit}
        </Button>
      </form>
      <SocialLoginButtons />
    </LoginFrame>
  );
}
