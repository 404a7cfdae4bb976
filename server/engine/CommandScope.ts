import type { DirectoryScope } from './CandidateDirectory.ts';

/**
 * One command's transaction, for writes that must commit or roll back with the command: the
 * rows its events imply (the server's to-dos, messages, instance scopes) and the business
 * row it is about (a contract). `db` is the transaction itself: on SQLite it holds the only
 * connection, so a write through any other handle would wait for it forever.
 */
export interface CommandScope extends DirectoryScope {
  /**
   * Runs once the transaction has committed, never when it rolls back: what others may only
   * hear of committed rows (the live push). A failing effect is reported; the command stands.
   */
  afterCommit(effect: () => Promise<void>): void;
}
