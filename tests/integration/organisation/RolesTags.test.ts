import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '../../../contracts/workbench/PermissionCatalogue.ts';
import { demoRolePermissions } from '../../../server/modules/org/OrgDemoRows.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer } from '../TestServer.ts';

interface OrgRole {
  roleId: number;
  roleName: string;
  roleCode: string;
  builtIn: boolean;
  userCount: number;
  permissions: string[];
}
interface TagNode {
  tagId: number;
  tagName: string;
  level: number;
  tagList?: TagNode[];
}
interface MemberPage {
  records: { userId: number; username: string }[];
  total: number;
}

/** Demo rows (server/modules/org/OrgDemoRows.ts). */
const TECH = 1;
const EDU = 2;
const USER = { admin: 1, zhangsan: 2, lisi: 3, sunqi: 6, wujiu: 8, chenjing: 11, linfang: 12 };
const ROLE = { manager: 2, admin: 3 };
const TECH_TAG = { projects: 1, portal: 2 };

const findTag = (nodes: TagNode[], id: number): TagNode | undefined => {
  for (const node of nodes) {
    if (node.tagId === id) return node;
    const below = findTag(node.tagList ?? [], id);
    if (below) return below;
  }
  return undefined;
};

const DATABASES = [
  { name: 'SQLite', open: async () => ({ database: undefined, close: async () => undefined }) },
  {
    name: 'PostgreSQL',
    open: async () => {
      const postgres = await PostgresServer.start();
      const database: DatabaseHandle = openDatabase({ databaseUrl: await postgres.createDatabase(), dataDir: '' });
      return { database, close: async () => { await database.close(); await postgres.stop(); } };
    },
  },
];

describe('the permission catalogue', () => {
  it('names every permission the demo roles grant', () => {
    expect(demoRolePermissions.filter((p) => !PERMISSION_NAMES.has(p.permission))).toEqual([]);
  });
});

