import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMS_OUTBOX_FILE, type OutboxEntry } from '../../../server/modules/auth/sms/OutboxSmsSender.ts';

/** The development outbox of a test server: the last code sent to a phone for a purpose. */
export function lastCode(dataDir: string, phone: string, purpose: OutboxEntry['purpose']): string {
  const file = join(dataDir, SMS_OUTBOX_FILE);
  const entries = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as OutboxEntry)
    : [];
  const entry = entries.filter((e) => e.phone === phone && e.purpose === purpose).at(-1);
  if (!entry) throw new Error(`no ${purpose} code was sent to ${phone}`);
  return entry.code;
}
