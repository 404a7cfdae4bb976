import { useCallback } from 'react';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { MessageOpenerId } from '../../../contracts/workbench/Messaging.ts';
import { useAsyncData, useReloadOnRound, useService } from '../../../core/react/index.ts';
import { HomeCountersSignalId } from './HomeCountersSignal.ts';
import { zhCN } from '../zhCN.ts';
import { CARD_ROWS, MESSAGE_QUERY } from './HomeApi.ts';
import { CardRow, CardRows } from './CardRow.tsx';
import { HomeCard } from './HomeCard.tsx';

/**
 * 未读消息: the latest unread messages, as the bell's unread tab lists them. A click opens the
 * message as the bell does (MessageOpener: marked read, then its openMode); the read announces a
 * message change, which reloads this card and the counters alike.
 */
export function MessagesCard() {
  const api = useService(ApiClientId);
  const opener = useService(MessageOpenerId);
  const load = useCallback(
    async () => (await api.get('/admin/ocp/msg/page', { query: { ...MESSAGE_QUERY, msgType: [...MESSAGE_QUERY.msgType] }, silent: true })).data.records.slice(0, CARD_ROWS),
    [api],
  );
  const { data, loading, error, reload } = useAsyncData(load);
  useReloadOnRound(useService(HomeCountersSignalId), reload);

  return (
    <HomeCard title={zhCN.home.cards.messages} more={{ to: '/noticeCenter/index' }} data={data} loading={loading} error={error} reload={reload} empty={zhCN.home.messagesEmpty}>
      {(messages) => (
        <CardRows>
          {messages.map((message) => (
            <CardRow
              key={message.id}
              label={message.msgTitle}
              note={message.applicationName ?? message.sendAuthor}
              aside={message.createTime.slice(5, 16)}
              // A failed read has been reported by the client; the message stays unread.
              onOpen={() => void opener.open(message).catch(() => undefined)}
            />
          ))}
        </CardRows>
      )}
    </HomeCard>
  );
}
