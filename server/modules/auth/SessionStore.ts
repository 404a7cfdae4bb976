import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSchema, Db } from '../../db/Database.ts';
import { QueryTemplate } from '../../kysely/QueryTemplate.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { Clock } from '../../contracts/host.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
  /** The session's current company. */
  companyId: number;
  /** 1 when the password must be changed before anything else. */
  mustChangePassword: number;
}

export interface SessionLifetimes {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
}

/** How long a rotated-away access token keeps working, for requests already in flight. */
const ROTATION_GRACE_MS = 60_000;

// Every request asks this: compiled once (QueryTemplate) rather than built per call.
const sessionOfAccessHash = new QueryTemplate<DatabaseSchema, { accessHash: string; now: number }, ActiveSession>((db, p) =>
  db
    .selectFrom('oauth_token')
    .select(['id as sessionId', 'user_id as userId', 'company_id as companyId', 'must_change_password as mustChangePassword'])
    .where('access_hash', '=', p.accessHash)
    .where('access_expires_at', '>', p.now),
);

/** What a refresh token turned out to be. */
export type Rotation =
  | { kind: 'rotated'; tokens: IssuedTokens; userId: number; companyId: number }
  /** Unknown or expired: nothing to revoke. */
  | { kind: 'invalid' }
  /** Exchanged before: a stolen copy or a replay; the whole family was revoked. */
  | { kind: 'replayed'; userId: number };

/**
 * Login sessions. Tokens are 32 random bytes (base64url) handed to the client once; the
 * database keeps only their SHA-256, so a leaked table cannot be replayed. A refresh rotates
 * the pair: the old refresh token dies at once, the old access token a minute later. Every
 * pair of one login shares a family; a refresh token used a second time revokes the family
 * (OAuth 2.1 refresh token rotation), and logout revokes it too.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly lifetimes: SessionLifetimes,
    private readonly clock: Clock,
  ) {}

  static digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }

  /** A new login; `mustChangePassword`: every call but the password change is refused until it is done. */
  async open(userId: number, companyId: number, mustChangePassword = false): Promise<IssuedTokens> {
    const now = this.clock.now();
    await this.db.deleteFrom('oauth_token').where('refresh_expires_at', '<', now).where('access_expires_at', '<', now).execute();
    return this.#insert(userId, companyId, randomBytes(32).toString('base64url'), now, mustChangePassword ? 1 : 0);
  }

  /** The password of this login's user was changed: the login may do everything again. */
  async passwordChanged(sessionId: number): Promise<void> {
    const row = await this.db.selectFrom('oauth_token').select(['family']).where('id', '=', sessionId).executeTakeFirst();
    let query = this.db.updateTable('oauth_token').set({ must_change_password: 0 });
    query = row?.family ? query.where('family', '=', row.family) : query.where('id', '=', sessionId);
    await query.execute();
  }

  /** A new pair for a live refresh token; a replayed one revokes every token of its family. */
  async rotate(refreshToken: string): Promise<Rotation> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('oauth_token')
      .select(['id', 'user_id', 'company_id', 'access_expires_at', 'family', 'rotated', 'must_change_password'])
      .where('refresh_hash', '=', SessionStore.digest(refreshToken))
      .where('refresh_expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return { kind: 'invalid' };
    const family = row.family ?? `session-${row.id}`;
    if (row.rotated) {
      await this.revokeFamily(family);
      return { kind: 'replayed', userId: row.user_id };
    }
    // The guard on rotated makes the first of two concurrent refreshes the only winner; the
    // loser is a second use of the same token, so it is treated as a replay too.
    const retired = await this.db
      .updateTable('oauth_token')
      .set({ rotated: 1, access_expires_at: Math.min(row.access_expires_at, now + ROTATION_GRACE_MS) })
      .where('id', '=', row.id)
      .where('rotated', '=', 0)
      .executeTakeFirst();
    if (Number(retired.numUpdatedRows) !== 1) {
      await this.revokeFamily(family);
      return { kind: 'replayed', userId: row.user_id };
    }
    return { kind: 'rotated', tokens: await this.#insert(row.user_id, row.company_id, family, now, row.must_change_password), userId: row.user_id, companyId: row.company_id };
  }

  /** The live session of an access token. */
  async resolve(accessToken: string): Promise<ActiveSession | null> {
    const row = await sessionOfAccessHash.executeTakeFirst(this.db, { accessHash: SessionStore.digest(accessToken), now: this.clock.now() });
    return row ?? null;
  }

  /**
   * Ends the login the session belongs to: its tokens and every pair rotated away from it,
   * whose access tokens would otherwise live on for the rotation grace.
   */
  async revoke(sessionId: number): Promise<void> {
    const row = await this.db.selectFrom('oauth_token').select(['family']).where('id', '=', sessionId).executeTakeFirst();
    if (row?.family) await this.revokeFamily(row.family);
    await this.db.deleteFrom('oauth_token').where('id', '=', sessionId).execute();
  }

  /** Ends the login an access token belongs to (a pair just issued that must not be used). */
  async revokeAccessToken(accessToken: string): Promise<void> {
    const row = await this.db.selectFrom('oauth_token').select(['id']).where('access_hash', '=', SessionStore.digest(accessToken)).executeTakeFirst();
    if (row) await this.revoke(row.id);
  }

  /**
   * Ends every login of the user but the one this session belongs to (a password change: a
   * thief holding another login's tokens is shut out at once).
   */
  async revokeOtherLogins(userId: number, keepSessionId: number): Promise<void> {
    const keep = await this.db.selectFrom('oauth_token').select(['family']).where('id', '=', keepSessionId).executeTakeFirst();
    let query = this.db.deleteFrom('oauth_token').where('user_id', '=', userId).where('id', '!=', keepSessionId);
    if (keep?.family) query = query.where((eb) => eb.or([eb('family', 'is', null), eb('family', '!=', keep.family)]));
    await query.execute();
  }

  /** Ends every login of the user (a password reset by SMS code: whoever held a login is out). */
  async revokeAllLogins(userId: number): Promise<void> {
    await this.db.deleteFrom('oauth_token').where('user_id', '=', userId).execute();
  }

  async revokeFamily(family: string): Promise<void> {
    await this.db.deleteFrom('oauth_token').where('family', '=', family).execute();
  }

  async switchCompany(sessionId: number, companyId: number): Promise<void> {
    await this.db.updateTable('oauth_token').set({ company_id: companyId }).where('id', '=', sessionId).execute();
  }

  async #insert(userId: number, companyId: number, family: string, now: number, mustChangePassword: number): Promise<IssuedTokens> {
    const accessToken = randomBytes(32).toString('base64url');
    const refreshToken = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('oauth_token')
      .values({
        user_id: userId,
        company_id: companyId,
        access_hash: SessionStore.digest(accessToken),
        refresh_hash: SessionStore.digest(refreshToken),
        access_expires_at: now + this.lifetimes.accessTokenSeconds * 1000,
        refresh_expires_at: now + this.lifetimes.refreshTokenSeconds * 1000,
        create_time: DisplayTime.format(now),
        family,
        must_change_password: mustChangePassword,
      })
      .execute();
    return { accessToken, refreshToken, expiresIn: this.lifetimes.accessTokenSeconds };
  }
}
