import { useCallback } from 'react';
import { Card, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { PortalApi, type PersonalInfo } from '../PortalApi.ts';
import { zhCN } from '../zhCN.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { SocialBindings } from './SocialBindings.tsx';

/** The tabs of /user/info by their query value (part 1 §2: tab=user, tab=passwordManager). */
const USER_TAB = 'user';
const PASSWORD_TAB = 'passwordManager';

/** 个人中心 (/user/info): 个人信息 and 密码管理, the query's `tab` choosing. */
export function PersonalCentrePage() {
  const http = useService(HttpClientId);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === PASSWORD_TAB ? PASSWORD_TAB : USER_TAB;
  const load = useCallback(async () => (await http.get<PersonalInfo>(PortalApi.personalInfo)).data, [http]);
  const { data: info, reload } = useAsyncData(load);

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
        ]}
      />
    </Card>
  );
}
