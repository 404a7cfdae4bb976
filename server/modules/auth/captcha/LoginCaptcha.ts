import svgCaptcha from 'svg-captcha';
import { ApiError } from '../../../app/ApiError.ts';
import type { Clock } from '../../../app/ServerContracts.ts';
import { authTexts } from '../zh-CN.ts';

/** A captcha is good this long after its image was drawn. */
const TTL_MS = 5 * 60_000;
/** Captchas remembered at most: the oldest makes room first, so a flood of images costs bounded memory. */
const MAX_ENTRIES = 10_000;
/** The browser's key for one captcha (spec §7 randomStr). */
const RANDOM_STR = /^[A-Za-z0-9_-]{4,64}$/;

/**
 * The login captcha (spec part 1 §7: randomStr and code on the token call). The browser picks
 * a random key, fetches the image for it, and sends the key with the typed text; the text is
 * kept in memory only, checked without case, and good for one try, right or wrong.
 */
export class LoginCaptcha {
  readonly #texts = new Map<string, { text: string; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    /** Draws an image and its text (svg-captcha; a test draws texts it knows). */
    private readonly draw: () => { data: string; text: string } = () => svgCaptcha.create({ size: 4, noise: 2, width: 110, height: 40, ignoreChars: '0oO1iIlLq9gz2' }),
  ) {}

  /** A new image for the key (any earlier one of the key is forgotten), as a data: URL of its SVG. */
  image(randomStr: string): string {
    if (!RANDOM_STR.test(randomStr)) throw new ApiError(400, authTexts.captchaKey);
    const drawn = this.draw();
    this.#texts.delete(randomStr);
    if (this.#texts.size >= MAX_ENTRIES) this.#texts.delete(this.#texts.keys().next().value!);
    this.#texts.set(randomStr, { text: drawn.text.toLowerCase(), expiresAt: this.clock.now() + TTL_MS });
    return `data:image/svg+xml;base64,${Buffer.from(drawn.data, 'utf8').toString('base64')}`;
  }

  /** Whether the text is the key's captcha; the captcha is spent either way. */
  check(randomStr: string | undefined, code: string | undefined): boolean {
    if (!randomStr || !code) return false;
    const kept = this.#texts.get(randomStr);
    this.#texts.delete(randomStr);
    return kept !== undefined && kept.expiresAt > this.clock.now() && kept.text === code.trim().toLowerCase();
  }

  get size(): number {
    return this.#texts.size;
  }
}