// Issue 13: 角色管理 and 标签管理 as the server enforces them, scoped to the company, each change in the audit log.
describe.each(DATABASES)('roles and tags administration on $name', ({ open }) => {
  let api: TestServer;
  let closeDatabase: () => Promise<void>;
  const tokens: Record<string, string> = {};

  const as = (user: string, companyId?: number) => ({ token: tokens[user], headers: companyId ? { companyId: String(companyId) } : undefined });
  const get = <T>(user: string, url: string, companyId?: number) => api.get<T>(url, as(user, companyId));
  const post = <T = boolean>(user: string, url: string, json: unknown) => api.post<T>(url, { ...as(user), json });
  const put = (user: string, url: string, json: unknown) => api.request<boolean>('PUT', url, { ...as(user), json });
  const del = (user: string, url: string) => api.request<boolean>('DELETE', url, as(user));
  const roles = async (user: string) => (await get<OrgRole[]>(user, '/admin/orgRole')).body.data;
  const permissionsOf = async (user: string, companyId?: number) =>
    (await get<{ permissions: string[] }>(user, '/admin/user/info', companyId)).body.data.permissions;
  const auditOf = (subject: string, subjectId: number) =>
    api.server.database.db
      .withTables<{ audit_log: { id: number; subject: string; subject_id: string; action: string; summary: string; changes: string | null; username: string } }>()
      .selectFrom('audit_log')
      .select(['action', 'summary', 'changes', 'username'])
      .where('subject', '=', subject)
      .where('subject_id', '=', String(subjectId))
      .orderBy('id')
      .execute();
  let serial = 0;
  const newRole = async (user: string, permissions: string[] = []) => {
    const n = ++serial;
    const answer = await post<{ roleId: number }>(user, '/admin/orgRole', { roleName: `测试角色${n}`, roleCode: `TEST_ROLE_${user}_${n}`, roleDesc: '测试', permissions });
    expect(answer.status).toBe(200);
    return answer.body.data.roleId;
  };

  beforeAll(async () => {
    const opened = await open();
    closeDatabase = opened.close;
    api = await TestServer.start({ database: opened.database });
    for (const user of ['admin', 'zhangsan', 'lisi', 'sunqi', 'wujiu', 'chenjing']) tokens[user] = (await api.login(user)).access_token;
  });
  afterAll(async () => {
    await api?.close();
    await closeDatabase?.();
  });

  describe('角色管理', () => {
    it('lists the built-in roles first, with what each permits and how many of the company hold it', async () => {
      const list = await roles('admin');
      const builtIn = list.filter((r) => r.builtIn);
      expect(builtIn.map((r) => r.roleCode)).toEqual(['ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN', 'ROLE_FINANCE', 'ROLE_LEGAL']);
      expect(list.slice(0, builtIn.length)).toEqual(builtIn);
      const manager = list.find((r) => r.roleId === ROLE.manager)!;
      expect(manager.permissions).toEqual(['sys_dept_add', 'sys_user_view']);
      // 李四 and 钱一 in 融合科技; 陈静 manages in 融合教育集团.
      expect(manager.userCount).toBe(2);
    });

    it('a new role permitting sys_dept_add takes effect at the holder’s next user info, and leaves with the role', async () => {
      expect(await permissionsOf('wujiu')).not.toContain('sys_dept_add');
      expect((await post('wujiu', '/admin/addressBook/dept', { name: '吴九的部门', parentId: TECH })).status).toBe(403);

      const roleId = await newRole('admin', ['sys_dept_add']);
      expect((await post('admin', `/admin/orgRole/${roleId}/users`, { userIds: [USER.wujiu] })).status).toBe(200);
      expect(await permissionsOf('wujiu')).toContain('sys_dept_add');
      expect((await post('wujiu', '/admin/addressBook/dept', { name: '吴九的部门', parentId: TECH })).status).toBe(200);
      const holders = (await get<MemberPage>('admin', `/admin/orgRole/${roleId}/users?current=1&size=10`)).body.data;
      expect(holders.records.map((r) => r.username)).toEqual(['wujiu']);

      expect((await del('admin', `/admin/orgRole/${roleId}/users/${USER.wujiu}`)).status).toBe(200);
      expect(await permissionsOf('wujiu')).not.toContain('sys_dept_add');

      const entries = await auditOf('role', roleId);
      expect(entries.map((e) => e.action)).toEqual(['create', 'addUsers', 'removeUser']);
      expect(entries[1]).toMatchObject({ username: 'admin', summary: `角色「测试角色${serial}」添加用户：吴九` });
      expect(JSON.parse(entries[0].changes!).permissions).toEqual({ to: ['sys_dept_add'] });
    });

    it('changes what a role permits, recorded from what to what', async () => {
      const roleId = await newRole('admin', ['sys_user_view']);
      expect((await put('admin', `/admin/orgRole/${roleId}`, { roleName: '审核员', permissions: ['legal_audit', 'finance_audit'] })).status).toBe(200);
      const role = (await roles('admin')).find((r) => r.roleId === roleId)!;
      expect(role).toMatchObject({ roleName: '审核员', permissions: ['finance_audit', 'legal_audit'], builtIn: false });
      const [, update] = await auditOf('role', roleId);
      expect(JSON.parse(update.changes!)).toEqual({
        roleName: { from: `测试角色${serial}`, to: '审核员' },
        permissions: { from: ['sys_user_view'], to: ['finance_audit', 'legal_audit'] },
      });
    });

    it('refuses an unknown permission, a taken code or name, and a malformed code', async () => {
      const refused = async (json: unknown, msg: string) => {
        const answer = await post('admin', '/admin/orgRole', json);
        expect(answer.status).toBe(400);
        expect(answer.body.msg).toBe(msg);
      };
      await refused({ roleName: '新角色', roleCode: 'NEW_ROLE', permissions: ['sys_everything'] }, '未知的权限：sys_everything');
      await refused({ roleName: '新角色', roleCode: 'role_admin' }, '角色编码「role_admin」已被使用');
      await refused({ roleName: '部门经理', roleCode: 'NEW_ROLE' }, '已有名为「部门经理」的角色');
      await refused({ roleName: '新角色', roleCode: '1ROLE' }, '角色编码须以英文字母开头，仅含英文、数字和下划线，且不超过30个字符');
    });

    it('deletes a role only when none of the company holds it', async () => {
      const roleId = await newRole('admin');
      await post('admin', `/admin/orgRole/${roleId}/users`, { userIds: [USER.zhangsan] });
      const answer = await del('admin', `/admin/orgRole/${roleId}`);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('还有1位用户持有该角色，请先移除后再删除');
      await del('admin', `/admin/orgRole/${roleId}/users/${USER.zhangsan}`);
      expect((await del('admin', `/admin/orgRole/${roleId}`)).status).toBe(200);
      expect((await roles('admin')).map((r) => r.roleId)).not.toContain(roleId);
      expect((await auditOf('role', roleId)).at(-1)).toMatchObject({ action: 'delete' });
    });

    it('never deletes a built-in role nor changes its code; only the platform administrator changes it', async () => {
      expect((await del('admin', `/admin/orgRole/${ROLE.manager}`)).body.msg).toBe('内置角色不能删除');
      expect((await put('admin', `/admin/orgRole/${ROLE.manager}`, { roleCode: 'ROLE_BOSS' })).body.msg).toBe('内置角色的编码不能修改');
      // 陈静 administers 融合教育集团 only: the built-in roles are every company's.
      const answer = await put('chenjing', `/admin/orgRole/${ROLE.manager}`, { permissions: [] });
      expect(answer.status).toBe(403);
      expect(answer.body.msg).toBe('内置角色只有平台管理员可以修改');
      expect((await put('admin', `/admin/orgRole/${ROLE.manager}`, { roleDesc: '审批本部门的流程。' })).status).toBe(200);
    });

    it('keeps the platform administrators’ role: given and taken by a platform administrator only, never from oneself', async () => {
      const grant = await post('chenjing', `/admin/orgRole/${ROLE.admin}/users`, { userIds: [USER.linfang] });
      expect(grant.status).toBe(403);
      expect(grant.body.msg).toBe('只有平台管理员可以授予或移除系统管理员角色');
      const self = await del('admin', `/admin/orgRole/${ROLE.admin}/users/${USER.admin}`);
      expect(self.status).toBe(400);
      expect(self.body.msg).toBe('不能移除自己的系统管理员角色');
      expect((await post('admin', `/admin/orgRole/${ROLE.admin}/users`, { userIds: [USER.lisi] })).status).toBe(200);
      expect((await del('admin', `/admin/orgRole/${ROLE.admin}/users/${USER.lisi}`)).status).toBe(200);
    });

    it('keeps a company administered when the platform administrators’ role would leave its last administrator', async () => {
      // 孙七 (both companies) holds role 3 while 陈静, 融合教育集团's own administrator, is disabled.
      const db = api.server.database.db;
      await db.insertInto('user_role').values({ user_id: USER.sunqi, role_id: ROLE.admin, company_id: 0 }).execute();
      await db.updateTable('sys_user').set({ status: '1' }).where('id', '=', USER.chenjing).execute();
      try {
        const answer = await del('admin', `/admin/orgRole/${ROLE.admin}/users/${USER.sunqi}`);
        expect(answer.status).toBe(400);
        expect(answer.body.msg).toBe('移除后将有单位没有管理员，不能移除');
      } finally {
        await db.updateTable('sys_user').set({ status: '0' }).where('id', '=', USER.chenjing).execute();
      }
      expect((await del('admin', `/admin/orgRole/${ROLE.admin}/users/${USER.sunqi}`)).status).toBe(200);
    });

    it('a company administrator sees and changes only her company’s roles and members', async () => {
      const techRole = await newRole('admin', ['sys_dept_add']);
      expect((await roles('chenjing')).map((r) => r.roleId)).not.toContain(techRole);
      expect((await get('chenjing', `/admin/orgRole/${techRole}/users?current=1&size=10`)).status).toBe(404);
      expect((await put('chenjing', `/admin/orgRole/${techRole}`, { roleName: '夺取' })).status).toBe(404);
      expect((await del('chenjing', `/admin/orgRole/${techRole}`)).status).toBe(404);
      expect((await post('chenjing', `/admin/orgRole/${techRole}/users`, { userIds: [USER.linfang] })).status).toBe(404);

      const eduRole = await newRole('chenjing');
      // 张三 is no member of 融合教育集团.
      expect((await post('chenjing', `/admin/orgRole/${eduRole}/users`, { userIds: [USER.zhangsan] })).status).toBe(404);
      expect((await roles('admin')).map((r) => r.roleId)).not.toContain(eduRole);
    });

    it('a role of one company grants nothing in another of the holder’s companies', async () => {
      // 孙七 is in both companies; 陈静 gives her a role of 融合教育集团.
      const eduRole = await newRole('chenjing', ['sys_dept_add']);
      expect((await post('chenjing', `/admin/orgRole/${eduRole}/users`, { userIds: [USER.sunqi] })).status).toBe(200);
      expect(await permissionsOf('sunqi', EDU)).toContain('sys_dept_add');
      expect(await permissionsOf('sunqi', TECH)).not.toContain('sys_dept_add');
    });
  });

  describe('标签管理', () => {
    const tree = async (user: string) => (await get<TagNode[]>(user, '/admin/tag/tree')).body.data;

    it('creates a tag with members that the company’s users see in the address book', async () => {
      const { tagId } = (await post<{ tagId: number }>('admin', '/admin/orgTag', { tagName: '读书会', parentId: null })).body.data;
      const sub = (await post<{ tagId: number }>('admin', '/admin/orgTag', { tagName: '科幻小组', parentId: tagId })).body.data.tagId;
      expect((await post('admin', `/admin/orgTag/${sub}/members`, { userIds: [USER.lisi, USER.zhangsan] })).status).toBe(200);

      const seen = findTag(await tree('zhangsan'), tagId);
      expect(seen).toMatchObject({ tagName: '读书会', level: 1, tagList: [{ tagName: '科幻小组', level: 2 }] });
      const members = (await get<MemberPage>('zhangsan', `/admin/tag/member/page?tagId=${sub}&current=1&size=10`)).body.data;
      expect(members.records.map((m) => m.username).sort()).toEqual(['lisi', 'zhangsan']);
      // The folder's own members are none: its sub-tag's are not its own.
      expect((await get<MemberPage>('admin', `/admin/orgTag/${tagId}/members?current=1&size=10`)).body.data.total).toBe(0);
      expect((await auditOf('tag', sub)).map((e) => e.summary)).toEqual(['新建标签「科幻小组」', '标签「科幻小组」添加成员：李四、张三']);
    });

    it('renames a tag, removes a member, and refuses a name a sibling has', async () => {
      const { tagId } = (await post<{ tagId: number }>('admin', '/admin/orgTag', { tagName: '篮球', parentId: 4 })).body.data;
      expect((await put('admin', `/admin/orgTag/${tagId}`, { tagName: '羽毛球' })).body.msg).toBe('同一上级下已有名为「羽毛球」的标签');
      expect((await put('admin', `/admin/orgTag/${tagId}`, { tagName: '篮球队' })).status).toBe(200);
      await post('admin', `/admin/orgTag/${tagId}/members`, { userIds: [USER.zhangsan] });
      expect((await del('admin', `/admin/orgTag/${tagId}/members/${USER.zhangsan}`)).status).toBe(200);
      expect((await del('admin', `/admin/orgTag/${tagId}/members/${USER.zhangsan}`)).status).toBe(404);
      expect(findTag(await tree('admin'), tagId)?.tagName).toBe('篮球队');
    });

    it('deletes a tag with its sub-tags and their members, the users staying', async () => {
      const { tagId } = (await post<{ tagId: number }>('admin', '/admin/orgTag', { tagName: '临时小组', parentId: null })).body.data;
      const sub = (await post<{ tagId: number }>('admin', '/admin/orgTag', { tagName: '临时子组', parentId: tagId })).body.data.tagId;
      await post('admin', `/admin/orgTag/${sub}/members`, { userIds: [USER.zhangsan] });
      expect((await del('admin', `/admin/orgTag/${tagId}`)).status).toBe(200);
      expect(findTag(await tree('admin'), tagId)).toBeUndefined();
      expect(await api.server.database.db.selectFrom('tag_user').select('user_id').where('tag_id', '=', sub).execute()).toEqual([]);
      const [entry] = (await auditOf('tag', tagId)).filter((e) => e.action === 'delete');
      expect(JSON.parse(entry.changes!)).toEqual({ name: { from: '临时小组' }, subTags: { from: ['临时子组'] }, members: { from: ['zhangsan'] } });
    });

    it('a company administrator reaches only her company’s tags and members', async () => {
      expect((await post('chenjing', '/admin/orgTag', { tagName: '潜入', parentId: TECH_TAG.projects })).status).toBe(404);
      expect((await put('chenjing', `/admin/orgTag/${TECH_TAG.portal}`, { tagName: '潜入' })).status).toBe(404);
      expect((await del('chenjing', `/admin/orgTag/${TECH_TAG.portal}`)).status).toBe(404);
      expect((await get('chenjing', `/admin/orgTag/${TECH_TAG.portal}/members?current=1&size=10`)).status).toBe(404);
      expect((await post('chenjing', `/admin/orgTag/${TECH_TAG.portal}/members`, { userIds: [USER.linfang] })).status).toBe(404);
      expect((await del('chenjing', `/admin/orgTag/${TECH_TAG.portal}/members/${USER.zhangsan}`)).status).toBe(404);
      const { tagId } = (await post<{ tagId: number }>('chenjing', '/admin/orgTag', { tagName: '数学教研', parentId: 6 })).body.data;
      expect((await post('chenjing', `/admin/orgTag/${tagId}/members`, { userIds: [USER.zhangsan] })).status).toBe(404);
      expect((await post('chenjing', `/admin/orgTag/${tagId}/members`, { userIds: [USER.linfang] })).status).toBe(200);
      // And the ordinary member administers nothing.
      expect((await post('zhangsan', '/admin/orgTag', { tagName: '自封', parentId: null })).status).toBe(403);
    });
  });
});
