import { LoginLink } from '../login/LoginLink.tsx';
import { LoginFrame } from '../login/LoginFrame.tsx';
import { zhCN } from '../zhCN.ts';
import { SmsPasswordReset } from './SmsPasswordReset.tsx';

/** 找回密码 (/login/forgetPassword): the reset by SMS code. */
export function ForgetPasswordPage() {
  return (
    <LoginFrame title={zhCN.accounts.forgetTitle} footer={<LoginLink to="/login/user">{zhCN.accounts.backToLogin}</LoginLink>}>
      <SmsPasswordReset />
    </LoginFrame>
  );
}
