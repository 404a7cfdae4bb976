import { ApiError } from '../../../http/ApiError.ts';
import type { Clock } from '../../../contracts/host.ts';
import type { Db } from '../../../db/Database.ts';
import { authTexts } from '../zh-CN.ts';
import { CaptchaPicture } from './CaptchaPicture.ts';

/** A captcha is good this long after its image was drawn. */
const TTL_MS = 5 * 60_000;
/**
 * Captchas remembered per client address: an address asking for more replaces its own oldest,
 * never another address's (an office behind one address has room for many at once). Expired
 * ones go first; the rows are bounded by the addresses of the last five minutes, whose rate the
 * per-address limit on /auth/code bounds.
 */
const MAX_PER_ADDRESS = 30;
/** The browser's key for one captcha (spec §7 randomStr). */
const RANDOM_STR = /^[A-Za-z0-9_-]{4,64}$/;

/**
 * The login captcha (spec part 1 §7: randomStr and code on the token call). The browser picks
 * a random key, fetches the image for it, and sends the key with the typed text; the text is
 * kept in the database (login_captcha) so that any server instance can check an image another
 * drew, checked without case, and good for one try, right or wrong: the check deletes the row
 * and reads it in one statement, so two instances cannot both take it.
 */
export class LoginCaptcha {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Draws a picture (PNG) and its text (CaptchaPicture; a test draws texts it knows). */
    private readonly draw: () => { png: Buffer; text: string } = () => CaptchaPicture.draw(),
    private readonly maxPerAddress = MAX_PER_ADDRESS,
  ) {}

  /** A new image for the key (any earlier one of the key is forgotten), as a data: URL. */
  async image(randomStr: string, clientAddress: string): Promise<string> {
    if (!RANDOM_STR.test(randomStr)) throw new ApiError(400, authTexts.captchaKey);
    const drawn = this.draw();
    const now = this.clock.now();
    const row = { random_str: randomStr, text: drawn.text.toLowerCase(), expires_at: now + TTL_MS, client_address: clientAddress };
    await this.db
      .insertInto('login_captcha')
      .values(row)
      .onConflict((oc) => oc.column('random_str').doUpdateSet({ text: row.text, expires_at: row.expires_at, client_address: row.client_address }))
      .execute();
    await this.#makeRoom(now, clientAddress);
    return `data:image/png;base64,${drawn.png.toString('base64')}`;
  }

  /** Whether the text is the key's captcha; the captcha is spent either way. */
  async check(randomStr: string | undefined, code: string | undefined): Promise<boolean> {
    if (!randomStr || !code) return false;
    const kept = await this.db.deleteFrom('login_captcha').where('random_str', '=', randomStr).returning(['text', 'expires_at']).executeTakeFirst();
    return kept !== undefined && Number(kept.expires_at) > this.clock.now() && kept.text === code.trim().toLowerCase();
  }

  async size(): Promise<number> {
    const { n } = await this.db.selectFrom('login_captcha').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  async #makeRoom(now: number, clientAddress: string): Promise<void> {
    await this.db.deleteFrom('login_captcha').where('expires_at', '<=', now).execute();
    const { n } = await this.db
      .selectFrom('login_captcha')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_address', '=', clientAddress)
      .executeTakeFirstOrThrow();
    const over = Number(n) - this.maxPerAddress;
    if (over <= 0) return;
    const oldest = this.db.selectFrom('login_captcha').select('random_str').where('client_address', '=', clientAddress).orderBy('expires_at').limit(over);
    await this.db.deleteFrom('login_captcha').where('random_str', 'in', oldest).execute();
  }
}
