import { useCallback } from 'react';
import { App, Button, List, Tag } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { SocialProvider } from '../WorkspaceApi.ts';
import { SocialBindingId } from '../../../contracts/workbench/Accounts.ts';
import { zhCN } from '../zhCN.ts';

/**
 * 第三方账号 in 个人信息: each configured provider, bound or not. 绑定 leaves for the provider
 * and comes back through /authredirect; 解绑 asks first.
 */
export function SocialBindings({ bound, onChanged }: { bound: readonly string[]; onChanged: () => void }) {
  const api = useService(ApiClientId);
  const { modal, message } = App.useApp();
  const load = useCallback(async () => (await api.get('/admin/social/providers', { silent: true })).data, [api]);
  const { data: providers } = useAsyncData(load);
  const binding = useService(SocialBindingId);

  const unbind = (provider: SocialProvider) =>
    modal.confirm({
      title: zhCN.social.unbind,
      content: zhCN.social.unbindConfirm(provider.name),
      onOk: async () => {
        await api.post('/admin/social/unbind/{type}', { path: { type: provider.type } });
        void message.success(zhCN.social.unbindDone);
        onChanged();
      },
    });

  return (
    <section aria-label={zhCN.social.title} style={{ maxWidth: 520, marginTop: 24 }}>
      <h4>{zhCN.social.title}</h4>
      <List
        bordered
        locale={{ emptyText: zhCN.social.none }}
        dataSource={providers ?? []}
        renderItem={(provider) => {
          const isBound = bound.includes(provider.type);
          return (
            <List.Item
              actions={[
                isBound ? (
                  <Button key="unbind" danger size="small" onClick={() => unbind(provider)}>
                    {zhCN.social.unbind}
                  </Button>
                ) : (
                  <Button key="bind" type="primary" size="small" onClick={() => binding.start(provider.type).catch(() => undefined)}>
                    {zhCN.social.bind}
                  </Button>
                ),
              ]}
            >
              <span>{provider.name}</span>
              <Tag color={isBound ? 'green' : undefined} style={{ marginLeft: 12 }}>
                {isBound ? zhCN.social.bound : zhCN.social.unbound}
              </Tag>
            </List.Item>
          );
        }}
      />
    </section>
  );
}
