import type { DatabaseDialect, Db } from '../../db/Database.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import type { DeptNodeView } from './DeptTree.ts';
import { orgTexts } from './zh-CN.ts';

/** The contract bounds the name to 30 characters before trimming; the trimmed name must still have one. */
export const MAX_DEPT_NAME = 30;
const DEPT_LEVEL = 3;

/** 添加机构: a new department under a node of one company, its name unique among its siblings. */
export class DeptCreator {
  constructor(
    private readonly db: Db,
    private readonly dialect: DatabaseDialect,
    private readonly audit: AuditTrail,
  ) {}

  /** `actor` (the caller) goes to the audit log with the new department, in its transaction. */
  async create(companyId: number, parentId: number, rawName: string, actor: AuditActor): Promise<DeptNodeView> {
    const name = rawName.trim();
    if (name.length === 0 || name.length > MAX_DEPT_NAME) throw new ApiError(400, orgTexts.deptNameLength(MAX_DEPT_NAME));
    return this.db.transaction().execute(async (tx) => {
      let parentQuery = tx.selectFrom('dept').select(['id', 'depth', 'name']).where('id', '=', parentId).where('company_id', '=', companyId);
      // Two people adding the same name under one parent at once: the parent's row lock orders them on PostgreSQL; SQLite runs one writer at a time anyway.
      if (this.dialect === 'postgres') parentQuery = parentQuery.forUpdate();
      const parent = await parentQuery.executeTakeFirst();
      if (!parent) throw new ApiError(404, orgTexts.parentDeptNotFound);
      const siblings = await tx.selectFrom('dept').select(['name', 'sort']).where('parent_id', '=', parentId).where('company_id', '=', companyId).execute();
      if (siblings.some((s) => s.name === name)) throw new ApiError(400, orgTexts.deptNameTaken(name));
      const sort = Math.max(0, ...siblings.map((s) => s.sort)) + 1;
      const { id } = await tx
        .insertInto('dept')
        .values({ company_id: companyId, parent_id: parentId, name, depth: parent.depth + 1, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.audit.record(tx, actor, {
        subject: 'dept',
        subjectId: String(id),
        action: 'create',
        summary: orgTexts.audit.deptCreated(name, parent.name),
        changes: { name: { to: name }, parentId: { to: parentId }, sort: { to: sort } },
      });
      return { id, deptId: id, parentId, name, level: DEPT_LEVEL, type: 'dept', status: '0', ifUpdateUser: true, children: [] };
    });
  }
}
