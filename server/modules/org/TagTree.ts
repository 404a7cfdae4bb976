import type { components } from '../../../contracts/generated/admin.ts';
import type { Db } from '../../db/Database.ts';

export type TagNodeView = components['schemas']['TagNode'];

/** One tag, with the ids of its subtree (itself included): a folder tag stands for its sub-tags' members. */
export interface TagSubtree {
  tagId: number;
  tagName: string;
  parentId: number | null;
  level: number;
  companyId: number;
  ids: number[];
}

/** The address book's tags of one company, as a tree. */
export class TagTree {
  constructor(private readonly db: Db) {}

  async ofCompany(companyId: number): Promise<TagNodeView[]> {
    const rows = await this.db.selectFrom('tag').selectAll().where('company_id', '=', companyId).orderBy('level').orderBy('sort').orderBy('id').execute();
    const nodes = new Map<number, TagNodeView & { tagList: TagNodeView[] }>(rows.map((r) => [r.id, { tagId: r.id, tagName: r.name, level: r.level, tagList: [] }]));
    const roots: TagNodeView[] = [];
    for (const r of rows) {
      const parent = nodes.get(r.parent_id);
      if (parent) parent.tagList.push(nodes.get(r.id)!);
      else if (r.parent_id === 0) roots.push(nodes.get(r.id)!);
    }
    return roots;
  }

  async subtree(tagId: number): Promise<TagSubtree | null> {
    const tag = await this.db.selectFrom('tag').selectAll().where('id', '=', tagId).executeTakeFirst();
    if (!tag) return null;
    const rows = await this.db.selectFrom('tag').select(['id', 'parent_id']).where('company_id', '=', tag.company_id).execute();
    const children = new Map<number, number[]>();
    for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r.id]);
    const ids: number[] = [];
    const stack = [tag.id];
    while (stack.length) {
      const id = stack.pop()!;
      // A parent loop in the data must not hang the request.
      if (ids.includes(id)) continue;
      ids.push(id);
      stack.push(...(children.get(id) ?? []));
    }
    return { tagId: tag.id, tagName: tag.name, parentId: tag.parent_id === 0 ? null : tag.parent_id, level: tag.level, companyId: tag.company_id, ids };
  }
}
