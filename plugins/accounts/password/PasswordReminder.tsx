import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { SessionStoreId, type SysPublicParam } from '../../../contracts/workbench/Session.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { UserInfoReload } from '../../../core/session/UserInfoReload.ts';

/** The reminder warns this many days before the password's validity ends. */
const WARNING_DAYS = 7;
/** remindFlag of a user who asks to be reminded ('2': 忽略，不再提醒; '0': the forced reset, handled by the route guard). */
const REMIND = '1';

type Reminder = { kind: 'expired'; days: number } | { kind: 'expiring'; left: number };

/** Days left = valid days minus days since the last change (part 1 §2); nothing to say while more than a week is left. */
function reminderOf(params: SysPublicParam | null | undefined): Reminder | null {
  if (!params || params.remindFlag !== REMIND) return null;
  const { passValidDay, betweenUpdatePassDay } = params;
  if (passValidDay == null || betweenUpdatePassDay == null || passValidDay <= 0) return null;
  const left = passValidDay - betweenUpdatePassDay;
  if (left <= 0) return { kind: 'expired', days: betweenUpdatePassDay };
  return left <= WARNING_DAYS ? { kind: 'expiring', left } : null;
}

/**
 * 密码定期更新提醒 / 密码即将过期提醒, once per visit of the workbench: 前往修改 opens 密码管理,
 * 忽略，不再提醒 tells the server to stop reminding this user.
 */
export function PasswordReminder() {
  const api = useService(ApiClientId);
  const session = useService(SessionStoreId);
  const navigate = useNavigate();
  const { userInfo } = useSessionSnapshot();
  const [dismissed, setDismissed] = useState(false);
  const [ignoring, setIgnoring] = useState(false);
  const reminder = reminderOf(userInfo?.sysPublicParamDTO);
  if (!reminder || dismissed) return null;

  const ignore = async () => {
    setIgnoring(true);
    try {
      await api.post('/admin/user/editNotAgainRemind', { body: { notAgainRemind: true } });
      await new UserInfoReload(api, session).reload();
      setDismissed(true);
    } catch {
      // The HTTP client showed why; the dialog stays so the user can choose again.
    } finally {
      setIgnoring(false);
    }
  };

  return (
    <Modal
      open
      title={reminder.kind === 'expired' ? zhCN.passwordReminder.expired : zhCN.passwordReminder.expiring}
      onCancel={() => setDismissed(true)}
      footer={[
        <Button key="ignore" loading={ignoring} onClick={() => void ignore()}>
          {zhCN.passwordReminder.ignore}
        </Button>,
        <Button
          key="change"
          type="primary"
          onClick={() => {
            setDismissed(true);
            navigate('/user/info?tab=passwordManager');
          }}
        >
          {zhCN.passwordReminder.change}
        </Button>,
      ]}
    >
      {reminder.kind === 'expired' ? zhCN.passwordReminder.expiredContent(reminder.days) : zhCN.passwordReminder.expiringContent(reminder.left)}
    </Modal>
  );
}
