import type { SmsSenderSettings } from '../AccountsConfig.ts';
import type { SmsMessage, SmsSender } from './SmsSender.ts';

/** A provider that does not answer within this is given up on (the user may ask again). */
const TIMEOUT_MS = 10_000;

/**
 * A real SMS provider's HTTP API: POST {sign, template, phone, params: {code}} as JSON to
 * SMS_HTTP_URL with `Authorization: Bearer SMS_HTTP_KEY`. Any 2xx answer is a hand-over; any
 * other status, a network failure or a time-out rejects, and the code is not kept.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly settings: Extract<SmsSenderSettings, { kind: 'http' }>) {}

  async send(message: SmsMessage): Promise<void> {
    const answer = await fetch(this.settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.settings.key}` },
      body: JSON.stringify({
        sign: this.settings.sign,
        template: this.settings.template,
        phone: message.phone,
        params: { code: message.code, minutes: String(message.minutes) },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The body is not needed; reading it frees the connection.
    await answer.arrayBuffer().catch(() => undefined);
    if (!answer.ok) throw new Error(`SMS provider answered ${answer.status}`);
  }
}
