import type { Notifier } from '../../../contracts/workbench/Http.ts';
import type { MessageStore } from '../MessageStore.ts';
import { zhCN } from '../zhCN.ts';

/** Which user destination a push came from: `/admin/{userId}/msg` or `/admin/{userId}/todo`. */
export type LiveChannel = 'msg' | 'todo';

/** A push body as the server sends it (part 1 §3 Socket message); anything may be missing. */
interface PushBody {
  type?: unknown;
  companyIds?: unknown;
  command?: unknown;
}

function parse(body: string): PushBody | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? (value as PushBody) : null;
  } catch {
    return null;
  }
}

/** Turns each push into what the user sees (part 1 §4, §8 socket notices). */
export class PushRouter {
  constructor(
    private readonly notifier: Notifier,
    private readonly store: MessageStore,
  ) {}

  /** The connection is back after a drop: what it may have missed is read again. */
  reconnected(): void {
    void this.store.reconnected();
  }

  route(channel: LiveChannel, body: string): void {
    const push = parse(body);
    // Binding results may come on either destination; they are not messages.
    if (push?.command === 301) {
      this.notifier.notify('success', zhCN.live.boundTitle, zhCN.live.bound);
      return;
    }
    if (push?.command === 302) {
      const reason = typeof push.type === 'string' && push.type !== '' ? push.type : zhCN.live.bindFailed;
      this.notifier.notify('error', zhCN.live.bindFailedTitle, reason);
      return;
    }
    if (channel === 'msg') {
      this.notifier.notify('info', zhCN.live.newMessageTitle, zhCN.live.newMessage);
      void this.store.messagesChanged('push');
      return;
    }
    if (push?.type === 'add' || push?.type === 'del') {
      const companyIds = Array.isArray(push.companyIds) ? push.companyIds.filter((id): id is number => typeof id === 'number') : [];
      this.store.todoPushed({ type: push.type, companyIds }).catch((error: unknown) => {
        // A tap of todoChanged failed; the connection must keep routing the next pushes.
        console.error('messaging: todoChanged 处理失败', error);
      });
    }
  }
}
