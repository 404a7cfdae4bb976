import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { LoginCipherId, SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useService } from '../../../core/react/index.ts';
import { useLoginOutcome } from '../login/LoginPage.tsx';
import { PasswordLogin } from '../login/PasswordLogin.ts';
import { zhCN } from '../zhCN.ts';
import { SocialFlow } from './SocialFlow.ts';

/**
 * /authredirect, where the social provider sends the browser back (part 1 §2). It finishes the
 * flow this tab started: a login (an unbound account answers 417 and is told so), or a binding
 * started in the personal centre. A callback this tab did not start is refused.
 */
export function AuthRedirectPage() {
  const api = useService(ApiClientId);
  const session = useService(SessionStoreId);
  const cipher = useService(LoginCipherId);
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  const finishLogin = useLoginOutcome();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [binding, setBinding] = useState(false);
  const started = useRef(false);
  const flow = useMemo(() => new SocialFlow(api), [api]);

  useEffect(() => {
    // Once per landing: the code is good once.
    if (started.current) return;
    started.current = true;
    const flowStarted = flow.finish(search);
    const code = search.get('code');
    if (!flowStarted || !code) {
      setFailure(zhCN.authRedirect.failed);
      return;
    }
    const landing = window.location.href;
    if (flowStarted.action === 'bind') {
      setBinding(true);
      api.post('/admin/social/bind/{type}', { path: { type: flowStarted.type }, body: { code, redirectUrl: landing } }).then(
        () => {
          notifier.success(zhCN.authRedirect.bound);
          navigate('/user/info?tab=user', { replace: true });
        },
        (error: unknown) => setFailure(error instanceof HttpError ? error.msg : zhCN.authRedirect.failed),
      );
      return;
    }
    new PasswordLogin(api, session, cipher).loginBySocial(flowStarted.type, code, landing).then(
      (outcome) => setFailure(finishLogin(outcome)),
      (error: unknown) => setFailure(error instanceof HttpError && error.status === 417 ? zhCN.authRedirect.unbound : error instanceof HttpError ? error.msg : zhCN.authRedirect.failed),
    );
  }, [flow, api, session, cipher, notifier, navigate, finishLogin, search]);

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: '12vh' }}>
      <Card style={{ width: 480 }}>
        {failure ? (
          <Result
            status="warning"
            title={failure}
            extra={
              <Button type="primary" onClick={() => navigate('/login/user', { replace: true })}>
                {zhCN.authRedirect.backToLogin}
              </Button>
            }
          />
        ) : (
          <Result icon={<Spin size="large" />} title={binding ? zhCN.authRedirect.binding : zhCN.authRedirect.working} />
        )}
      </Card>
    </div>
  );
}
