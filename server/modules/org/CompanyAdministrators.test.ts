import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/Database.ts';
import { administersCompany, COMPANY_EDU, COMPANY_TECH, PLATFORM_ADMIN_ROLE } from '../../contracts/org.ts';
import type { TodoDirectory } from '../../contracts/todos.ts';
import { demoSeed, migrateToLatest } from '../../app/ServerSchema.ts';
import { PLATFORM_GRANT } from './AccountOwnershipMigration.ts';
import { CompanyAdministrators } from './CompanyAdministrators.ts';
import { OrgDirectory } from './OrgDirectory.ts';

/** 张三, 李四 and 王五, all members of 融合科技. */
const NAMED = 2;
const PLATFORM_ONLY = 3;
const NAMED_ELSEWHERE = 4;

describe('who administers a company: one rule, in the face and in SQL', () => {
  let handle: DatabaseHandle;
  let directory: OrgDirectory;

  beforeAll(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    await demoSeed(handle, 10).run();
    const db = handle.db;
    // Only the account and the roles are read here: no password validity, and the to-dos are never asked.
    const noTodos = new Proxy({} as TodoDirectory, { get: () => () => Promise.reject(new Error('not asked here')) });
    directory = new OrgDirectory(db, { now: () => Date.now() }, { validDays: async () => null }, noTodos);
    await db.updateTable('sys_user').set({ company_admin: COMPANY_TECH }).where('id', '=', NAMED).execute();
    await db.updateTable('sys_user').set({ company_admin: null }).where('id', '=', PLATFORM_ONLY).execute();
    await db.updateTable('sys_user').set({ company_admin: COMPANY_EDU }).where('id', '=', NAMED_ELSEWHERE).execute();
    for (const userId of [PLATFORM_ONLY, NAMED_ELSEWHERE]) {
      await db.insertInto('user_role').values({ user_id: userId, role_id: PLATFORM_ADMIN_ROLE, company_id: PLATFORM_GRANT }).execute();
    }
  });
  afterAll(() => handle.close());

  const faceSays = async (userId: number, companyId: number) => {
    const account = await directory.account(userId);
    return administersCompany(account!.companyAdmin, await directory.roleIds(userId, companyId), companyId);
  };

  it('counts the company’s named administrator, and the platform role of one who names no company', async () => {
    expect(await CompanyAdministrators.includes(handle.db, NAMED, COMPANY_TECH)).toBe(true);
    expect(await CompanyAdministrators.includes(handle.db, PLATFORM_ONLY, COMPANY_TECH)).toBe(true);
  });

  it('does not count the platform role of one who administers another company by name', async () => {
    expect(await CompanyAdministrators.includes(handle.db, NAMED_ELSEWHERE, COMPANY_TECH)).toBe(false);
    expect(await CompanyAdministrators.includes(handle.db, NAMED_ELSEWHERE, COMPANY_EDU)).toBe(true);
  });

  it('answers as the face’s rule (the request’s principal) for each of them', async () => {
    for (const userId of [NAMED, PLATFORM_ONLY, NAMED_ELSEWHERE]) {
      for (const companyId of [COMPANY_TECH, COMPANY_EDU]) {
        expect(await CompanyAdministrators.includes(handle.db, userId, companyId)).toBe(await faceSays(userId, companyId));
      }
    }
  });
});
