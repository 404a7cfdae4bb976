import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { PasswordForm } from '../personal/PasswordForm.tsx';
import { zhCN } from '../zhCN.ts';

/**
 * Where remindFlag '0' sends the user: the 密码管理 form of the personal centre, after which the
 * user signs in again (the server clears the flag with the change). Opened without a login
 * there is nobody whose password could change, so only the ways out are offered.
 */
export function ResetPasswordPage() {
  const session = useService(SessionStoreId);
  const { accessToken } = useSessionSnapshot();
  const navigate = useNavigate();
  const logout = async () => {
    try {
      await session.logout();
    } finally {
      navigate('/login');
    }
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: '6vh' }}>
      <Card style={{ width: 640 }}>
        <Result
          status="info"
          title={zhCN.resetPassword.title}
          subTitle={accessToken ? zhCN.resetPassword.description : zhCN.resetPassword.signInFirst}
          extra={[
            <Button key="home" onClick={() => navigate('/')}>
              {zhCN.resetPassword.home}
            </Button>,
            <Button key="logout" onClick={() => void logout()}>
              {zhCN.resetPassword.logout}
            </Button>,
          ]}
        />
        {accessToken ? <PasswordForm /> : null}
      </Card>
    </div>
  );
}
