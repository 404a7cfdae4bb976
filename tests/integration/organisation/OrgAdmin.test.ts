import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { RawStompSocket } from '../live/RawStompSocket.ts';
import { TestServer, encryptPassword, testConfig } from '../TestServer.ts';

interface DeptNode {
  id: number;
  parentId: number | null;
  name: string;
  children: DeptNode[];
}
interface MemberPage {
  records: { userId: number; username: string; chineseName: string | null; deptId: number | null; status: string }[];
  total: number;
}

/** Demo rows (server/modules/org/OrgDemoRows.ts). */
const TECH = 1;
const TECH_RD = 13;
const TECH_FRONTEND = 14;
const TECH_LEGAL = 19;
const EDU_OFFICE = 21;
const USER = { admin: 1, zhangsan: 2, lisi: 3, wangwu: 4, sunqi: 6, chenjing: 11 };

const find = (nodes: DeptNode[], id: number): DeptNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
};

/** The database each run uses: the embedded SQLite, and a throw-away PostgreSQL (row locks, `lower`, `exists`). */
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

// Issue 13: 部门管理 and 用户管理 as the server enforces them, each change in the audit log.
describe.each(DATABASES)('the organisation administration on $name', ({ open }) => {
  let api: TestServer;
  let closeDatabase: () => Promise<void>;
  let baseUrl: string;
  const tokens: Record<string, string> = {};
  const sockets: RawStompSocket[] = [];

  const put = <T = boolean>(user: string, url: string, json: unknown) => api.request<T>('PUT', url, { token: tokens[user], json });
  const del = <T = boolean>(user: string, url: string) => api.request<T>('DELETE', url, { token: tokens[user] });
  const post = <T = unknown>(user: string, url: string, json: unknown) => api.post<T>(url, { token: tokens[user], json });
  const tree = async () => (await api.get<DeptNode[]>('/admin/addressBook/dept/treeSelectAdmin/', { token: tokens.admin })).body.data;
  const auditOf = (subject: string, subjectId: number) =>
    api.server.database.db
      .withTables<{ audit_log: { subject: string; subject_id: string; action: string; summary: string; changes: string | null; username: string } }>()
      .selectFrom('audit_log')
      .select(['action', 'summary', 'changes', 'username'])
      .where('subject', '=', subject)
      .where('subject_id', '=', String(subjectId))
      .execute();
  const newUser = (over: Record<string, unknown> = {}) => ({
    username: 'xiaoming',
    chineseName: '小明',
    phone: '13900000101',
    deptId: TECH_FRONTEND,
    password: encryptPassword('Xiaoming@2026'),
    ...over,
  });

  beforeAll(async () => {
    // No periodic token check: a disabled user's socket must close because of the disabling itself.
    const opened = await open();
    closeDatabase = opened.close;
    api = await TestServer.start({ database: opened.database, config: testConfig({ LIVE_TOKEN_CHECK_MS: '600000' }) });
    baseUrl = await api.server.app.listen({ port: 0, host: '127.0.0.1' });
    for (const user of ['admin', 'zhangsan', 'chenjing']) tokens[user] = (await api.login(user)).access_token;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await api?.close();
    await closeDatabase?.();
  });

  describe('部门管理', () => {
    it('renames a department, and the audit log says who, from what to what', async () => {
      const id = (await post<DeptNode>('admin', '/admin/addressBook/dept', { name: '品牌部', parentId: TECH })).body.data.id;
      expect((await put('admin', `/admin/addressBook/dept/${id}`, { name: ' 品牌市场部 ' })).status).toBe(200);
      expect(find(await tree(), id)?.name).toBe('品牌市场部');
      const entries = await auditOf('dept', id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
      expect(entries[1]).toMatchObject({ username: 'admin', summary: '部门「品牌部」改名为「品牌市场部」' });
      expect(JSON.parse(entries[1].changes!)).toEqual({ name: { from: '品牌部', to: '品牌市场部' } });
    });

    it('moves a department with everything below it, and orders siblings', async () => {
      expect((await put('admin', `/admin/addressBook/dept/${TECH_FRONTEND}`, { parentId: TECH_LEGAL })).status).toBe(200);
      expect(find(await tree(), TECH_LEGAL)?.children.map((c) => c.id)).toEqual([TECH_FRONTEND]);
      expect((await put('admin', `/admin/addressBook/dept/${TECH_FRONTEND}`, { parentId: TECH_RD, sort: 0 })).status).toBe(200);
      expect(find(await tree(), TECH_RD)?.children[0].id).toBe(TECH_FRONTEND);
    });

    it('refuses a move under the department itself or one of its descendants', async () => {
      for (const parentId of [TECH_RD, TECH_FRONTEND]) {
        const answer = await put('admin', `/admin/addressBook/dept/${TECH_RD}`, { parentId });
        expect(answer.status).toBe(400);
        expect(answer.body.msg).toBe('不能把部门移到它自己或它的下级部门之下');
      }
    });

    it('refuses a name a sibling has, and an empty one', async () => {
      expect((await put('admin', `/admin/addressBook/dept/${TECH_LEGAL}`, { name: '财务部' })).status).toBe(400);
      expect((await put('admin', `/admin/addressBook/dept/${TECH_LEGAL}`, { name: '   ' })).status).toBe(400);
    });

    it('deletes only a department with no sub-departments and no members', async () => {
      const withChildren = await del('admin', `/admin/addressBook/dept/${TECH_RD}`);
      expect(withChildren.status).toBe(400);
      expect(withChildren.body.msg).toBe('该部门下还有子部门，不能删除');
      const withMembers = await del('admin', `/admin/addressBook/dept/${TECH_LEGAL}`);
      expect(withMembers.body.msg).toBe('该部门下还有成员，不能删除');
      const id = (await post<DeptNode>('admin', '/admin/addressBook/dept', { name: '临时组', parentId: TECH_LEGAL })).body.data.id;
      expect((await del('admin', `/admin/addressBook/dept/${id}`)).status).toBe(200);
      expect(find(await tree(), id)).toBeUndefined();
      expect((await auditOf('dept', id)).map((e) => e.summary)).toEqual(['添加机构「临时组」（上级：法务部）', '删除部门「临时组」']);
    });

    it('never touches the company root, nor another company’s departments', async () => {
      expect((await put('admin', `/admin/addressBook/dept/${TECH}`, { name: '改名公司' })).status).toBe(404);
      expect((await del('admin', `/admin/addressBook/dept/${TECH}`)).status).toBe(404);
      expect((await put('admin', `/admin/addressBook/dept/${EDU_OFFICE}`, { name: '越权' })).status).toBe(404);
      expect((await del('chenjing', `/admin/addressBook/dept/${TECH_LEGAL}`)).status).toBe(404);
      expect((await put('admin', `/admin/addressBook/dept/${TECH_LEGAL}`, { parentId: EDU_OFFICE })).status).toBe(404);
    });

    it('is for administrators only', async () => {
      expect((await put('zhangsan', `/admin/addressBook/dept/${TECH_LEGAL}`, { name: '法务中心' })).status).toBe(403);
    });
  });

  describe('用户管理', () => {
    let xiaoming = 0;

    it('creates a user in a department, who can log in and is in the address book', async () => {
      const answer = await post<{ userId: number }>('admin', '/admin/orgUser', newUser());
      expect(answer.status).toBe(200);
      xiaoming = answer.body.data.userId;
      await api.login('xiaoming', 'Xiaoming@2026');
      const page = await api.get<MemberPage>(`/admin/addressBook/user/fullList?current=1&size=50&deptId=${TECH_FRONTEND}`, { token: tokens.zhangsan });
      expect(page.body.data.records.map((r) => r.chineseName)).toContain('小明');
      const [entry] = await auditOf('user', xiaoming);
      expect(entry).toMatchObject({ action: 'create', summary: '新建用户「小明」（xiaoming）' });
      expect(entry.changes).not.toContain('password');
    });

    it('applies the account rules of spec part 1 §5, each with its message', async () => {
      const refusals: [Record<string, unknown>, string][] = [
        [{ username: '123456' }, '仅支持英文、数字和下划线，且不能为纯数字'],
        [{ username: 'xiao-ming' }, '仅支持英文、数字和下划线，且不能为纯数字'],
        [{ username: 'XiaoMing' }, '账号已存在'],
        [{ username: 'xiaohong', chineseName: 'Xiao' }, '仅支持中文，且长度限制为1-20'],
        [{ username: 'xiaohong', phone: '12345678901' }, '请输入正确的手机号'],
        [{ username: 'xiaohong', phone: '1390000010' }, '请输入正确长度的手机号码'],
        [{ username: 'xiaohong', phone: '13800000002' }, '手机号码已占用'],
        [{ username: 'xiaohong', phone: '13900000102', password: encryptPassword('12345678') }, '该密码为弱密码，不符合设置要求，请重新设置'],
        [{ username: 'xiaohong', phone: '13900000102', deptId: EDU_OFFICE }, '部门不存在'],
      ];
      for (const [over, msg] of refusals) {
        const answer = await post('admin', '/admin/orgUser', newUser(over));
        expect(answer.status, JSON.stringify(over)).toBeGreaterThanOrEqual(400);
        expect(answer.body.msg, JSON.stringify(over)).toBe(msg);
      }
    });

    it('edits a user and moves them between departments', async () => {
      expect((await put('admin', `/admin/orgUser/${xiaoming}`, { chineseName: '王小明', deptId: TECH_LEGAL, post: '法务助理' })).status).toBe(200);
      const page = await api.get<MemberPage>(`/admin/addressBook/user/admin/list?current=1&size=50&deptId=${TECH_LEGAL}`, { token: tokens.admin });
      expect(page.body.data.records.find((r) => r.userId === xiaoming)).toMatchObject({ chineseName: '王小明', deptId: TECH_LEGAL });
      const entries = await auditOf('user', xiaoming);
      expect(JSON.parse(entries.at(-1)!.changes!)).toMatchObject({ chineseName: { from: '小明', to: '王小明' }, deptId: { from: TECH_FRONTEND, to: TECH_LEGAL } });
    });

    it('resets a password: a generated one is answered once, and the next login must change it', async () => {
      const before = (await api.login('xiaoming', 'Xiaoming@2026')).access_token;
      const answer = await put<{ password: string }>('admin', `/admin/orgUser/${xiaoming}/password`, {});
      expect(answer.status).toBe(200);
      const password = answer.body.data.password;
      expect(password).toMatch(/^.{12}$/);
      expect((await api.get('/admin/user/info', { token: before })).status).toBe(401);
      const login = await api.login('xiaoming', password);
      const info = await api.get<{ sysPublicParamDTO: { remindFlag: string } }>('/admin/user/info', { token: login.access_token });
      expect(info.body.data.sysPublicParamDTO.remindFlag).toBe('0');
      expect(JSON.stringify(await auditOf('user', xiaoming))).not.toContain(password);
    });

    it('refuses a weak typed password on reset', async () => {
      const answer = await put('admin', `/admin/orgUser/${xiaoming}/password`, { password: encryptPassword('xiaoming') });
      expect(answer.status).toBe(400);
    });

    it('disabling a user ends their logins and closes their live connection at once; enabling lets them in again', async () => {
      const created = await post<{ userId: number }>('admin', '/admin/orgUser', newUser({ username: 'xiaogang', chineseName: '小刚', phone: '13900000103', password: encryptPassword('Ronghe@2026x') }));
      const xiaogang = created.body.data.userId;
      const token = (await api.login('xiaogang', 'Ronghe@2026x')).access_token;
      const { raw, answer } = await RawStompSocket.connect(baseUrl, token);
      sockets.push(raw);
      expect(answer.command).toBe('CONNECTED');
      expect((await put('admin', `/admin/orgUser/${xiaogang}/status`, { status: '1' })).status).toBe(200);
      expect(await raw.refusal()).toEqual({ message: '登录已失效', code: 1008 });
      expect((await api.get('/admin/user/info', { token })).status).toBe(401);
      expect((await api.passwordGrant('xiaogang', 'Ronghe@2026x')).status).not.toBe(200);
      expect((await put('admin', `/admin/orgUser/${xiaogang}/status`, { status: '0' })).status).toBe(200);
      await api.login('xiaogang', 'Ronghe@2026x');
      expect((await auditOf('user', xiaogang)).map((e) => e.action)).toEqual(expect.arrayContaining(['disable', 'enable']));
    });

    it('an administrator cannot disable themself; disabling a membership leaves the user’s other company alone', async () => {
      const self = await put('admin', `/admin/orgUser/${USER.admin}/status`, { status: '1' });
      expect(self.status).toBe(400);
      expect(self.body.msg).toBe('不能禁用自己的账号');
      // 陈静, 融合教育集团's administrator, is invited to 融合科技 and accepts; 融合科技 disables her there.
      expect((await post('chenjing', '/admin/orgMember', { username: 'sunqi' })).status).toBe(400);
      const invited = await post<{ requestId: number }>('admin', '/admin/orgMember', { username: 'chenjing', deptId: TECH_LEGAL });
      expect(invited.status).toBe(200);
      expect((await put('chenjing', `/admin/joinRequest/${invited.body.data.requestId}/answer`, { accept: true })).status).toBe(200);
      expect((await put('admin', `/admin/orgUser/${USER.chenjing}/status`, { status: '1' })).status).toBe(200);
      const again = await api.login('chenjing', 'Ronghe@2026');
      tokens.chenjing = again.access_token;
      const info = await api.get<{ companyId: number; sysUser: { status: string } }>('/admin/user/info', { token: again.access_token });
      expect(info.body.data.companyId).toBe(2);
      expect(info.body.data.sysUser.status).toBe('0');
      expect((await api.get('/admin/user/info', { token: again.access_token, headers: { companyId: String(TECH) } })).status).toBe(403);
      expect((await del('admin', `/admin/orgMember/${USER.chenjing}`)).status).toBe(200);
    });

    it('scopes every change to the caller’s company: 陈静 cannot see or change 融合科技’s users', async () => {
      for (const answer of [
        await put('chenjing', `/admin/orgUser/${USER.zhangsan}`, { chineseName: '越权' }),
        await put('chenjing', `/admin/orgUser/${USER.zhangsan}/status`, { status: '1' }),
        await put('chenjing', `/admin/orgUser/${USER.zhangsan}/password`, {}),
        await del('chenjing', `/admin/orgMember/${USER.zhangsan}`),
      ])
        expect(answer.status).toBe(404);
      const page = await api.get<MemberPage>(`/admin/addressBook/user/admin/list?current=1&size=50&deptId=${TECH}`, { token: tokens.chenjing });
      expect(page.status).toBe(403);
      const created = await post<{ userId: number }>('chenjing', '/admin/orgUser', newUser({ username: 'jiaoshi', phone: '13900000109', deptId: TECH_FRONTEND }));
      expect(created.status).toBe(404);
    });

    it('membership: a user of several companies leaves one and keeps the other; a user of one company cannot leave it', async () => {
      expect((await del('admin', `/admin/orgMember/${USER.sunqi}`)).status).toBe(200);
      const page = await api.get<MemberPage>(`/admin/addressBook/user/admin/list?current=1&size=100`, { token: tokens.admin });
      expect(page.body.data.records.map((r) => r.userId)).not.toContain(USER.sunqi);
      expect((await del('admin', `/admin/orgMember/${USER.wangwu}`)).status).toBe(400);
    });

    it('is for administrators only', async () => {
      expect((await post('zhangsan', '/admin/orgUser', newUser({ username: 'zs_friend', phone: '13900000110' }))).status).toBe(403);
      expect((await put('zhangsan', `/admin/orgUser/${USER.lisi}/status`, { status: '1' })).status).toBe(403);
    });
  });
});
