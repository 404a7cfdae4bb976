import type { Selectable } from 'kysely';
import { AsyncSeriesHook, tapOnly, type TapOnly } from '../../../core/hooks/index.ts';
import type { MessageHooks, MessageSummary } from '../../contracts/messages.ts';
import type { MessageTable } from './MessageTables.ts';

/** The columns a summary is made of, for `returning` on the insert. */
export const SUMMARY_COLUMNS = ['id', 'user_id', 'company_id', 'msg_title', 'msg_type', 'open_mode', 'application_name', 'send_author', 'create_time'] as const;

type SummaryRow = Pick<Selectable<MessageTable>, (typeof SUMMARY_COLUMNS)[number]>;

/** Announces new message rows once they have committed (the live push taps it). */
export class MessageEvents {
  readonly #hooks: MessageHooks = { added: new AsyncSeriesHook(1) };
  /** What other modules tap (MessageEventsId). */
  readonly hooks: TapOnly<MessageHooks> = tapOnly(this.#hooks);

  async added(rows: readonly SummaryRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.#hooks.added.promise(rows.map((row) => MessageEvents.summaryOf(row)));
  }

  static summaryOf(row: SummaryRow): MessageSummary {
    return {
      id: row.id,
      userId: row.user_id,
      companyId: row.company_id,
      msgTitle: row.msg_title,
      msgType: row.msg_type,
      openMode: row.open_mode,
      applicationName: row.application_name,
      sendAuthor: row.send_author,
      createTime: row.create_time,
    };
  }
}
