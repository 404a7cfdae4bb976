import { useCallback, useMemo, useState } from 'react';
import { Card, Tag } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useReloadOnRound, useService } from '../../../core/react/index.ts';
import { DataTable, OPERATION_COLUMN, RowActions, SearchForm, type DataTableColumn, type SearchFormItem, type SearchValues } from '../../../core/ui/index.ts';
import { MessageStoreId } from '../MessageStore.ts';
import { BELL_MESSAGE_TYPES, MESSAGE_PAGE_SIZE, type Message } from '../MessagingApi.ts';
import { MessageContent } from '../message/MessageContent.tsx';
import { MessageOpenerId } from '../message/MessageOpener.ts';
import { zhCN } from '../zhCN.ts';

const { message: texts, noticeCentre } = zhCN;

const searchItems: SearchFormItem[] = [
  {
    prop: 'readStatus',
    label: texts.status,
    layoutConfig: {
      type: 'select',
      showAll: true,
      options: [
        { label: texts.readStatus.false, value: 'false' },
        { label: texts.readStatus.true, value: 'true' },
      ],
    },
  },
  {
    prop: 'msgType',
    label: texts.type,
    layoutConfig: { type: 'select', showAll: true, options: BELL_MESSAGE_TYPES.map((type) => ({ label: texts.types[type], value: type })) },
  },
];

/**
 * Every column has a width, and together with the 60 px index they come to 1210 px: within the
 * card at 1366×768 (about 1250 px once the page's padding and a scrollbar are taken), so the
 * table does not scroll sideways there. Columns left to their content used to add up to more,
 * and the 操作 column, fixed to the right, then sat over part of the 状态 tag. Wider screens
 * share out the extra room.
 */
const WIDTH = Object.freeze({
  title: 170,
  content: 240,
  application: 100,
  type: 90,
  sender: 100,
  time: 170,
  status: 80,
  /** 查看, 标为已读 and 删除 side by side. */
  operation: 200,
});

/** Search values as the message query wants them: no key for 全部, msgType as the repeated list. */
function queryOf(values: SearchValues): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (values.readStatus === 'true' || values.readStatus === 'false') query.readStatus = values.readStatus;
  if (typeof values.msgType === 'number') query.msgType = [values.msgType];
  return query;
}

/**
 * /noticeCenter/index: every message of the user, filtered by read status and type, each one
 * opened, marked read or deleted here. The message query always returns up to 9999 rows
 * (part 1 §7, §9), so the table pages what it got instead of asking page by page.
 */
export function NoticeCentrePage() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const store = useService(MessageStoreId);
  const opener = useService(MessageOpenerId);
  const [query, setQuery] = useState<Record<string, unknown>>({});

  const load = useCallback(
    async () => {
      const answer = await api.get('/admin/ocp/msg/page', { query: { ...query, current: 1, size: MESSAGE_PAGE_SIZE } });
      return answer.data.records;
    },
    [api, query],
  );
  const { data, loading, reload } = useAsyncData(load);
  useReloadOnRound(useService(MessageStoreId), reload);

  const columns = useMemo<DataTableColumn<Message>[]>(
    () => [
      { dataIndex: 'msgTitle', title: texts.title, width: WIDTH.title },
      {
        dataIndex: 'msgContent',
        title: texts.content,
        width: WIDTH.content,
        render: (_: unknown, message: Message) => <MessageContent message={message} ellipsis />,
      },
      { dataIndex: 'applicationName', title: texts.application, width: WIDTH.application },
      { dataIndex: 'msgType', title: texts.type, width: WIDTH.type, render: (type: number) => texts.types[type] ?? type },
      { dataIndex: 'sendAuthor', title: texts.sender, width: WIDTH.sender },
      { dataIndex: 'createTime', title: texts.time, width: WIDTH.time },
      {
        dataIndex: 'readStatus',
        title: texts.status,
        width: WIDTH.status,
        render: (read: boolean) => <Tag color={read ? 'default' : 'blue'}>{read ? texts.readStatus.true : texts.readStatus.false}</Tag>,
      },
      {
        dataIndex: OPERATION_COLUMN,
        title: noticeCentre.operation,
        width: WIDTH.operation,
        render: (_: unknown, message: Message) => (
          <RowActions
            actions={[
              { key: 'view', label: noticeCentre.view, onClick: () => opener.open(message).catch(() => undefined) },
              {
                key: 'read',
                label: noticeCentre.markRead,
                hidden: message.readStatus,
                onClick: () =>
                  api.post('/admin/ocp/msg/read/{id}', { path: { id: message.id } }).then(
                    () => void store.messagesChanged('read'),
                    // The client has shown why; the row stays unread.
                    () => undefined,
                  ),
              },
              {
                key: 'delete',
                label: noticeCentre.remove,
                danger: true,
                confirm: true,
                onClick: async () => {
                  await api.post('/admin/ocp/msg/delete/{id}', { path: { id: message.id } });
                  notifier.success(noticeCentre.removed);
                  void store.messagesChanged('delete');
                },
              },
            ]}
          />
        ),
      },
    ],
    [api, notifier, opener, store],
  );

  return (
    <Card title={noticeCentre.title}>
      <SearchForm items={searchItems} onSearch={(values) => setQuery(queryOf(values))} />
      <DataTable<Message> rowKey="id" columns={columns} dataSource={data ?? []} loading={loading} onRefresh={reload} showIndex tableKey="messaging.notices" />
    </Card>
  );
}
