import type { Generated } from 'kysely';

/* The tables of the login sessions, owned by this module: no other module reads them (see tests/boundaries). */

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
}

export interface AuthTables {
  oauth_token: OauthTokenTable;
}
