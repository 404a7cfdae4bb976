import { useCallback, useEffect } from 'react';
import { Empty, Spin, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useReloadOnRound, useService } from '../../../core/react/index.ts';
import { MessageStoreId } from '../MessageStore.ts';
import { timeAgo } from '../../../core/ui/TimeAgo.ts';
import { BELL_MESSAGE_TYPES, MESSAGE_PAGE_SIZE } from '../MessagingApi.ts';
import { MessageContent } from '../message/MessageContent.tsx';
import { MessageOpenerId } from '../message/MessageOpener.ts';
import { zhCN } from '../zhCN.ts';

export interface MessageListProps {
  /** The tab: 'false' unread, 'true' read (the query's readStatus). */
  readStatus: 'false' | 'true';
  /** A message was clicked (the popover gets out of the way of what it opens). */
  onOpen(): void;
  /** How many messages the list holds, after every load; the popover disables its button on none. */
  onLoaded?(count: number): void;
}

/** One tab of the bell: the messages of types 1 and 2 with that read status, newest first. */
export function MessageList({ readStatus, onOpen, onLoaded }: MessageListProps) {
  const api = useService(ApiClientId);
  const opener = useService(MessageOpenerId);
  const load = useCallback(
    async () => {
      const params = { readStatus, msgType: [...BELL_MESSAGE_TYPES], current: 1, size: MESSAGE_PAGE_SIZE };
      const answer = await api.get('/admin/ocp/msg/page', { query: params });
      return answer.data.records;
    },
    [api, readStatus],
  );
  const { data, loading, reload } = useAsyncData(load);
  useReloadOnRound(useService(MessageStoreId), reload);
  useEffect(() => {
    if (data) onLoaded?.(data.length);
  }, [data, onLoaded]);

  if (!data) return <Spin spinning={loading}>{!loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.bell.empty} />}</Spin>;
  if (data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.bell.empty} />;

  return (
    <ul aria-label={readStatus === 'false' ? zhCN.bell.unread : zhCN.bell.read} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
      {data.map((message) => (
        <li key={message.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
          <button
            type="button"
            onClick={() => {
              onOpen();
              void opener.open(message);
            }}
            style={{ display: 'block', width: '100%', padding: '8px 4px', border: 'none', background: 'none', textAlign: 'left', cursor: 'pointer' }}
          >
            <Typography.Text strong={readStatus === 'false'}>{message.msgTitle}</Typography.Text>
            <MessageContent message={message} ellipsis />
            {/* When, as a chat list says it (刚刚, 5分钟前); the full time on hover. */}
            <Typography.Text type="secondary" style={{ fontSize: 12 }} title={message.createTime ?? undefined}>
              {[message.applicationName, message.sendAuthor, message.createTime && timeAgo(message.createTime)].filter(Boolean).join(' · ')}
            </Typography.Text>
          </button>
        </li>
      ))}
    </ul>
  );
}
