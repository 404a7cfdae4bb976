import { useCallback } from 'react';
import { Button, theme } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { loginZhCN as zhCN } from '../login/zhCN.ts';
import { SocialFlow } from './SocialFlow.ts';

/** 其他登录方式: one button per configured social provider; nothing when none is. */
export function SocialLoginButtons() {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/admin/social/providers', { silent: true })).data, [api]);
  // Named, so a server render of the login page carries the buttons.
  const { data: providers } = useAsyncData(load, 'socialProviders');
  const { token } = theme.useToken();
  if (!providers || providers.length === 0) return null;
  return (
    <>
      {/* A divider with its title, as antd's plain Divider draws it, without its code in the login page's first load. */}
      <div role="separator" style={{ display: 'flex', alignItems: 'center', gap: token.margin, margin: `${token.marginLG}px 0`, color: token.colorText }}>
        <span style={{ flex: 1, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` }} />
        {zhCN.login.socialTitle}
        <span style={{ flex: 1, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` }} />
      </div>
      {providers.map((provider) => (
        <Button
          key={provider.type}
          block
          icon={<LoginOutlined />}
          onClick={() => new SocialFlow(api).start(provider.type, 'login').catch(() => undefined)}
          style={{ marginBottom: 8 }}
        >
          {provider.name}
        </Button>
      ))}
    </>
  );
}
