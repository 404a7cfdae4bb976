import { appendFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { authTexts } from '../zh-CN.ts';
import type { SmsMessage, SmsSender } from './SmsSender.ts';

/** The outbox file under DATA_DIR (one JSON object per line) that developers and journeys read. */
export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';
/** Past this the outbox is moved aside to `.1` (one generation kept), so it never grows without bound. */
const MAX_OUTBOX_BYTES = 1024 * 1024;

/** One line of the outbox. */
export interface OutboxEntry {
  phone: string;
  code: string;
  purpose: SmsMessage['purpose'];
  text: string;
  sentAt: string;
}

/**
 * The reference server's default sender: no SMS leaves the machine. Each code is written to the
 * server log and appended to DATA_DIR/sms-outbox.jsonl, where a developer (or a journey) reads it.
 */
export class OutboxSmsSender implements SmsSender {
  readonly #file: string;
  /** Appends one after another, so lines never interleave and the size check sees the last one. */
  #queue: Promise<void> = Promise.resolve();

  constructor(
    dataDir: string,
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.#file = join(dataDir, SMS_OUTBOX_FILE);
  }

  send(message: SmsMessage): Promise<void> {
    const entry: OutboxEntry = {
      phone: message.phone,
      code: message.code,
      purpose: message.purpose,
      text: authTexts.smsText(message.code, message.minutes),
      sentAt: new Date(this.now()).toISOString(),
    };
    this.log(`短信验证码（开发发件箱 ${this.#file}）：${message.phone} ${message.purpose} ${message.code}`);
    const write = this.#queue.then(() => this.#append(`${JSON.stringify(entry)}\n`));
    this.#queue = write.catch(() => undefined);
    return write;
  }

  async #append(line: string): Promise<void> {
    const size = await stat(this.#file).then(
      (s) => s.size,
      () => 0,
    );
    if (size + line.length > MAX_OUTBOX_BYTES) await rename(this.#file, `${this.#file}.1`);
    await appendFile(this.#file, line, 'utf8');
  }
}
