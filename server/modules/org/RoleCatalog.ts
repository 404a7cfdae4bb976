import type { Db } from '../../db/Database.ts';
import type { Page } from './AddressBook.ts';

/** contracts/openapi/admin.yaml Role. */
export interface RoleView {
  roleId: number;
  roleName: string;
  roleCode: string | null;
  children: RoleView[];
}

/** The system roles, paged (the member picker's role mode reads them all). */
export class RoleCatalog {
  constructor(private readonly db: Db) {}

  async page(current: number, size: number): Promise<Page<RoleView>> {
    const [{ total }, rows] = await Promise.all([
      this.db.selectFrom('role').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('role')
        .select(['id', 'role_name', 'role_code'])
        .orderBy('id')
        .limit(size)
        .offset((current - 1) * size)
        .execute(),
    ]);
    return {
      records: rows.map((r) => ({ roleId: r.id, roleName: r.role_name, roleCode: r.role_code, children: [] })),
      total: Number(total),
      current,
      size,
    };
  }
}
