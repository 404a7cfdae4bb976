import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useSessionSnapshot } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

export type ErrorStatus = '403' | '404' | '408' | '500';

/** The error pages /403, /404, /408 and /500; "back home" means the workbench for a signed-in user. */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const navigate = useNavigate();
  const { accessToken, userInfo } = useSessionSnapshot();
  const home = accessToken && userInfo ? '/homepage/index' : '/';
  return (
    <Result
      // antd draws 403, 404 and 500; a timeout gets the warning picture.
      status={status === '408' ? 'warning' : status}
      title={status}
      subTitle={zhCN.errors[status]}
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          {zhCN.errors.backHome}
        </Button>
      }
    />
  );
}
