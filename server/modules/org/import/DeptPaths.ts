import type { Db } from '../../../db/Database.ts';

/** A 部门 cell resolved: the department's id (null: the company itself, no department) or why not. */
export type DeptAnswer = { deptId: number | null } | { error: 'notFound' | 'ambiguous' };

interface DeptRow {
  id: number;
  parent_id: number;
  name: string;
  depth: number;
}

/**
 * One company's departments by what an import file writes in 部门: the full path from the
 * company (融合科技有限公司/研发部/前端组), the same path without the company (研发部/前端组), or a
 * department's name alone when no other department of the company has it. Empty: no department.
 */
export class DeptPaths {
  readonly #byPath = new Map<string, number | null>();
  readonly #byName = new Map<string, number[]>();

  private constructor(rows: DeptRow[]) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const pathOf = (row: DeptRow): string[] => {
      const names: string[] = [];
      for (let at: DeptRow | undefined = row; at && at.depth > 0; at = byId.get(at.parent_id)) names.unshift(at.name);
      return names;
    };
    const root = rows.find((row) => row.depth === 0);
    if (root) this.#byPath.set(root.name, null);
    for (const row of rows) {
      if (row.depth === 0) continue;
      const path = pathOf(row);
      this.#byPath.set(path.join('/'), row.id);
      if (root) this.#byPath.set([root.name, ...path].join('/'), row.id);
      this.#byName.set(row.name, [...(this.#byName.get(row.name) ?? []), row.id]);
    }
  }

  static async of(db: Db, companyId: number): Promise<DeptPaths> {
    return new DeptPaths(await db.selectFrom('dept').select(['id', 'parent_id', 'name', 'depth']).where('company_id', '=', companyId).execute());
  }

  resolve(text: string): DeptAnswer {
    const path = text
      .split(/[/／\\]/)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join('/');
    if (path === '') return { deptId: null };
    if (this.#byPath.has(path)) return { deptId: this.#byPath.get(path)! };
    const named = path.includes('/') ? [] : (this.#byName.get(path) ?? []);
    if (named.length === 1) return { deptId: named[0] };
    return { error: named.length > 1 ? 'ambiguous' : 'notFound' };
  }

  /** A department's full path from the company, as the export writes it and the import reads it. */
  static async names(db: Db, companyId: number): Promise<Map<number, string>> {
    const rows = await db.selectFrom('dept').select(['id', 'parent_id', 'name', 'depth']).where('company_id', '=', companyId).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const names = new Map<number, string>();
    for (const row of rows) {
      const parts: string[] = [];
      for (let at: DeptRow | undefined = row; at; at = at.depth > 0 ? byId.get(at.parent_id) : undefined) parts.unshift(at.name);
      names.set(row.id, parts.join('/'));
    }
    return names;
  }
}
