import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

/**
 * Where remindFlag '0' sends the user. No password-change endpoint exists yet, so the page
 * says so plainly and offers the ways out instead of a form that cannot work.
 */
export function ResetPasswordPage() {
  const session = useService(SessionStoreId);
  const navigate = useNavigate();
  const logout = async () => {
    try {
      await session.logout();
    } finally {
      navigate('/login');
    }
  };
  return (
    <Result
      status="info"
      title={zhCN.resetPassword.title}
      subTitle={zhCN.resetPassword.description}
      extra={[
        <Button key="home" onClick={() => navigate('/')}>
          {zhCN.resetPassword.home}
        </Button>,
        <Button key="logout" type="primary" onClick={() => void logout()}>
          {zhCN.resetPassword.logout}
        </Button>,
      ]}
    />
  );
}
