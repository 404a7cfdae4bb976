import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** One line of the server's development outbox (server/modules/auth/sms/OutboxSmsSender.ts). */
interface OutboxEntry {
  phone: string;
  code: string;
  purpose: 'login' | 'register' | 'reset';
  sentAt: string;
}

function entries(): OutboxEntry[] {
  const file = join(process.env.E2E_DATA_DIR!, 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/**
 * The SMS outbox the journeys' server writes instead of sending (DATA_DIR/sms-outbox.jsonl):
 * `since` before the click that sends, `code` after it.
 */
export class SmsOutbox {
  readonly #seen: number;

  private constructor(seen: number) {
    this.#seen = seen;
  }

  static since(): SmsOutbox {
    return new SmsOutbox(entries().length);
  }

  /** The code sent to the phone for the purpose after `since`, once it is there. */
  async code(phone: string, purpose: OutboxEntry['purpose']): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(() => {
        code = entries()
          .slice(this.#seen)
          .filter((entry) => entry.phone === phone && entry.purpose === purpose)
          .at(-1)?.code;
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code!;
  }
}
