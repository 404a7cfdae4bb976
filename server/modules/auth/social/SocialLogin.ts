import type { components } from '../../../../contracts/generated/admin.ts';
import * as oidc from 'openid-client';
import { ApiError } from '../../../http/ApiError.ts';
import type { Clock } from '../../../contracts/host.ts';
import type { Db } from '../../../db/Database.ts';
import { DisplayTime } from '../../../db/DisplayTime.ts';
import type { SocialProviderSettings } from '../AccountsConfig.ts';
import { authTexts } from '../zh-CN.ts';

/** Between the redirect to the provider and the callback; a login not finished by then starts again. */
const PENDING_MS = 10 * 60_000;
/**
 * Social logins under way from one client address (rows of social_login): the bound on what an
 * anonymous caller makes the server hold. Per address, so that no flood, from however many
 * addresses, stops the others' social login; an office behind one address has room for 30.
 */
const MAX_PENDING_PER_ADDRESS = 30;

export type SocialProviderView = components['schemas']['SocialProvider'];

/** What a finished authorization-code flow proved. */
export interface SocialIdentity {
  subject: string;
  /** The user who started a binding; null for a login. */
  bindingUserId: number | null;
}

/**
 * The social login: a standard OpenID Connect authorization-code flow with the provider the
 * environment configures (OIDC_*), through openid-client: state, nonce and PKCE (S256) are made
 * per login, kept in social_login until the callback, and used once. The provider's subject
 * (`sub` of the verified ID token) is what a user binds in the personal centre and what a later
 * social login finds them by; an unbound subject answers 417.
 */
export class SocialLogin {
  #configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly db: Db,
    private readonly provider: SocialProviderSettings | null,
    private readonly clock: Clock,
  ) {}

  providers(): SocialProviderView[] {
    return this.provider ? [{ type: this.provider.type, name: this.provider.name }] : [];
  }

  /** The provider's authorisation URL for a login, or (with a user) for binding the user's account. */
  async authorizeUrl(type: string, bindingUserId: number | null, clientAddress: string): Promise<string> {
    const provider = this.#provider(type);
    const config = await this.#config();
    const now = this.clock.now();
    await this.db.deleteFrom('social_login').where('expires_at', '<', now).execute();
    // Counted per address: one address's starts never block another's, whatever their number.
    const pending = await this.db
      .selectFrom('social_login')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_address', '=', clientAddress)
      .executeTakeFirst();
    if (Number(pending?.n ?? 0) >= MAX_PENDING_PER_ADDRESS) throw new ApiError(429, authTexts.tooFrequent);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const verifier = oidc.randomPKCECodeVerifier();
    await this.db
      .insertInto('social_login')
      .values({ state, provider: provider.type, nonce, code_verifier: verifier, user_id: bindingUserId, expires_at: now + PENDING_MS, client_address: clientAddress })
      .execute();
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: provider.redirectUrl,
        scope: 'openid',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      })
      .href;
  }

  /**
   * Finishes the flow the provider sent the browser back from. `landing` is the /authredirect
   * address the browser arrived at: only its query (code, state, iss) is taken, laid over the
   * configured redirect URL, so nobody can name another.
   */
  async identify(type: string, code: string, landing: string | undefined): Promise<SocialIdentity> {
    const provider = this.#provider(type);
    let query: URLSearchParams;
    try {
      query = new URL(landing ?? '', provider.redirectUrl).searchParams;
    } catch {
      throw new ApiError(400, authTexts.socialFailed);
    }
    const state = query.get('state');
    if (!state || query.get('code') !== code) throw new ApiError(400, authTexts.socialFailed);
    const pending = await this.db.selectFrom('social_login').selectAll().where('state', '=', state).executeTakeFirst();
    // Used once: the row goes before anything else, so a replayed callback finds nothing.
    const claimed = pending ? await this.db.deleteFrom('social_login').where('state', '=', state).executeTakeFirst() : null;
    if (!pending || Number(claimed?.numDeletedRows ?? 0) !== 1 || pending.provider !== provider.type || Number(pending.expires_at) <= this.clock.now()) {
      throw new ApiError(400, authTexts.socialFailed);
    }
    const callback = new URL(provider.redirectUrl);
    for (const [key, value] of query) callback.searchParams.set(key, value);
    let subject: string;
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.#config(), callback, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      subject = tokens.claims()!.sub;
    } catch {
      throw new ApiError(400, authTexts.socialFailed);
    }
    return { subject, bindingUserId: pending.user_id };
  }

  async userOf(type: string, subject: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('social_binding').select('user_id').where('provider', '=', type).where('subject', '=', subject).executeTakeFirst();
    return row?.user_id;
  }

  /** Binds the subject to the user (replacing the user's earlier account of the provider). */
  async bind(type: string, userId: number, subject: string): Promise<void> {
    const owner = await this.userOf(type, subject);
    if (owner !== undefined && owner !== userId) throw new ApiError(400, authTexts.socialTaken);
    if (owner === userId) return;
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('social_binding').where('user_id', '=', userId).where('provider', '=', type).execute();
      await tx.insertInto('social_binding').values({ user_id: userId, provider: type, subject, create_time: DisplayTime.format(this.clock.now()) }).execute();
    });
  }

  /** The callback of a binding: only the user who started it may finish it. */
  async bindCallback(type: string, userId: number, identity: SocialIdentity): Promise<void> {
    if (identity.bindingUserId !== userId) throw new ApiError(400, authTexts.socialFailed);
    await this.bind(type, userId, identity.subject);
  }

  async unbind(type: string, userId: number): Promise<void> {
    await this.db.deleteFrom('social_binding').where('user_id', '=', userId).where('provider', '=', type).execute();
  }

  /** The provider types the user has bound (the personal centre's socialBindings). */
  async bindings(userId: number): Promise<string[]> {
    const rows = await this.db.selectFrom('social_binding').select('provider').where('user_id', '=', userId).orderBy('provider').execute();
    return rows.map((r) => r.provider);
  }

  #provider(type: string): SocialProviderSettings {
    if (!this.provider || this.provider.type !== type) throw new ApiError(404, authTexts.socialUnknown);
    return this.provider;
  }

  /** Discovery once; a provider that was down is asked again next time. */
  #config(): Promise<oidc.Configuration> {
    const provider = this.provider!;
    this.#configuration ??= oidc
      .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        // A development provider on http://localhost; a production issuer is https anyway.
        execute: new URL(provider.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch(() => {
        this.#configuration = null;
        throw new ApiError(503, authTexts.socialUnavailable);
      });
    return this.#configuration;
  }
}
