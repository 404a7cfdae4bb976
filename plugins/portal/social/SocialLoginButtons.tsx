import { useCallback, useMemo } from 'react';
import { Button, Divider } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { PortalApi, type SocialProvider } from '../PortalApi.ts';
import { loginZhCN as zhCN } from '../login/zhCN.ts';
import { SocialFlow } from './SocialFlow.ts';

/** 其他登录方式: one button per configured social provider; nothing when none is. */
export function SocialLoginButtons() {
  const http = useService(HttpClientId);
  const load = useCallback(async () => (await http.get<SocialProvider[]>(PortalApi.socialProviders, { silent: true })).data, [http]);
  const { data: providers } = useAsyncData(load);
  const flow = useMemo(() => new SocialFlow(http), [http]);
  if (!providers || providers.length === 0) return null;
  return (
    <>
      <Divider plain>{zhCN.login.socialTitle}</Divider>
      {providers.map((provider) => (
        <Button
          key={provider.type}
          block
          icon={<LoginOutlined />}
          onClick={() => flow.start(provider.type, 'login').catch(() => undefined)}
          style={{ marginBottom: 8 }}
        >
          {provider.name}
        </Button>
      ))}
    </>
  );
}
