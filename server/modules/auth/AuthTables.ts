import type { Generated } from 'kysely';

/* The tables of the login sessions and accounts, owned by this module: no other module reads them (see tests/boundaries). */

/** One login session: both tokens are stored only as SHA-256 hex digests. */
export interface OauthTokenTable {
  id: Generated<number>;
  user_id: number;
  /** The session's current company (changes on a company switch). */
  company_id: number;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: number;
  refresh_expires_at: number;
  create_time: string;
  /** Shared by every pair issued from one login (rotation keeps it); null only before 0007. */
  family: string | null;
  /** 1 once the pair's refresh token was exchanged: a second exchange is a replay. */
  rotated: Generated<number>;
  /** 1 when the login's password must be changed before anything else (0018); rotation keeps it. */
  must_change_password: Generated<number>;
}

/** One SMS code sent (0017): only its salted SHA-256 is kept. */
export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  /** 'login', 'register' or 'reset': a code opens only what it was sent for. */
  purpose: string;
  code_hash: string;
  salt: string;
  client_address: string;
  sent_at: number;
  expires_at: number;
  /** Wrong codes tried against it; at the limit it is spent. */
  attempts: Generated<number>;
  /** 1 once used (or spent by wrong tries). */
  used: Generated<number>;
}

/** A social account (the provider's subject) bound to a user, one per provider and user (0017). */
export interface SocialBindingTable {
  user_id: number;
  provider: string;
  subject: string;
  create_time: string;
}

/** A social login or binding under way, between the redirect and the callback (0017). */
export interface SocialLoginTable {
  state: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  /** The user binding the account; null for a login. */
  user_id: number | null;
  expires_at: number;
  /** Whose start it was (0044): each address has its own allowance of flows under way. */
  client_address: string;
}

/** The wrong-password count of an account or a client address (0033; LoginThrottle), shared by every instance. */
export interface LoginThrottleTable {
  /** 'account:{username}' or 'address:{client address}'. */
  counter_key: string;
  /** Failures since the last success, lock or reset (attempts in flight count already). */
  failures: number;
  /** Locks so far: each one doubles the next. */
  locks: number;
  /** Epoch ms; 0 when no lock holds. */
  locked_until: number;
  /** Epoch ms; 0 for a row made only to be locked by an attempt's transaction. */
  last_failure_at: number;
  /** Rises with every write: the least recently touched rows make room first. */
  touched: number;
}

/** A captcha's text, good for one try until it expires (0033; LoginCaptcha). */
export interface LoginCaptchaTable {
  random_str: string;
  text: string;
  expires_at: number;
  /** Who asked for the image (0044): an address's captchas make room only among themselves. */
  client_address: string;
}

export interface AuthTables {
  oauth_token: OauthTokenTable;
  sms_code: SmsCodeTable;
  social_binding: SocialBindingTable;
  social_login: SocialLoginTable;
  login_throttle: LoginThrottleTable;
  login_captcha: LoginCaptchaTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends AuthTables {}
}
