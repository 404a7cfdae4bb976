import { createContributionPoint } from '../../contracts/workbench/index.ts';
import type { components, operations } from '../../contracts/generated/website.ts';
import type { AuditActor } from './audit.ts';
import type { OperationData } from '../http/OperationData.ts';
import type { Principal } from './host.ts';

/** What 预览 answers: the channel's public detail, whatever the item's status. */
export type SiteContentPreview = OperationData<operations['previewSiteContent']>;

type Schemas = components['schemas'];
export type SiteChannelId = Schemas['SiteChannelId'];
export type SiteContentStatus = Schemas['SiteContentStatus'];
export type SiteContentSummaryView = Schemas['SiteContentSummary'];
export type SiteContentItemView = Schemas['SiteContentItem'];
export type SiteContentEdit = Schemas['SiteContentEdit'];
export type SiteContentQuery = { current?: number; size?: number; keyword?: string; status?: SiteContentStatus; category?: string };
export type SiteContentPageView = Schemas['SiteContentPage'];
export type SiteContentActor = AuditActor & { principal: Principal };

/**
 * One channel of 管理后台 › 内容管理 (issue 13), contributed by the module that owns its table:
 * the website module its five, the classroom module 智慧课堂. The routes of
 * /admin/website/content/{channel} find the channel here, so no module reads another's tables.
 * Each implementation follows SiteContentRules (statuses, publish and withdraw, audit entries)
 * and lets only the platform administrator through.
 */
export interface SiteContentChannel {
  readonly id: SiteChannelId;
  page(user: Principal, query: SiteContentQuery): Promise<SiteContentPageView>;
  get(user: Principal, id: number): Promise<SiteContentItemView>;
  create(actor: SiteContentActor, edit: SiteContentEdit): Promise<SiteContentItemView>;
  update(actor: SiteContentActor, id: number, edit: SiteContentEdit): Promise<SiteContentItemView>;
  publish(actor: SiteContentActor, id: number): Promise<SiteContentItemView>;
  withdraw(actor: SiteContentActor, id: number): Promise<SiteContentItemView>;
  remove(actor: SiteContentActor, id: number): Promise<null>;
  /** The item as its public detail answers it, whatever its status (预览). */
  preview(user: Principal, id: number): Promise<SiteContentPreview>;
}

export const SiteContentChannels = createContributionPoint<SiteContentChannel>('server.site-content-channels');

/** One match of the public site's search (/website/searchIndex, /searchResult). */
export interface SiteSearchHit {
  /** The channel's id, e.g. 'news', 'partyBuild', 'iClassroom'. */
  channel: string;
  /** The channel's name as the site shows it, e.g. 新闻, 党建, 智慧课堂. */
  channelName: string;
  id: string;
  title: string;
  /** Plain text around the match (no markup: the page highlights the keyword itself). */
  summary: string;
  /** `YYYY-MM-DD HH:mm:ss`, for the newest-first order across channels. */
  publishedAt: string;
  /** The public page that shows the item, e.g. `/news/detail?id=12`. */
  path: string;
}

/**
 * A channel of the public site whose published items the site search looks through: each
 * module that owns public content contributes one, so a new channel is found without the
 * search knowing it. Only published items are answered.
 */
export interface SiteSearchSource {
  channel: string;
  channelName: string;
  /** Published items whose title or text contains `keyword`, newest first, at most `limit`. */
  search(keyword: string, limit: number): Promise<SiteSearchHit[]>;
}

export const SiteSearchSources = createContributionPoint<SiteSearchSource>('server.site-search-sources');
