import { LikePattern } from '../../kysely/LikePattern.ts';
import type { SiteSearchHit, SiteSearchSource } from '../../contracts/website.ts';
import type { ClassroomCatalog } from './ClassroomCatalog.ts';
import { ClassroomPaths } from './ClassroomPaths.ts';
import { zhCN } from './zhCN.ts';

/** 智慧课堂's part of the site search: its published items, found by title or summary. */
export class ClassroomSearchSource implements SiteSearchSource {
  readonly channel = 'iClassroom';
  readonly channelName = zhCN.channelName;

  constructor(private readonly catalog: ClassroomCatalog) {}

  async search(keyword: string, limit: number): Promise<SiteSearchHit[]> {
    const rows = await this.catalog.matching(LikePattern.containing(keyword), limit);
    return rows.map((row) => ({
      channel: this.channel,
      channelName: this.channelName,
      id: String(row.id),
      title: row.title,
      summary: row.summary,
      publishedAt: row.publishTime,
      path: ClassroomPaths.item(row.section, row.id),
    }));
  }
}
