import type { MessageSummary } from '../../contracts/messages.ts';
import type { TodoChange } from '../../contracts/todos.ts';
import type { TaskEventBody, UserChannel } from '../../broker/index.ts';
import { zhCN } from './zhCN.ts';

/** What publishes to one user's destination (the broker's publishToUser). */
export interface UserPublisher {
  publishToUser(userId: number, channel: UserChannel, body: unknown): Promise<void>;
}

/** The msg push: the web client's {type, companyIds} plus the message as the bell lists it. */
export interface MessagePushBody extends TaskEventBody, Omit<MessageSummary, 'userId' | 'companyId'> {}

/**
 * Turns to-do and message changes into pushes on `/admin/{userId}/todo` and
 * `/admin/{userId}/msg`. A push is best effort: the rows are already committed, a user without
 * a connection sees them on the next list load, and a failed push is logged, never thrown
 * (it would stop the event chain the write belongs to).
 */
export class LivePushes {
  constructor(
    private readonly publisher: UserPublisher,
    private readonly report: (message: string, error: unknown) => void,
  ) {}

  /** `{type: 'add' | 'del', companyIds: [companyId]}` to each user: the web client then reloads its to-do list. */
  async todosChanged(change: TodoChange): Promise<void> {
    const body: TaskEventBody = { type: change.type, companyIds: [change.companyId] };
    await Promise.all(change.userIds.map((userId) => this.#publish(userId, 'todo', body)));
  }

  /** One push per new message to its user. */
  async messagesAdded(messages: readonly MessageSummary[]): Promise<void> {
    await Promise.all(
      messages.map(({ userId, companyId, ...message }) => {
        const body: MessagePushBody = { type: 'add', companyIds: [companyId], ...message };
        return this.#publish(userId, 'msg', body);
      }),
    );
  }

  async #publish(userId: number, channel: UserChannel, body: unknown): Promise<void> {
    try {
      await this.publisher.publishToUser(userId, channel, body);
    } catch (error) {
      this.report(zhCN.pushFailed(channel, userId), error);
    }
  }
}
