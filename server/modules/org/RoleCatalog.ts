import type { components } from '../../../contracts/generated/admin.ts';
import type { Db } from '../../db/Database.ts';
import type { Page } from './AddressBook.ts';

export type RoleView = components['schemas']['Role'];

/** The roles of a company — the built-in ones and its own — paged (the member picker's role mode reads them all). */
export class RoleCatalog {
  constructor(private readonly db: Db) {}

  async page(companyId: number, current: number, size: number): Promise<Page<RoleView>> {
    const ofCompany = () => this.db.selectFrom('role').where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]));
    const [{ total }, rows] = await Promise.all([
      ofCompany().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ofCompany()
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
