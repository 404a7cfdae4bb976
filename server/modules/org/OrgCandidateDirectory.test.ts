import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/Database.ts';
import { COMPANY_EDU, COMPANY_TECH } from '../../contracts/org.ts';
import { ROLE_FINANCE, ROLE_MANAGER, ROLE_USER } from './OrgDemoRows.ts';
import { OrgCandidateDirectory } from './OrgCandidateDirectory.ts';
import { demoSeed, migrateToLatest } from '../../app/ServerSchema.ts';

describe('the organisation as the engine’s candidate directory', () => {
  let handle: DatabaseHandle;
  const directory = new OrgCandidateDirectory();
  const scope = () => ({ db: handle.db });
  const startedIn = (companyId: unknown, initiator = '2') => ({ variables: { companyId }, initiator });
  const managers = (companyId: number, initiator: string) => directory.usersOfRoles([String(ROLE_MANAGER)], scope(), startedIn(companyId, initiator));

  beforeAll(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    // The cheapest password hashing the server accepts: these rows are about candidates, not logins.
    await demoSeed(handle, 10).run();
  });
  afterAll(() => handle.close());

  it('gives a role’s holders only within the company the instance was started in', async () => {
    // 财务人员: 王五 in 融合科技, 林芳 in 融合教育集团.
    expect(await directory.usersOfRoles([String(ROLE_FINANCE)], scope(), startedIn(COMPANY_TECH))).toEqual(['4']);
    expect(await directory.usersOfRoles([String(ROLE_FINANCE)], scope(), startedIn(COMPANY_EDU))).toEqual(['12']);
  });

  it('reads the company from the start variable whether it was kept as a number or as text', async () => {
    expect(await directory.usersOfRoles([String(ROLE_FINANCE)], scope(), startedIn(String(COMPANY_EDU)))).toEqual(['12']);
  });

  describe('部门经理 is the manager of the initiator’s department', () => {
    it('gives 张三’s task (前端组, below 研发部) to 李四 of 研发部, walking up, and not to 钱一 of 总经办', async () => {
      expect(await managers(COMPANY_TECH, '2')).toEqual(['3']);
    });

    it('gives the task of a member of 总经办 to 钱一, not to 李四', async () => {
      expect(await managers(COMPANY_TECH, '1')).toEqual(['10']);
    });

    it('finds the manager in the instance’s company: 林芳 (课程组, below 教务处) gets 陈静 there, and a stranger to the company nobody', async () => {
      expect(await managers(COMPANY_EDU, '12')).toEqual(['11']);
      expect(await managers(COMPANY_TECH, '12')).toEqual([]);
    });

    it('names nobody when no department up to the company has a manager, and never the initiator as their own', async () => {
      // 王五 of 财务部; 李四 is 研发部's only manager, and 技术中心 and the company have none.
      expect(await managers(COMPANY_TECH, '4')).toEqual([]);
      expect(await managers(COMPANY_TECH, '3')).toEqual([]);
    });

    it('adds the department’s manager to the other roles’ holders, each once', async () => {
      expect(await directory.usersOfRoles([String(ROLE_FINANCE), String(ROLE_MANAGER)], scope(), startedIn(COMPANY_TECH, '2'))).toEqual(['4', '3']);
    });

    it('passes over a disabled manager to the one above, up to a manager without a department (the company’s)', async () => {
      const db = handle.db;
      await db.updateTable('user_company').set({ dept_id: null }).where('user_id', '=', 10).where('company_id', '=', COMPANY_TECH).execute();
      await db.updateTable('user_company').set({ status: '1' }).where('user_id', '=', 3).where('company_id', '=', COMPANY_TECH).execute();
      try {
        expect(await managers(COMPANY_TECH, '2')).toEqual(['10']);
        expect(await managers(COMPANY_TECH, '4')).toEqual(['10']);
      } finally {
        await db.updateTable('user_company').set({ dept_id: 11 }).where('user_id', '=', 10).where('company_id', '=', COMPANY_TECH).execute();
        await db.updateTable('user_company').set({ status: '0' }).where('user_id', '=', 3).where('company_id', '=', COMPANY_TECH).execute();
      }
    });
  });

  it('counts a member of two companies in each, but only active holders and each once', async () => {
    // 孙七 (6) belongs to both companies; 周八 (7) is disabled.
    const tech = await directory.usersOfRoles([String(ROLE_USER), String(ROLE_MANAGER)], scope(), startedIn(COMPANY_TECH));
    const edu = await directory.usersOfRoles([String(ROLE_USER)], scope(), startedIn(COMPANY_EDU));
    expect(tech).toContain('6');
    expect(edu).toEqual(['6', '11', '12', '13', '14']);
    expect(tech).not.toContain('7');
    expect(tech).not.toContain('11');
    expect(new Set(tech).size).toBe(tech.length);
  });

  it('names nobody for an instance without a company rather than every company’s holders', async () => {
    expect(await directory.usersOfRoles([String(ROLE_MANAGER)], scope(), { variables: {}, initiator: '2' })).toEqual([]);
    expect(await directory.usersOfRoles([String(ROLE_MANAGER)], scope(), startedIn('融合科技'))).toEqual([]);
  });

  it('says why named users cannot hold a task: a disabled account or membership, no membership here, no such user', async () => {
    // 周八 (7) is a disabled account; 林芳 (12) belongs to 融合教育集团 only; 李四 (3) gets his membership in 融合科技 disabled.
    await handle.db.updateTable('user_company').set({ status: '1' }).where('user_id', '=', 3).where('company_id', '=', COMPANY_TECH).execute();
    try {
      expect(await directory.activeUsers(['3', '7', '12', '999', 'abc'], scope(), startedIn(COMPANY_TECH))).toEqual([]);
      const reasons = await directory.unavailableReasons(['3', '7', '12', '999', 'abc'], scope(), startedIn(COMPANY_TECH));
      expect(Object.fromEntries(reasons)).toEqual({ '3': 'disabled', '7': 'disabled', '12': 'notMember', '999': 'unknown', abc: 'unknown' });
    } finally {
      await handle.db.updateTable('user_company').set({ status: '0' }).where('user_id', '=', 3).where('company_id', '=', COMPANY_TECH).execute();
    }
  });

  it('names the holders of 流程监控 in a company: its administrators and the roles granting it, active members only', async () => {
    const { OrgDirectory } = await import('./OrgDirectory.ts');
    const people = new OrgDirectory(handle.db, { now: () => Date.now() }, { validDays: async () => null }, { openCountsByCompany: async () => new Map(), modalTodoRows: () => null as never });
    const tech = await people.holdersOf('act_process_monitor', COMPANY_TECH);
    expect(tech).toContain(1);
    expect(tech).not.toContain(11);
    expect(tech).not.toContain(7);
    const edu = await people.holdersOf('act_process_monitor', COMPANY_EDU);
    expect(edu).toContain(11);
    expect(edu).not.toContain(1);
    expect(await people.holdersOf('finance_audit', COMPANY_TECH)).not.toEqual([]);
  });
});
