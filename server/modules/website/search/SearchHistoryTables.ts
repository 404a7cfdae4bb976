import type { Generated } from 'kysely';

/** One keyword someone searched for (0019); each owner keeps only their last few. */
export interface SearchHistoryTable {
  id: Generated<number>;
  /** `user:{userId}` for a signed-in caller, `visitor:{uuid}` for a browser (its cookie). */
  owner: string;
  content: string;
  create_time: string;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type SearchHistorySchema = {
  website_search_history: SearchHistoryTable;
};
