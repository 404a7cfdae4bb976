import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/Database.ts';

/* The table of the first-login guide, owned by this module: no other module reads it (see tests/boundaries). */

/** A user who finished or closed the guide; no row: not seen yet, as for every new user. */
export interface UserGuideTable {
  user_id: number;
  seen_time: string;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type GuideSchema = {
  user_guide: UserGuideTable;
};

export type GuideDb = Kysely<DatabaseSchema & GuideSchema>;
