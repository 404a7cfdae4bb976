import { Suspense, useCallback } from 'react';
import { Card, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NavigatorId } from '../../../contracts/workbench/Http.ts';
import { FlashMessagesId } from '../../../contracts/workbench/Portal.ts';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { PersonalCentreTabContributions } from '../../../contracts/workbench/Workspace.ts';
import { PluginBoundary, useAsyncData, useContributions, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { CompanyJoining } from './CompanyJoining.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { SocialBindings } from './SocialBindings.tsx';

/** The workspace's own tabs of /user/info by their query value (part 1 §2: tab=user); tab=passwordManager is the accounts plugin's. */
const USER_TAB = 'user';
const COMPANIES_TAB = 'companies';
/** Where the own tabs sit among the contributed ones (PersonalCentreTabContribution.order). */
const USER_TAB_ORDER = 10;
const COMPANIES_TAB_ORDER = 30;

/**
 * 个人中心 (/user/info): 个人信息, the tabs other plugins contribute (the accounts plugin's
 * 密码管理) and 单位邀请与申请, the query's `tab` choosing.
 */
export function PersonalCentrePage() {
  const api = useService(ApiClientId);
  const session = useService(SessionStoreId);
  const navigator = useService(NavigatorId);
  const flash = useService(FlashMessagesId);
  const contributed = useContributions(PersonalCentreTabContributions);
  const [search, setSearch] = useSearchParams();
  const load = useCallback(async () => (await api.get('/admin/user/personalInfo')).data, [api]);
  const { data: info, reload } = useAsyncData(load);

  /** A newcomer's first company becomes the current one; a member of others finds it in the company switcher. Either way the app reads again. */
  const joined = async (companyId: number) => {
    if (info && info.companyName === null) {
      session.setCompany(companyId);
      session.saveUserInfo((await api.post('/admin/addressBook/dept/changeCompany', { body: { companyId } })).data);
    }
    flash.keep(zhCN.joining.accepted);
    navigator.reload();
  };

  const tabs = [
    {
      key: USER_TAB,
      label: zhCN.personal.userTab,
      order: USER_TAB_ORDER,
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
    ...contributed.map(({ plugin, key, label, order, component: Tab }) => ({
      key,
      label,
      order,
      children: (
        <PluginBoundary plugin={plugin}>
          <Suspense fallback={<Spin />}>
            <Tab />
          </Suspense>
        </PluginBoundary>
      ),
    })),
    {
      key: COMPANIES_TAB,
      label: zhCN.personal.companiesTab,
      order: COMPANIES_TAB_ORDER,
      children: <CompanyJoining hasCompany={info ? info.companyName !== null : true} onJoined={(companyId) => void joined(companyId).catch(() => undefined)} />,
    },
  ].sort((a, b) => a.order - b.order);
  const asked = search.get('tab') ?? USER_TAB;
  const tab = tabs.some((candidate) => candidate.key === asked) ? asked : USER_TAB;

  return (
    <Card title={zhCN.personal.title}>
      <Tabs activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })} items={tabs.map(({ key, label, children }) => ({ key, label, children }))} />
    </Card>
  );
}
