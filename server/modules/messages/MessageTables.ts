import type { Generated } from 'kysely';

/* The tables of the messages, owned by this module: no other module reads them (see tests/boundaries). */

export interface MessageTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  application_name: string | null;
  application_id: string | null;
  application_type: string | null;
  msg_title: string;
  msg_content: string | null;
  /** 1 or 2 (the spec's message types). */
  msg_type: number;
  send_author: string | null;
  /** 1 open detail, 2 open msgLink, other: open the workflow drawer. */
  open_mode: number;
  msg_link: string | null;
  read_status: number;
  create_time: string;
  deleted: number;
}

/** One sender's recent member messages (0034; SenderRateLimit), shared by every server instance. */
export interface MemberMessageWindowTable {
  sender_id: number;
  /** JSON array of the epoch ms of the sends still inside the window, oldest first (at most the limit). */
  sent: string;
  /** Epoch ms of the last admitted or refused send: the least recently active senders make room first. */
  active_at: number;
}

export interface MessageTables {
  message: MessageTable;
  member_message_window: MemberMessageWindowTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends MessageTables {}
}
