import { authTexts } from './zh-CN.ts';

/** Where SMS codes go: the development outbox (default) or a provider's HTTP API. */
export type SmsSenderSettings =
  | { kind: 'outbox' }
  | {
      kind: 'http';
      /** SMS_HTTP_URL: the provider's send endpoint (POST, JSON). */
      url: string;
      /** SMS_HTTP_KEY: sent as `Authorization: Bearer …`. */
      key: string;
      /** SMS_TEMPLATE: the provider's template id, the code is its `code` parameter. */
      template: string;
      /** SMS_SIGN: the registered signature (签名). */
      sign: string;
    };

export interface SmsSettings {
  sender: SmsSenderSettings;
  /** How long a code is valid (SMS_CODE_SECONDS, 300). */
  codeSeconds: number;
  /** One code per phone this often (SMS_RESEND_SECONDS, 60). */
  resendSeconds: number;
  /** Codes a phone may receive in 24 hours (SMS_PHONE_DAILY, 10). */
  phoneDaily: number;
  /** Codes one client address may ask for in an hour, any phones (SMS_ADDRESS_HOURLY, 30). */
  addressHourly: number;
  /** Wrong codes that spend a code (SMS_CODE_TRIES, 5). */
  codeTries: number;
}

/** The OpenID Connect provider of the social login, or none. */
export interface SocialProviderSettings {
  /** OIDC_TYPE: the `type` of /admin/social/authorize/{type} (default OIDC). */
  type: string;
  /** OIDC_NAME: what the login page calls it (default 统一身份认证). */
  name: string;
  /** OIDC_ISSUER: discovery at {issuer}/.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_REDIRECT_URL: this portal's /authredirect as the provider knows it. */
  redirectUrl: string;
}

export interface AccountsConfig {
  sms: SmsSettings;
  social: SocialProviderSettings | null;
  /** Wrong passwords of an account (LOGIN_CAPTCHA_AFTER, 2) or from a client address (LOGIN_ADDRESS_CAPTCHA_AFTER, 10) after which the login asks for a captcha. */
  captchaAfter: { account: number; address: number };
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) throw new Error(authTexts.config.badCount(name, raw));
  return Number(raw);
}

function httpUrl(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // reported below
  }
  throw new Error(authTexts.config.badUrl(name, raw));
}

function readSender(env: NodeJS.ProcessEnv): SmsSenderSettings {
  const url = env.SMS_HTTP_URL?.trim();
  if (!url) return { kind: 'outbox' };
  const missing = ['SMS_HTTP_KEY', 'SMS_TEMPLATE', 'SMS_SIGN'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(authTexts.config.missing('SMS_HTTP_URL', missing));
  return { kind: 'http', url: httpUrl('SMS_HTTP_URL', url), key: env.SMS_HTTP_KEY!.trim(), template: env.SMS_TEMPLATE!.trim(), sign: env.SMS_SIGN!.trim() };
}

function readSocial(env: NodeJS.ProcessEnv): SocialProviderSettings | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const missing = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URL'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(authTexts.config.missing('OIDC_ISSUER', missing));
  const type = env.OIDC_TYPE?.trim() || 'OIDC';
  if (!/^[A-Za-z0-9_]{1,32}$/.test(type)) throw new Error(authTexts.config.badType(type));
  return {
    type,
    name: env.OIDC_NAME?.trim() || authTexts.socialDefaultName,
    issuer: httpUrl('OIDC_ISSUER', issuer),
    clientId: env.OIDC_CLIENT_ID!.trim(),
    clientSecret: env.OIDC_CLIENT_SECRET!.trim(),
    redirectUrl: httpUrl('OIDC_REDIRECT_URL', env.OIDC_REDIRECT_URL!.trim()),
  };
}

/** The accounts settings from the environment; bad values stop the start with a clear message. */
export function readAccountsConfig(env: NodeJS.ProcessEnv): AccountsConfig {
  return {
    sms: {
      sender: readSender(env),
      codeSeconds: count(env, 'SMS_CODE_SECONDS', 300),
      resendSeconds: count(env, 'SMS_RESEND_SECONDS', 60),
      phoneDaily: count(env, 'SMS_PHONE_DAILY', 10),
      addressHourly: count(env, 'SMS_ADDRESS_HOURLY', 30),
      codeTries: count(env, 'SMS_CODE_TRIES', 5),
    },
    social: readSocial(env),
    captchaAfter: { account: count(env, 'LOGIN_CAPTCHA_AFTER', 2), address: count(env, 'LOGIN_ADDRESS_CAPTCHA_AFTER', 10) },
  };
}
