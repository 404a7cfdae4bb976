import { useCallback } from 'react';
import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NavigatorId, NotifierId } from '../../../contracts/workbench/Http.ts';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useAsyncData, useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { FlashMessage } from '../root/FlashMessage.ts';

/** Company names are cut at 8 characters (part 1 §9). */
const NAME_LIMIT = 8;

function shortName(name: string): string {
  return name.length > NAME_LIMIT ? `${name.slice(0, NAME_LIMIT)}...` : name;
}

/**
 * Lets a member of several companies switch the current one; shown only to users with more
 * than one company. A switch stores the choice, tells the server, and reloads the app so every
 * page reads the new company's data.
 */
export function CompanySwitcher() {
  const api = useService(ApiClientId);
  const session = useService(SessionStoreId);
  const notifier = useService(NotifierId);
  const navigator = useService(NavigatorId);
  const { companyId, userInfo } = useSessionSnapshot();
  const load = useCallback(async () => (await api.get('/admin/addressBook/dept/companysAndTodo')).data ?? [], [api]);
  const { data: companies } = useAsyncData(load);

  if (!companies || companies.length <= 1) return null;
  const currentId = companyId ?? userInfo?.companyId;
  const current = companies.find((c) => c.companyId === currentId);

  const switchTo = async (next: number) => {
    if (next === currentId) return;
    const previous = session.snapshot().companyId;
    // Stored first so the switch call already carries the new companyId header (part 1 §4).
    session.setCompany(next);
    try {
      const answer = await api.post('/admin/addressBook/dept/changeCompany', { body: { companyId: next } });
      notifier.success(zhCN.layout.switchSuccess);
      FlashMessage.keep(zhCN.layout.switchSuccess);
      session.saveUserInfo(answer.data);
      navigator.reload();
    } catch {
      // The server refused (its message is already shown): stay in the company we were in.
      if (previous !== null) session.setCompany(previous);
    }
  };

  const items: MenuProps['items'] = companies.map((company) => ({
    key: String(company.companyId),
    label: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <span title={company.companyName}>{shortName(company.companyName)}</span>
        <Badge count={company.todoCount ?? 0} overflowCount={99} title={zhCN.layout.todoCount(company.todoCount ?? 0)} />
      </span>
    ),
  }));

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        'aria-label': zhCN.layout.switchCompany,
        items,
        selectable: true,
        selectedKeys: currentId === undefined ? [] : [String(currentId)],
        onClick: ({ key }) => void switchTo(Number(key)),
      }}
    >
      {/* Named by what it shows and what it does (axe: the visible words belong in the name). */}
      <Button type="text" aria-label={current ? zhCN.layout.switchCompanyFrom(shortName(current.companyName)) : zhCN.layout.switchCompany} title={current?.companyName}>
        {current ? shortName(current.companyName) : zhCN.layout.switchCompany} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
