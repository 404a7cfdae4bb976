import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, encryptPassword } from '../TestServer.ts';

interface MemberPage {
  records: { userId: number; username: string }[];
  total: number;
}
interface OrgRole {
  roleId: number;
  roleCode: string;
  dataScope: string;
}

/**
 * Demo rows (server/modules/org/OrgDemoRows.ts), 融合科技: 总经办 (11) admin, 钱一; 研发部 (13) 李四
 * (部门经理), with 前端组 (14) 张三 and 后端组 (15) 吴九 below it; 测试部 (16) 郑十 and 周八 (disabled);
 * 财务部 (17) 王五. 孙七 belongs to 融合科技 (人力资源部) and to 融合教育集团.
 */
const TECH = 1;
const EDU = 2;
const DEPT = { management: 11, development: 13, frontend: 14, testing: 16, finance: 17 };
const USER = { zhangsan: 2, lisi: 3, wangwu: 4, sunqi: 6, zhouba: 7, wujiu: 8, zhengshi: 9 };
const SCOPE = { all: '1', dept: '3', deptAndBelow: '4', self: '5' };
const BOUNDARY = '----ronghe-scope';

/** A 导入用户 upload of these rows under the template's header. */
async function importFile(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  for (const row of [['账号', '姓名', '手机号', '部门', '邮箱', '初始密码'], ...rows]) sheet.addRow(row);
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="用户.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(await workbook.xlsx.writeBuffer()),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

// Issue 22 §2: a role's data scope decides which of the company's members 用户管理 shows and acts on.
describe('data scope', () => {
  let api: TestServer;
  const tokens: Record<string, string> = {};
  const as = (user: string, companyId?: number) => ({ token: tokens[user], headers: companyId ? { companyId: String(companyId) } : undefined });
  const post = <T = boolean>(user: string, url: string, json: unknown, companyId?: number) => api.post<T>(url, { ...as(user, companyId), json });
  const put = (user: string, url: string, json: unknown) => api.request<boolean>('PUT', url, { ...as(user), json });
  /** The usernames 用户管理 lists for the user (all pages), in its order. */
  const listed = async (user: string, query = '', companyId?: number) => {
    const answer = await api.get<MemberPage>(`/admin/addressBook/user/admin/list?size=1000${query}`, as(user, companyId));
    expect(answer.status).toBe(200);
    return answer.body.data.records.map((m) => m.username).sort();
  };
  const exported = async (user: string) => {
    const answer = await api.server.app.inject({ method: 'GET', url: '/admin/orgUser/export', headers: { authorization: `Bearer ${tokens[user]}` } });
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    return (workbook.getWorksheet('用户')!.getSheetValues().slice(2) as unknown[][]).map((row) => String(row[1])).sort();
  };
  let serial = 0;
  /** A role of the caller's company with the scope and permissions, given to the holders. */
  const role = async (by: string, dataScope: string, permissions: string[], holders: number[], companyId?: number) => {
    const n = ++serial;
    const created = await post<{ roleId: number }>(by, '/admin/orgRole', { roleName: `数据范围${n}`, roleCode: `SCOPE_TEST_${n}`, dataScope, permissions }, companyId);
    expect(created.status).toBe(200);
    expect((await post(by, `/admin/orgRole/${created.body.data.roleId}/users`, { userIds: holders }, companyId)).status).toBe(200);
    return created.body.data.roleId;
  };
  const rescope = async (roleId: number, dataScope: string) => expect((await put('admin', `/admin/orgRole/${roleId}`, { dataScope })).status).toBe(200);

  let everyone: string[];
  /** 郑十's role: viewing, editing and adding users; its scope is what each test sets. */
  let testerRole: number;

  beforeAll(async () => {
    api = await TestServer.start();
    for (const user of ['admin', 'lisi', 'zhengshi', 'sunqi', 'chenjing']) tokens[user] = (await api.login(user)).access_token;
    everyone = await listed('admin');
    testerRole = await role('admin', SCOPE.self, ['sys_user_view', 'sys_user_edit', 'sys_user_add'], [USER.zhengshi]);
  });
  afterAll(() => api?.close());

  it('shows a company administrator all of the company', async () => {
    expect(everyone).toEqual(expect.arrayContaining(['admin', 'qianyi', 'lisi', 'zhangsan', 'wujiu', 'zhengshi', 'zhouba', 'wangwu', 'sunqi']));
  });

  it('shows 部门经理 (本部门及以下) 李四 his department and those below it, also when he filters by department', async () => {
    expect(await listed('lisi')).toEqual(['lisi', 'wujiu', 'zhangsan']);
    expect(await listed('lisi', `&deptId=${DEPT.frontend}`)).toEqual(['zhangsan']);
    expect(await listed('lisi', `&deptId=${DEPT.management}`)).toEqual([]);
    expect(await listed('lisi', `&deptId=${TECH}`)).toEqual(['lisi', 'wujiu', 'zhangsan']);
  });

  it('shows 本部门 its holder’s department only, 仅本人 the holder alone and 全部 everyone', async () => {
    await rescope(testerRole, SCOPE.dept);
    expect(await listed('zhengshi')).toEqual(['zhengshi', 'zhouba']);
    await rescope(testerRole, SCOPE.self);
    expect(await listed('zhengshi')).toEqual(['zhengshi']);
    await rescope(testerRole, SCOPE.all);
    expect(await listed('zhengshi')).toEqual(everyone);
  });

  it('exports exactly what the list shows', async () => {
    await rescope(testerRole, SCOPE.dept);
    expect(await exported('zhengshi')).toEqual(['zhengshi', 'zhouba']);
    expect(await exported('lisi')).toEqual(['lisi', 'wujiu', 'zhangsan']);
  });

  it('gives a holder of several roles the widest scope among those granting the list, and a role that does not grant it widens nothing', async () => {
    const wide = await role('admin', SCOPE.all, ['sys_user_view'], [USER.lisi]);
    expect(await listed('lisi')).toEqual(everyone);
    await rescope(wide, SCOPE.self);
    expect(await listed('lisi')).toEqual(['lisi', 'wujiu', 'zhangsan']);
    // 全部 on a role that opens no user list: 李四 still sees his departments.
    await role('admin', SCOPE.all, ['sys_dept_edit'], [USER.lisi]);
    expect(await listed('lisi')).toEqual(['lisi', 'wujiu', 'zhangsan']);
  });

  it('counts nothing of a scope granted in another company', async () => {
    // 孙七: 全部 in 融合教育集团, 仅本人 in 融合科技.
    await role('chenjing', SCOPE.all, ['sys_user_view'], [USER.sunqi], EDU);
    await role('admin', SCOPE.self, ['sys_user_view'], [USER.sunqi]);
    expect(await listed('sunqi', '', TECH)).toEqual(['sunqi']);
    expect((await listed('sunqi', '', EDU)).length).toBeGreaterThan(1);
  });

  it('answers 404 for a member outside the scope, as the list hides them, and acts on those inside', async () => {
    await rescope(testerRole, SCOPE.dept);
    expect((await put('zhengshi', `/admin/orgUser/${USER.zhangsan}`, { post: '前端负责人' })).status).toBe(404);
    expect((await put('zhengshi', `/admin/orgUser/${USER.zhangsan}/status`, { status: '1' })).status).toBe(404);
    expect((await put('zhengshi', `/admin/orgUser/${USER.wangwu}/password`, {})).status).toBe(404);
    expect((await put('zhengshi', `/admin/orgUser/${USER.zhouba}`, { post: '测试组长', deptId: DEPT.testing })).status).toBe(200);
    await rescope(testerRole, SCOPE.self);
    expect((await put('zhengshi', `/admin/orgUser/${USER.zhouba}`, { post: '测试工程师' })).status).toBe(404);
    expect((await put('zhengshi', `/admin/orgUser/${USER.zhengshi}`, { post: '测试工程师', deptId: DEPT.testing })).status).toBe(200);
  });

  it('places new and moved members only in departments within the scope', async () => {
    await rescope(testerRole, SCOPE.dept);
    const newUser = (username: string, deptId?: number) => ({ username, chineseName: '新同事', phone: `139${String(10000000 + ++serial).slice(-8)}`, password: encryptPassword('Scope@2026x'), deptId });
    expect((await post('zhengshi', '/admin/orgUser', newUser('scope_in', DEPT.testing))).status).toBe(200);
    expect((await post('zhengshi', '/admin/orgUser', newUser('scope_out', DEPT.finance))).status).toBe(403);
    expect((await post('zhengshi', '/admin/orgUser', newUser('scope_none'))).status).toBe(403);
    expect((await put('zhengshi', `/admin/orgUser/${USER.zhouba}`, { deptId: DEPT.finance })).status).toBe(403);
    expect(await listed('zhengshi')).toEqual(['scope_in', 'zhengshi', 'zhouba']);
  });

  it('refuses the rows of 导入用户 that fall outside the scope, each with its reason', async () => {
    await rescope(testerRole, SCOPE.dept);
    const payload = await importFile([
      ['scope_imp_in', '测试甲', '13922220001', '测试部', '', ''],
      ['scope_imp_out', '财务乙', '13922220002', '财务部', '', ''],
      ['scope_imp_none', '无部门', '13922220003', '', '', ''],
    ]);
    const preview = await api.request<{ rows: { username: string; errors: string[] }[] }>('POST', '/admin/orgUser/import/preview', {
      token: tokens.zhengshi,
      payload,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows.map((row) => [row.username, row.errors])).toEqual([
      ['scope_imp_in', []],
      ['scope_imp_out', ['该部门不在您的数据权限范围内']],
      ['scope_imp_none', ['该部门不在您的数据权限范围内']],
    ]);
  });

  it('keeps the scope on the role: shown in 角色管理, validated, defaulting to all for a new role', async () => {
    const roles = (await api.get<OrgRole[]>('/admin/orgRole', as('admin'))).body.data;
    expect(roles.find((r) => r.roleCode === 'ROLE_MANAGER')?.dataScope).toBe(SCOPE.deptAndBelow);
    expect(roles.find((r) => r.roleCode === 'ROLE_USER')?.dataScope).toBe(SCOPE.self);
    expect(roles.find((r) => r.roleId === testerRole)?.dataScope).toBe(SCOPE.dept);
    const refused = await post('admin', '/admin/orgRole', { roleName: '自定数据', roleCode: 'SCOPE_CUSTOM', dataScope: '2' });
    expect(refused.status).toBe(400);
    expect((await put('admin', `/admin/orgRole/${testerRole}`, { dataScope: '6' })).status).toBe(400);
    const plain = await post<{ roleId: number }>('admin', '/admin/orgRole', { roleName: '默认数据', roleCode: 'SCOPE_DEFAULT' });
    const fresh = (await api.get<OrgRole[]>('/admin/orgRole', as('admin'))).body.data;
    expect(fresh.find((r) => r.roleId === plain.body.data.roleId)?.dataScope).toBe(SCOPE.all);
  });
});
