import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { zhCN } from '../zhCN.ts';
import { SmsPasswordReset } from './SmsPasswordReset.tsx';

/**
 * /resetPassword. Where remindFlag '0' sends a signed-in user (an expired password, or a reset
 * an administrator asked for): the 密码管理 form, after which the user signs in again (the
 * server clears the flag with the change). Without a login: the reset by SMS code. A bare page,
 * so the live connection of the main layout is closed here (part 1 §2).
 */
export function ResetPasswordPage() {
  const session = useService(SessionStoreId);
  const { accessToken, userInfo } = useSessionSnapshot();
  // Only remindFlag '0' (expired, or a reset asked for) forces the change; anyone else came of their own accord.
  const forced = userInfo?.sysPublicParamDTO?.remindFlag === '0';
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
          title={accessToken && !forced ? zhCN.resetPassword.voluntaryTitle : zhCN.resetPassword.title}
          subTitle={accessToken ? (forced ? zhCN.resetPassword.description : zhCN.resetPassword.voluntaryDescription) : zhCN.resetPassword.signInFirst}
          extra={[
            <Button key="home" onClick={() => navigate('/')}>
              {zhCN.resetPassword.home}
            </Button>,
            ...(accessToken
              ? [
                  <Button key="logout" onClick={() => void logout()}>
                    {zhCN.resetPassword.logout}
                  </Button>,
                ]
              : []),
          ]}
        />
        {accessToken ? <PasswordForm /> : <SmsPasswordReset />}
      </Card>
    </div>
  );
}
