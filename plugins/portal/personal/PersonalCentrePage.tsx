import { useCallback } from 'react';
import { Card, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NavigatorId } from '../../../contracts/workbench/Http.ts';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { FlashMessage } from '../shell/FlashMessage.ts';
import { CompanyJoining } from './CompanyJoining.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { SocialBindings } from './SocialBindings.tsx';

/** The tabs of /user/info by their query value (part 1 §2: tab=user, tab=passwordManager). */
const USER_TAB = 'user';
const PASSWORD_TAB = 'passwordManager';
const COMPANIES_TAB = 'companies';
const TABS = [USER_TAB, PASSWORD_TAB, COMPANIES_TAB];

/** 个人中心 (/user/info): 个人信息, 密码管理 and 单位邀请与申请, the query's `tab` choosing. */
export function PersonalCentrePage() {
  const api = useService(ApiClientId);
  const session = useService(SessionStoreId);
  const navigator = useService(NavigatorId);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') ?? USER_TAB;
  const tab = TABS.includes(asked) ? asked : USER_TAB;
  const load = useCallback(async () => (await api.get('/admin/user/personalInfo')).data, [api]);
  const { data: info, reload } = useAsyncData(load);

  /** A newcomer's first company becomes the current one; a member of others finds it in the company switcher. Either way the app reads again. */
  const joined = async (companyId: number) => {
    if (info && info.companyName === null) {
      session.setCompany(companyId);
      session.saveUserInfo((await api.post('/admin/addressBook/dept/changeCompany', { body: { companyId } })).data);
    }
    FlashMessage.keep(zhCN.joining.accepted);
    navigator.reload();
  };

  return (
    <Card title={zhCN.personal.title}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        items={[
          {
            key: USER_TAB,
            label: zhCN.personal.userTab,
            children: info ? (
              <>
                {/* Remounted (fresh initial values) when a save changed the fields; a new avatar keeps unsaved edits. */}
                <PersonalInfoForm key={JSON.stringify([info.chineseName, info.phone, info.email])} info={info} onChanged={reload} />
                <SocialBindings bound={info.socialBindings ?? []} onChanged={reload} />
              </>
            ) : (
              <Spin />
            ),
          },
          { key: PASSWORD_TAB, label: zhCN.personal.passwordTab, children: <PasswordForm /> },
          {
            key: COMPANIES_TAB,
            label: zhCN.personal.companiesTab,
            children: <CompanyJoining hasCompany={info ? info.companyName !== null : true} onJoined={(companyId) => void joined(companyId).catch(() => undefined)} />,
          },
        ]}
      />
    </Card>
  );
}
