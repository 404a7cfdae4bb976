import type { components } from '../../../contracts/generated/admin.ts';
import type { Db } from '../../db/Database.ts';

export type DeptNodeView = components['schemas']['DeptNode'];

export interface TreeOptions {
  /** Keep the nodes whose name contains this, with their ancestors. */
  name?: string;
  /** The caller may edit the members of this company's departments. */
  editable: boolean;
}

const COMPANY_LEVEL = 2;
const DEPT_LEVEL = 3;

/** A department row as the tree shows it (the company is the row at depth 0), without its children. */
function nodeView(r: { id: number; parent_id: number; name: string; depth: number }, editable: boolean): DeptNodeView {
  return {
    id: r.id,
    deptId: r.id,
    parentId: r.parent_id === 0 ? null : r.parent_id,
    name: r.name,
    level: r.depth === 0 ? COMPANY_LEVEL : DEPT_LEVEL,
    type: r.depth === 0 ? 'company' : 'dept',
    status: '0',
    ifUpdateUser: editable,
  };
}

/** The organisation tree of one company, the company itself at the root. */
export class DeptTree {
  constructor(private readonly db: Db) {}

  async ofCompany(companyId: number, options: TreeOptions): Promise<DeptNodeView[]> {
    const rows = await this.db.selectFrom('dept').selectAll().where('company_id', '=', companyId).orderBy('depth').orderBy('sort').orderBy('id').execute();
    const nodes = new Map<number, DeptNodeView & { children: DeptNodeView[] }>();
    for (const r of rows) {
      nodes.set(r.id, { ...nodeView(r, options.editable), children: [] });
    }
    const keep = this.#kept(rows, options.name?.trim());
    const roots: DeptNodeView[] = [];
    for (const r of rows) {
      if (!keep.has(r.id)) continue;
      const node = nodes.get(r.id)!;
      const parent = r.parent_id === 0 ? undefined : nodes.get(r.parent_id);
      if (parent && keep.has(parent.id)) parent.children.push(node);
      else if (r.parent_id === 0) roots.push(node);
    }
    return roots;
  }

  /** One node of the company's tree, its children left out; null when the id is no node of that company. */
  async node(companyId: number, id: number, options: Pick<TreeOptions, 'editable'>): Promise<DeptNodeView | null> {
    const r = await this.db.selectFrom('dept').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
    return r ? nodeView(r, options.editable) : null;
  }

  /** Every id in the subtree of `deptId` (itself included), or null when it is not in the company tree. */
  async subtreeIds(deptId: number): Promise<{ companyId: number; ids: number[] } | null> {
    const start = await this.db.selectFrom('dept').select(['id', 'company_id']).where('id', '=', deptId).executeTakeFirst();
    if (!start) return null;
    const rows = await this.db.selectFrom('dept').select(['id', 'parent_id']).where('company_id', '=', start.company_id).execute();
    const children = new Map<number, number[]>();
    for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r.id]);
    const ids: number[] = [];
    const stack = [deptId];
    while (stack.length) {
      const id = stack.pop()!;
      ids.push(id);
      stack.push(...(children.get(id) ?? []));
    }
    return { companyId: start.company_id, ids };
  }

  #kept(rows: { id: number; parent_id: number; name: string }[], name: string | undefined): Set<number> {
    if (!name) return new Set(rows.map((r) => r.id));
    const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
    const keep = new Set<number>();
    for (const r of rows) {
      if (!r.name.includes(name)) continue;
      for (let id: number | undefined = r.id; id !== undefined && id !== 0 && !keep.has(id); id = parentOf.get(id)) keep.add(id);
    }
    return keep;
  }
}
