import { LikePattern } from '../../kysely/LikePattern.ts';
import type { components } from '../../../contracts/generated/admin.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/Database.ts';
import { UserStatus } from './UserStatus.ts';
import { PLATFORM_GRANT } from './AccountOwnershipMigration.ts';
import { ActiveMembers } from './ActiveMembers.ts';

export type MemberView = components['schemas']['Member'];

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** Which members of one company: each filter given narrows the set. */
export interface MemberFilter {
  companyId: number;
  /** Limit to these departments (a subtree); all of the company when absent. */
  deptIds?: number[];
  /** Limit to the members carrying one of these tags. */
  tagIds?: number[];
  /** Limit to the holders of one of these roles. */
  roleIds?: number[];
  /** Limit to these users. */
  userIds?: number[];
  /** Matches account, name or phone. */
  keyword?: string;
  /** Disabled members too (status '1'); the administrators' lists show them. */
  includeDisabled?: boolean;
}

export interface MemberQuery extends MemberFilter {
  current: number;
  size: number;
}

/** An empty id list matches nothing (SQL `in ()` is not valid). */
const someOf = (ids: number[]) => (ids.length ? ids : [-1]);

/** The address book: members of a company, of a department subtree, of tags or roles, paged or all. */
export class AddressBook {
  constructor(private readonly db: Db) {}

  async members(query: MemberQuery): Promise<Page<MemberView>> {
    const [{ total }, rows] = await Promise.all([
      this.#filtered(query).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      this.#rows(query)
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    return { records: await this.#views(rows), total: Number(total), current: query.current, size: query.size };
  }

  /** Every member the filter matches, unpaged: the set is bounded by the company's size. */
  async everyMember(filter: MemberFilter): Promise<MemberView[]> {
    return this.#views(await this.#rows(filter).execute());
  }

  #filtered(filter: MemberFilter) {
    let base = this.db
      .selectFrom('user_company')
      .innerJoin('sys_user', 'sys_user.id', 'user_company.user_id')
      .leftJoin('dept', 'dept.id', 'user_company.dept_id')
      .where('user_company.company_id', '=', filter.companyId);
    if (!filter.includeDisabled) base = base.where(ActiveMembers.only);
    if (filter.deptIds) base = base.where('user_company.dept_id', 'in', someOf(filter.deptIds));
    if (filter.userIds) base = base.where('user_company.user_id', 'in', someOf(filter.userIds));
    const { tagIds, roleIds } = filter;
    if (tagIds) {
      base = base.where('user_company.user_id', 'in', (eb) => eb.selectFrom('tag_user').select('tag_user.user_id').where('tag_user.tag_id', 'in', someOf(tagIds)));
    }
    if (roleIds) {
      // Granted in this company, or the platform's grant (the platform administrators' role).
      base = base.where('user_company.user_id', 'in', (eb) =>
        eb
          .selectFrom('user_role')
          .select('user_role.user_id')
          .where('user_role.role_id', 'in', someOf(roleIds))
          .where((w) => w.or([w('user_role.company_id', '=', filter.companyId), w('user_role.company_id', '=', PLATFORM_GRANT)])),
      );
    }
    const keyword = filter.keyword?.trim();
    if (keyword) {
      const pattern = LikePattern.containing(keyword);
      base = base.where((eb) =>
        eb.or([
          eb('sys_user.username', 'like', sql<string>`${pattern} escape '\\'`),
          eb('sys_user.chinese_name', 'like', sql<string>`${pattern} escape '\\'`),
          eb('sys_user.phone', 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    return base;
  }

  #rows(filter: MemberFilter) {
    return this.#filtered(filter)
      .select([
        'sys_user.id as userId',
        'sys_user.username as username',
        'sys_user.chinese_name as chineseName',
        'sys_user.avatar as avatar',
        'sys_user.phone as phone',
        'sys_user.email as email',
        // Disabled here: the account, or its membership of this company.
        sql<string>`case when ${sql.ref('sys_user.status')} = '1' or ${sql.ref('user_company.status')} = '1' then '1' else '0' end`.as('status'),
        'user_company.company_id as companyId',
        'user_company.dept_id as deptId',
        'dept.name as deptName',
      ])
      .orderBy('user_company.sort')
      .orderBy('sys_user.id');
  }

  async #views(rows: (Omit<MemberView, 'appRoleIds' | 'appRoleNames' | 'sysRoleIds' | 'roleIds' | 'status'> & { status: string; companyId: number })[]): Promise<MemberView[]> {
    const roles = rows.length
      ? await this.db
          .selectFrom('user_role')
          .select(['user_id', 'role_id', 'company_id'])
          .where('user_id', 'in', rows.map((r) => r.userId))
          .where('company_id', 'in', [...new Set([PLATFORM_GRANT, ...rows.map((r) => r.companyId)])])
          .orderBy('role_id')
          .execute()
      : [];
    return rows.map(({ companyId, ...r }) => {
      // The roles granted in the row's company, and the platform's.
      const roleIds = [...new Set(roles.filter((x) => x.user_id === r.userId && (x.company_id === companyId || x.company_id === PLATFORM_GRANT)).map((x) => x.role_id))];
      return { ...r, status: UserStatus.of(r.status), deptName: r.deptName ?? null, appRoleIds: [], appRoleNames: [], sysRoleIds: roleIds, roleIds };
    });
  }
}
