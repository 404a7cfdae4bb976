import { useCallback, useState } from 'react';
import { Button, Tabs } from 'antd';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { MessageStoreId } from '../MessageStore.ts';

import { zhCN } from '../zhCN.ts';
import { MessageList } from './MessageList.tsx';
import { NOTICE_CENTRE_PATH } from '../messagingRoutes.ts';

/** Where 查看全部消息 goes (part 1 §2). */

type Tab = 'unread' | 'read';

export interface MessagePopoverProps {
  /** The user went elsewhere (查看全部消息). */
  onLeave(): void;
  /** A message was clicked: the popover gets out of the way of what it opens. */
  onOpenMessage(): void;
}

/** The bell's popover: tabs 未读 and 已读, each with its button, and the way to the notice centre. */
export function MessagePopover({ onLeave, onOpenMessage }: MessagePopoverProps) {
  const api = useService(ApiClientId);
  const store = useService(MessageStoreId);
  const [tab, setTab] = useState<Tab>('unread');
  const [readingAll, setReadingAll] = useState(false);
  // Per tab, the number of messages its list last loaded; undefined until it has loaded (or when
  // it failed), which leaves the button usable rather than guessing.
  const [listed, setListed] = useState<Record<Tab, number | undefined>>({ unread: undefined, read: undefined });
  const unreadLoaded = useCallback((count: number) => setListed((was) => ({ ...was, unread: count })), []);
  const readLoaded = useCallback((count: number) => setListed((was) => ({ ...was, read: count })), []);

  const readAll = async () => {
    setReadingAll(true);
    try {
      await api.post('/admin/ocp/msg/batchRead');
      void store.messagesChanged('readAll');
    } catch {
      // The client has shown why; the list stays as it was.
    } finally {
      setReadingAll(false);
    }
  };

  const action =
    tab === 'unread' ? (
      // Nothing unread, nothing to mark: the button would only make a call that changes nothing.
      <Button type="link" size="small" loading={readingAll} disabled={listed.unread === 0} onClick={() => void readAll()}>
        {zhCN.bell.readAll}
      </Button>
    ) : (
      // Part 1 §2: the read tab's button reads 全部清空 but no call is wired to it, and the
      // contract has no "delete all read" call; it is shown and does nothing until one exists.
      <Button type="link" size="small" disabled={listed.read === 0}>
        {zhCN.bell.clearAll}
      </Button>
    );

  return (
    // No wider than a phone less its margins (issue 25).
    <div style={{ width: 340, maxWidth: 'calc(100vw - 40px)' }}>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        tabBarExtraContent={action}
        destroyOnHidden
        items={[
          { key: 'unread', label: zhCN.bell.unread, children: <MessageList readStatus="false" onOpen={onOpenMessage} onLoaded={unreadLoaded} /> },
          { key: 'read', label: zhCN.bell.read, children: <MessageList readStatus="true" onOpen={onOpenMessage} onLoaded={readLoaded} /> },
        ]}
      />
      <div style={{ textAlign: 'center', paddingTop: 8, borderTop: '1px solid #f0f0f0' }}>
        <Link to={NOTICE_CENTRE_PATH} onClick={onLeave}>
          {zhCN.bell.viewAll}
        </Link>
      </div>
    </div>
  );
}
