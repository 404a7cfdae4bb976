import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../../http/ApiError.ts';
import type { Clock } from '../../../contracts/host.ts';
import type { Db } from '../../../db/Database.ts';
import type { SmsSettings } from '../AccountsConfig.ts';
import { authTexts } from '../zh-CN.ts';
import type { SmsPurpose, SmsSender } from './SmsSender.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

function digest(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

/**
 * SMS codes: six random digits, sent through the SmsSender, kept only as a salted SHA-256,
 * valid a few minutes, for one purpose, used once. A code is spent after a few wrong tries, so
 * guessing one of a million is hopeless; sending is limited per phone (one a minute, a few a
 * day) and per client address (an hourly count over all phones), so nobody can flood a phone
 * or buy many codes. A newer code replaces the older ones of its phone and purpose.
 */
export class SmsCodes {
  constructor(
    private readonly db: Db,
    private readonly sender: SmsSender,
    private readonly settings: SmsSettings,
    private readonly clock: Clock,
  ) {}

  async send(phone: string, purpose: SmsPurpose, clientAddress: string): Promise<void> {
    const now = this.clock.now();
    // Rows older than the longest window count for nothing: gone, so the table stays small.
    await this.db.deleteFrom('sms_code').where('sent_at', '<', now - DAY_MS).execute();
    const [phoneRows, addressCount] = await Promise.all([
      this.db.selectFrom('sms_code').select('sent_at').where('phone', '=', phone).orderBy('sent_at', 'desc').execute(),
      this.db
        .selectFrom('sms_code')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_address', '=', clientAddress)
        .where('sent_at', '>', now - HOUR_MS)
        .executeTakeFirst(),
    ]);
    const last = phoneRows[0] ? Number(phoneRows[0].sent_at) : null;
    if (last !== null && now - last < this.settings.resendSeconds * 1000) throw new ApiError(429, authTexts.tooFrequent);
    if (phoneRows.length >= this.settings.phoneDaily) throw new ApiError(429, authTexts.tooFrequent);
    if (Number(addressCount?.n ?? 0) >= this.settings.addressHourly) throw new ApiError(429, authTexts.tooFrequent);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(12).toString('base64url');
    const inserted = await this.db
      .insertInto('sms_code')
      .values({
        phone,
        purpose,
        code_hash: digest(salt, code),
        salt,
        client_address: clientAddress.slice(0, 64),
        sent_at: now,
        expires_at: now + this.settings.codeSeconds * 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await this.sender.send({ phone, code, purpose, minutes: Math.ceil(this.settings.codeSeconds / 60) });
    } catch {
      // Not delivered: it does not count against the limits and cannot be used.
      await this.db.deleteFrom('sms_code').where('id', '=', inserted.id).execute();
      throw new ApiError(503, authTexts.smsSendFailed);
    }
    // Only the newest code of a phone and purpose is good.
    await this.db
      .updateTable('sms_code')
      .set({ used: 1 })
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('id', '<', inserted.id)
      .execute();
  }

  /** Uses the phone's code for this purpose, or throws 428 (wrong, expired, used or spent). */
  async use(phone: string, purpose: SmsPurpose, code: string): Promise<void> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('sms_code')
      .select(['id', 'code_hash', 'salt'])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used', '=', 0)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row || !/^\d{6}$/.test(code)) {
      if (row) await this.#wrongTry(row.id);
      throw new ApiError(428, authTexts.wrongCode);
    }
    const right = timingSafeEqual(Buffer.from(digest(row.salt, code), 'hex'), Buffer.from(row.code_hash, 'hex'));
    if (!right) {
      await this.#wrongTry(row.id);
      throw new ApiError(428, authTexts.wrongCode);
    }
    // Claimed by exactly one request: two at once with the right code cannot both pass.
    const claimed = await this.db.updateTable('sms_code').set({ used: 1 }).where('id', '=', row.id).where('used', '=', 0).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(428, authTexts.wrongCode);
  }

  async #wrongTry(id: number): Promise<void> {
    // Counted in the database, so wrong tries in parallel each count.
    await this.db.updateTable('sms_code').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
    await this.db.updateTable('sms_code').set({ used: 1 }).where('id', '=', id).where('attempts', '>=', this.settings.codeTries).execute();
  }
}
