import type { components as AdminComponents } from '../../contracts/generated/admin.ts';
import type { components as WebsiteComponents } from '../../contracts/generated/website.ts';

type AdminSchemas = AdminComponents['schemas'];
type WebsiteSchemas = WebsiteComponents['schemas'];

/** The search page's path; the header searches only once some plugin contributes it. */
export const SEARCH_RESULT_PATH = '/searchResult';

// The calls go through the typed client (contracts/workbench/ApiClient.ts) with the contracts' paths;
// these are the contracts' shapes (contracts/generated) that the site's components name.
export type PlatformSettings = AdminSchemas['PlatformSettings'];
export type PortalMenuItem = AdminSchemas['MenuItem'];
export type PublicationDetail = WebsiteSchemas['PublicationDetail'];
export type PublicationSection = WebsiteSchemas['DigitalPublishSection'];
export type Neighbour = WebsiteSchemas['Neighbour'];
export type PartyCategory = WebsiteSchemas['ArticleItem']['category'];
