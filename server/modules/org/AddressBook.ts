import { sql } from 'kysely';
import type { Db } from '../../db/Database.ts';

/** contracts/openapi/admin.yaml Member. */
export interface MemberView {
  userId: number;
  username: string;
  chineseName: string | null;
  avatar: string | null;
  phone: string | null;
  deptId: number | null;
  deptName: string | null;
  appRoleIds: number[];
  appRoleNames: string[];
  sysRoleIds: number[];
  roleIds: number[];
  status: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export interface MemberQuery {
  companyId: number;
  /** Limit to these departments (a subtree); all of the company when absent. */
  deptIds?: number[];
  keyword?: string;
  current: number;
  size: number;
}

/** `%` and `_` in what the user typed are literal characters, not wildcards. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The address book: active members of a company or of a department subtree, paged. */
export class AddressBook {
  constructor(private readonly db: Db) {}

  async members(query: MemberQuery): Promise<Page<MemberView>> {
    let base = this.db
      .selectFrom('user_company')
      .innerJoin('sys_user', 'sys_user.id', 'user_company.user_id')
      .leftJoin('dept', 'dept.id', 'user_company.dept_id')
      .where('user_company.company_id', '=', query.companyId)
      .where('sys_user.status', '=', '0');
    if (query.deptIds) base = base.where('user_company.dept_id', 'in', query.deptIds.length ? query.deptIds : [-1]);
    const keyword = query.keyword?.trim();
    if (keyword) {
      const pattern = likePattern(keyword);
      base = base.where((eb) =>
        eb.or([
          eb('sys_user.username', 'like', sql<string>`${pattern} escape '\\'`),
          eb('sys_user.chinese_name', 'like', sql<string>`${pattern} escape '\\'`),
          eb('sys_user.phone', 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select([
          'sys_user.id as userId',
          'sys_user.username as username',
          'sys_user.chinese_name as chineseName',
          'sys_user.avatar as avatar',
          'sys_user.phone as phone',
          'sys_user.status as status',
          'user_company.dept_id as deptId',
          'dept.name as deptName',
        ])
        .orderBy('user_company.sort')
        .orderBy('sys_user.id')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    const roles = rows.length
      ? await this.db.selectFrom('user_role').select(['user_id', 'role_id']).where('user_id', 'in', rows.map((r) => r.userId)).orderBy('role_id').execute()
      : [];
    const records = rows.map((r) => {
      const roleIds = roles.filter((x) => x.user_id === r.userId).map((x) => x.role_id);
      return { ...r, deptName: r.deptName ?? null, appRoleIds: [], appRoleNames: [], sysRoleIds: roleIds, roleIds };
    });
    return { records, total: Number(total), current: query.current, size: query.size };
  }
}
