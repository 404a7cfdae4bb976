import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/Database.ts';
import type { CarouselSchema } from './carousel/CarouselTables.ts';
import type { PartyBuildSchema } from './partyBuild/PartyBuildTables.ts';
import type { PublishingSchema } from './publishing/PublishingTables.ts';
import type { SearchHistorySchema } from './search/SearchHistoryTables.ts';

/** Every table of the public site: news and books (WebsiteTables) and the channels of 0019. */
export type WebsiteSchema = PartyBuildSchema & PublishingSchema & CarouselSchema & SearchHistorySchema;

export type WebsiteDb = Kysely<DatabaseSchema & WebsiteSchema>;
