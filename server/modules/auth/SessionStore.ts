import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/Database.ts';
import { QueryTemplate } from '../../kysely/QueryTemplate.ts';
import type { DatabaseSchema } from '../../db/Tables.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { Clock } from '../../app/ServerContracts.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
  username: string;
  /** The session's current company. */
  companyId: number;
  status: string;
  companyAdmin: number | null;
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
    .innerJoin('sys_user', 'sys_user.id', 'oauth_token.user_id')
    .select([
      'oauth_token.id as sessionId',
      'oauth_token.user_id as userId',
      'oauth_token.company_id as companyId',
      'sys_user.username as username',
      'sys_user.status as status',
      'sys_user.company_admin as companyAdmin',
    ])
    .where('oauth_token.access_hash', '=', p.accessHash)
    .where('oauth_token.access_expires_at', '>', p.now),
);

/**
 * Login sessions. Tokens are 32 random bytes (base64url) handed to the client once; the
 * database keeps only their SHA-256, so a leaked table cannot be replayed. A refresh rotates
 * the pair: the old refresh token dies at once, the old access token a minute later.
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

  async open(userId: number, companyId: number): Promise<IssuedTokens> {
    const now = this.clock.now();
    await this.db.deleteFrom('oauth_token').where('refresh_expires_at', '<', now).where('access_expires_at', '<', now).execute();
    return this.#insert(userId, companyId, now);
  }

  /** A new pair for a live refresh token, or null when it is unknown, expired or already used. */
  async rotate(refreshToken: string): Promise<{ tokens: IssuedTokens; userId: number } | null> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('oauth_token')
      .select(['id', 'user_id', 'company_id', 'access_expires_at'])
      .where('refresh_hash', '=', SessionStore.digest(refreshToken))
      .where('refresh_expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return null;
    // The guard on refresh_expires_at makes the first of two concurrent refreshes the only winner.
    const retired = await this.db
      .updateTable('oauth_token')
      .set({ refresh_expires_at: 0, access_expires_at: Math.min(row.access_expires_at, now + ROTATION_GRACE_MS) })
      .where('id', '=', row.id)
      .where('refresh_expires_at', '>', now)
      .executeTakeFirst();
    if (Number(retired.numUpdatedRows) !== 1) return null;
    return { tokens: await this.#insert(row.user_id, row.company_id, now), userId: row.user_id };
  }

  /** The live session of an access token, with what authorisation needs of its user. */
  async resolve(accessToken: string): Promise<ActiveSession | null> {
    const row = await sessionOfAccessHash.executeTakeFirst(this.db, { accessHash: SessionStore.digest(accessToken), now: this.clock.now() });
    return row ?? null;
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.deleteFrom('oauth_token').where('id', '=', sessionId).execute();
  }

  async switchCompany(sessionId: number, companyId: number): Promise<void> {
    await this.db.updateTable('oauth_token').set({ company_id: companyId }).where('id', '=', sessionId).execute();
  }

  async #insert(userId: number, companyId: number, now: number): Promise<IssuedTokens> {
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
      })
      .execute();
    return { accessToken, refreshToken, expiresIn: this.lifetimes.accessTokenSeconds };
  }
}
