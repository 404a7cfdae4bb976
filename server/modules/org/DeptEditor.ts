import type { DatabaseDialect, Db } from '../../db/Database.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import { MAX_DEPT_NAME } from './DeptCreator.ts';
import { orgTexts } from './zh-CN.ts';

/** 部门管理's edit: any of name, parent and order; absent ones stay. */
export interface DeptEdit {
  name?: string;
  parentId?: number;
  sort?: number;
}

/**
 * 部门管理 (issue 13): rename, move and order a department of one company, delete an empty one;
 * each change and its audit entry in one transaction. The company's root row is no department:
 * it is neither edited nor deleted here.
 */
export class DeptEditor {
  constructor(
    private readonly db: Db,
    private readonly dialect: DatabaseDialect,
    private readonly audit: AuditTrail,
  ) {}

  async edit(companyId: number, deptId: number, edit: DeptEdit, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const rows = await this.#companyRows(tx, companyId);
      const dept = rows.find((r) => r.id === deptId && r.depth > 0);
      if (!dept) throw new ApiError(404, orgTexts.deptNotFound);
      const name = edit.name === undefined ? dept.name : edit.name.trim();
      if (name.length === 0 || name.length > MAX_DEPT_NAME) throw new ApiError(400, orgTexts.deptNameLength(MAX_DEPT_NAME));
      const parentId = edit.parentId ?? dept.parent_id;
      const parent = rows.find((r) => r.id === parentId);
      if (!parent) throw new ApiError(404, orgTexts.parentDeptNotFound);
      if (parentId !== dept.parent_id && this.#descendants(rows, deptId).has(parentId)) throw new ApiError(400, orgTexts.deptMoveIntoItself);
      if (rows.some((r) => r.parent_id === parentId && r.id !== deptId && r.name === name)) throw new ApiError(400, orgTexts.deptNameTaken(name));
      const sort = edit.sort ?? (parentId === dept.parent_id ? dept.sort : Math.max(0, ...rows.filter((r) => r.parent_id === parentId).map((r) => r.sort)) + 1);
      const changes: Record<string, { from?: unknown; to?: unknown }> = {};
      if (name !== dept.name) changes.name = { from: dept.name, to: name };
      if (parentId !== dept.parent_id) changes.parentId = { from: dept.parent_id, to: parentId };
      if (sort !== dept.sort) changes.sort = { from: dept.sort, to: sort };
      if (Object.keys(changes).length === 0) return;
      await tx.updateTable('dept').set({ name, parent_id: parentId, sort }).where('id', '=', deptId).execute();
      if (parentId !== dept.parent_id) {
        // The depths below follow the new parent's.
        const shift = parent.depth + 1 - dept.depth;
        const below = [...this.#descendants(rows, deptId)];
        if (shift !== 0) await tx.updateTable('dept').set((eb) => ({ depth: eb('depth', '+', shift) })).where('id', 'in', below).execute();
      }
      const summary = changes.parentId ? orgTexts.audit.deptMoved(dept.name, parent.name) : changes.name ? orgTexts.audit.deptRenamed(dept.name, name) : orgTexts.audit.deptOrdered(name);
      await this.audit.record(tx, actor, { subject: 'dept', subjectId: String(deptId), action: 'update', summary, changes });
    });
  }

  async delete(companyId: number, deptId: number, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const rows = await this.#companyRows(tx, companyId);
      const dept = rows.find((r) => r.id === deptId && r.depth > 0);
      if (!dept) throw new ApiError(404, orgTexts.deptNotFound);
      if (rows.some((r) => r.parent_id === deptId)) throw new ApiError(400, orgTexts.deptHasChildren);
      const member = await tx.selectFrom('user_company').select('user_id').where('company_id', '=', companyId).where('dept_id', '=', deptId).executeTakeFirst();
      if (member) throw new ApiError(400, orgTexts.deptHasMembers);
      await tx.deleteFrom('dept').where('id', '=', deptId).execute();
      await this.audit.record(tx, actor, { subject: 'dept', subjectId: String(deptId), action: 'delete', summary: orgTexts.audit.deptDeleted(dept.name), changes: { name: { from: dept.name } } });
    });
  }

  async #companyRows(tx: Db, companyId: number) {
    let query = tx.selectFrom('dept').select(['id', 'parent_id', 'name', 'depth', 'sort']).where('company_id', '=', companyId);
    // Two moves at once could make a cycle between them: the rows' locks order them on PostgreSQL; SQLite runs one writer at a time.
    if (this.dialect === 'postgres') query = query.forUpdate();
    return query.execute();
  }

  /** The department and everything below it. */
  #descendants(rows: { id: number; parent_id: number }[], deptId: number): Set<number> {
    const found = new Set([deptId]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of rows) if (found.has(r.parent_id) && !found.has(r.id)) grew = found.add(r.id) !== undefined;
    }
    return found;
  }
}
