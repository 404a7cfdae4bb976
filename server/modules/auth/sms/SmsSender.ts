/** What a code is for: a code sent for one purpose opens nothing else. */
export type SmsPurpose = 'login' | 'register' | 'reset';

/** One SMS code to deliver. */
export interface SmsMessage {
  phone: string;
  code: string;
  purpose: SmsPurpose;
  /** Minutes the code stays valid (the text says so). */
  minutes: number;
}

/** Delivers SMS codes: the development outbox by default, a provider's HTTP API when configured. */
export interface SmsSender {
  /** Resolves once the message was handed over; rejects when it could not be. */
  send(message: SmsMessage): Promise<void>;
}
