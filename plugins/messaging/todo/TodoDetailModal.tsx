import { useCallback, useState } from 'react';
import { Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import type { TodoDetailOutcome, TodoDetailTarget } from '../../../contracts/workbench/Messaging.ts';
import { useAsyncData, usePhone, useService } from '../../../core/react/index.ts';
import { MessageStoreId } from '../MessageStore.ts';
import type { Message, Todo, TodoCompleteRequest } from '../MessagingApi.ts';
import { MessageContent } from '../message/MessageContent.tsx';
import { zhCN } from '../zhCN.ts';

type Detail = { kind: 'message'; message: Message } | { kind: 'todo'; todo: Todo };
type CompleteResult = TodoCompleteRequest['completeResult'];

const { detail: texts } = zhCN;

/** Part 1 §9: modals are 48% wide and do not close on a click beside them. */
const MODAL_WIDTH = '48%';

export interface TodoDetailModalProps {
  /** What to show; null keeps the modal closed. */
  target: TodoDetailTarget | null;
  onClose(outcome: TodoDetailOutcome): void;
}

function MessageDetail({ message }: { message: Message }) {
  return (
    <>
      <Typography.Title level={5}>{message.msgTitle}</Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'application', label: zhCN.message.application, children: message.applicationName },
          { key: 'sender', label: zhCN.message.sender, children: message.sendAuthor },
          { key: 'time', label: zhCN.message.time, children: message.createTime },
          { key: 'content', label: zhCN.message.content, children: <MessageContent message={message} /> },
        ]}
      />
    </>
  );
}

function TodoDetail({ todo }: { todo: Todo }) {
  const result = todo.todoComplete ? (todo.completeResult === 'returned' ? texts.results.returned : texts.results.passed) : texts.results.pending;
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'title', label: texts.todoTitle, children: todo.todoTitle },
        { key: 'application', label: texts.application, children: todo.applicationName },
        { key: 'creator', label: texts.creator, children: todo.createByUsername },
        { key: 'createTime', label: texts.createTime, children: todo.createTime },
        { key: 'expireTime', label: texts.expireTime, children: todo.expireTime },
        { key: 'content', label: texts.content, children: <span style={{ whiteSpace: 'pre-wrap' }}>{todo.todoContent}</span> },
        { key: 'result', label: texts.result, children: result },
      ]}
    />
  );
}

/**
 * The 详情 modal (part 1 §2): a type 1 message, or a type 2 or 3 to-do with 通过 and 退回 while
 * it is still pending. A failed 通过 or 退回 keeps the modal open (part 1 §8).
 */
export function TodoDetailModal({ target, onClose }: TodoDetailModalProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const store = useService(MessageStoreId);
  const [busy, setBusy] = useState<CompleteResult | null>(null);
  const phone = usePhone();

  const load = useCallback(async (): Promise<Detail | null> => {
    if (!target) return null;
    if (target.type === 1) {
      const answer = await api.get('/admin/ocp/msg/readAndGetDetail/{id}', { path: { id: target.id } });
      return { kind: 'message', message: answer.data };
    }
    // Types 2 and 3 are both to-dos; the server answers both from the to-do detail (contracts: getTodo).
    const answer = await api.get('/admin/ocp/todo/{id}', { path: { id: target.id } });
    return { kind: 'todo', todo: answer.data };
  }, [api, target]);
  const { data, loading } = useAsyncData(load);

  const pending = !loading && target !== null && target.type !== 1 && data?.kind === 'todo' && !data.todo.todoComplete;

  const complete = async (result: CompleteResult) => {
    if (!target) return;
    setBusy(result);
    try {
      const body: TodoCompleteRequest = { id: target.id, completeResult: result };
      await api.post('/admin/ocp/todo/complete', { body });
    } catch {
      // The client has shown the server's message; the modal stays for another try.
      setBusy(null);
      return;
    }
    setBusy(null);
    notifier.success(result === 'passed' ? texts.passed : texts.returned);
    void store.refreshCounters();
    onClose(result);
  };

  const footer = [
    <Button key="cancel" onClick={() => onClose('cancel')}>
      {texts.cancel}
    </Button>,
    ...(pending
      ? [
          <Button key="return" danger loading={busy === 'returned'} disabled={busy !== null} onClick={() => void complete('returned')}>
            {texts.return}
          </Button>,
          <Button key="pass" type="primary" loading={busy === 'passed'} disabled={busy !== null} onClick={() => void complete('passed')}>
            {texts.pass}
          </Button>,
        ]
      : []),
  ];

  return (
    <Modal
      open={target !== null}
      title={texts.title}
      width={phone ? '100%' : MODAL_WIDTH}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={() => onClose('cancel')}
      footer={footer}
    >
      {loading || !data ? (
        <Spin spinning={loading}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : data.kind === 'message' ? (
        <MessageDetail message={data.message} />
      ) : (
        <TodoDetail todo={data.todo} />
      )}
    </Modal>
  );
}
