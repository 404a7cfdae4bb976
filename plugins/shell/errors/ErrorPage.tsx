import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useSessionSnapshot } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

export type ErrorStatus = '401' | '403' | '404' | '408' | '500';

/**
 * The error pages /401, /403, /404, /408 and /500; "back home" means the workbench for a signed-in
 * user. /401 (not signed in) offers the login to a visitor.
 */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const navigate = useNavigate();
  const { accessToken, userInfo } = useSessionSnapshot();
  const signedIn = Boolean(accessToken && userInfo);
  const home = signedIn ? '/homepage/index' : '/';
  const toLogin = status === '401' && !signedIn;
  return (
    <Result
      // antd draws 403, 404 and 500; a timeout gets the warning picture, the unauthorised the forbidden one.
      status={status === '408' ? 'warning' : status === '401' ? '403' : status}
      title={status}
      subTitle={zhCN.errors[status]}
      extra={
        <Button type="primary" onClick={() => navigate(toLogin ? '/login' : home)}>
          {toLogin ? zhCN.errors.toLogin : zhCN.errors.backHome}
        </Button>
      }
    />
  );
}
