import type { Db } from '../../db/Database.ts';

/** contracts/openapi/admin.yaml TagNode. */
export interface TagNodeView {
  tagId: number;
  tagName: string;
  /** 1 for a folder (a top tag), more below. */
  level: number;
  tagList: TagNodeView[];
}

/** The address book's tags of one company, as a tree. */
export class TagTree {
  constructor(private readonly db: Db) {}

  async ofCompany(companyId: number): Promise<TagNodeView[]> {
    const rows = await this.db.selectFrom('tag').selectAll().where('company_id', '=', companyId).orderBy('level').orderBy('sort').orderBy('id').execute();
    const nodes = new Map<number, TagNodeView>(rows.map((r) => [r.id, { tagId: r.id, tagName: r.name, level: r.level, tagList: [] }]));
    const roots: TagNodeView[] = [];
    for (const r of rows) {
      const parent = nodes.get(r.parent_id);
      if (parent) parent.tagList.push(nodes.get(r.id)!);
      else if (r.parent_id === 0) roots.push(nodes.get(r.id)!);
    }
    return roots;
  }
}
