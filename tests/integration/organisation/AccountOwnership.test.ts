import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, encryptPassword, testConfig } from '../TestServer.ts';
import { lastCode } from '../accounts/SmsOutbox.ts';

/** Demo rows (server/modules/org/OrgDemoRows.ts). */
const TECH = 1;
const EDU = 2;
const EDU_OFFICE = 21;
const USER = { admin: 1, zhangsan: 2, zhaoliu: 5, sunqi: 6, chenjing: 11, linfang: 12, huangwei: 13 };
const ROLE = { manager: 2, finance: 4 };

interface UserInfo {
  companyId: number;
  roles: number[];
  permissions: string[];
}
interface JoinRequest {
  requestId: number;
  kind: 'invite' | 'apply';
  state: string;
  companyId: number;
  companyName: string;
  userId: number;
  chineseName: string;
}
interface MemberPage {
  records: { userId: number; status: string; roleIds: number[] }[];
  total: number;
}

// Issue 22 §1: 陈静 (administrator of 融合教育集团 only) tried to take accounts that are not hers.
describe('an account belongs to its owner', () => {
  let api: TestServer;
  let dataDir: string;
  const tokens: Record<string, string> = {};
  const as = (user: string, company?: number) => ({ token: tokens[user], headers: company === undefined ? undefined : { companyId: String(company) } });
  const put = <T = boolean>(user: string, url: string, json: unknown, company?: number) => api.request<T>('PUT', url, { ...as(user, company), json });
  const post = <T = unknown>(user: string, url: string, json: unknown, company?: number) => api.post<T>(url, { ...as(user, company), json });
  const get = <T>(user: string, url: string, company?: number) => api.get<T>(url, as(user, company));
  const members = async (user: string, company: number) => (await get<MemberPage>(user, `/admin/addressBook/user/admin/list?current=1&size=100&deptId=${company}`, company)).body.data.records;
  const mine = async (user: string) => (await get<JoinRequest[]>(user, '/admin/joinRequest/mine')).body.data;
  const messages = async (user: string, company?: number) =>
    (await get<{ records: { msgTitle: string }[] }>(user, '/admin/ocp/msg/page?current=1&size=20', company)).body.data.records.map((m) => m.msgTitle);

  beforeAll(async () => {
    const config = testConfig();
    dataDir = config.dataDir;
    api = await TestServer.start({ config });
    for (const user of ['admin', 'zhangsan', 'sunqi', 'chenjing', 'linfang', 'zhaoliu']) tokens[user] = (await api.login(user)).access_token;
  });
  afterAll(() => api?.close());

  it('adding the platform administrator to her company only invites him: his password stays out of her reach', async () => {
    const invited = await post<{ userId: number; requestId: number }>('chenjing', '/admin/orgMember', { username: 'admin' });
    expect(invited.status).toBe(200);
    // Until he accepts he is no member of hers: nothing of his to reset.
    const reset = await put('chenjing', `/admin/orgUser/${USER.admin}/password`, {});
    expect(reset.status).toBe(404);
    expect((await members('chenjing', EDU)).map((m) => m.userId)).not.toContain(USER.admin);
    // Even had he accepted, a platform administrator's identity is his own.
    expect((await put('admin', `/admin/joinRequest/${invited.body.data.requestId}/answer`, { accept: true })).status).toBe(200);
    const afterJoin = await put('chenjing', `/admin/orgUser/${USER.admin}/password`, {});
    expect(afterJoin.status).toBe(403);
    expect(afterJoin.body.msg).toContain('只能由本人或平台管理员修改');
    expect((await put('chenjing', `/admin/orgUser/${USER.admin}`, { phone: '13912345678' })).status).toBe(403);
    await api.passwordGrant('admin', 'Ronghe@2026').then((grant) => expect(grant.status).toBe(200));
  });

  it('the identity of 孙七, who belongs to 融合科技 too, is not 陈静’s to change; his membership of her company is', async () => {
    for (const edit of [{ phone: '13912340006' }, { email: 'taken@example.com' }, { chineseName: '冒名' }]) {
      const answer = await put('chenjing', `/admin/orgUser/${USER.sunqi}`, edit);
      expect(answer.status, JSON.stringify(edit)).toBe(403);
    }
    expect((await put('chenjing', `/admin/orgUser/${USER.sunqi}/password`, {})).status).toBe(403);
    expect((await put('chenjing', `/admin/orgUser/${USER.sunqi}`, { deptId: EDU_OFFICE, post: '顾问' })).status).toBe(200);
    // 黄伟 belongs to 融合教育集团 alone: his administrator may reset his password.
    const reset = await put<{ password: string }>('chenjing', `/admin/orgUser/${USER.huangwei}/password`, {});
    expect(reset.status).toBe(200);
    expect(reset.body.data.password).toMatch(/.{8,}/);
    // The platform administrator may change anyone's.
    expect((await put('admin', `/admin/orgUser/${USER.sunqi}`, { email: 'sunqi@ronghe.example' })).status).toBe(200);
  });

  it('disabling 孙七 in 融合教育集团 disables that membership only: he still works in 融合科技', async () => {
    expect((await put('chenjing', `/admin/orgUser/${USER.sunqi}/status`, { status: '1' })).status).toBe(200);
    const grant = await api.passwordGrant('sunqi', 'Ronghe@2026');
    expect(grant.status).toBe(200);
    tokens.sunqi = grant.body.data.access_token;
    expect((await get<UserInfo>('sunqi', '/admin/user/info', TECH)).status).toBe(200);
    expect((await get('sunqi', '/admin/user/info', EDU)).status).toBe(403);
    expect((await get<{ companyId: number }[]>('sunqi', '/admin/addressBook/dept/companys')).body.data.map((c) => c.companyId)).toEqual([TECH]);
    // Shown as disabled in her list, and in 融合科技's as active.
    expect((await members('chenjing', EDU)).find((m) => m.userId === USER.sunqi)?.status).toBe('1');
    expect((await members('admin', TECH)).find((m) => m.userId === USER.sunqi)?.status).toBe('0');
    expect((await put('chenjing', `/admin/orgUser/${USER.sunqi}/status`, { status: '0' })).status).toBe(200);
  });

  it('a user whose every membership is disabled cannot log in', async () => {
    expect((await put('chenjing', `/admin/orgUser/${USER.linfang}/status`, { status: '1' })).status).toBe(200);
    const refused = await api.passwordGrant('linfang', 'Ronghe@2026');
    expect(refused.status).toBe(403);
    expect(refused.raw).toContain('您的账号已被禁用');
    expect((await put('chenjing', `/admin/orgUser/${USER.linfang}/status`, { status: '0' })).status).toBe(200);
  });

  it('roles granted in 融合教育集团 grant nothing in 融合科技, built-in roles too', async () => {
    tokens.sunqi = (await api.login('sunqi')).access_token;
    expect((await post('chenjing', `/admin/orgRole/${ROLE.manager}/users`, { userIds: [USER.sunqi] })).status).toBe(200);
    expect((await post('chenjing', `/admin/orgRole/${ROLE.finance}/users`, { userIds: [USER.sunqi] })).status).toBe(200);
    const inEdu = (await get<UserInfo>('sunqi', '/admin/user/info', EDU)).body.data;
    expect(inEdu.roles).toEqual(expect.arrayContaining([ROLE.manager, ROLE.finance]));
    expect(inEdu.permissions).toEqual(expect.arrayContaining(['finance_audit', 'sys_dept_add']));
    const inTech = (await get<UserInfo>('sunqi', '/admin/user/info', TECH)).body.data;
    expect(inTech.roles).not.toContain(ROLE.manager);
    expect(inTech.roles).not.toContain(ROLE.finance);
    expect(inTech.permissions).not.toContain('finance_audit');
    expect(inTech.permissions).not.toContain('sys_dept_add');
    // 融合科技's 财务人员 are 王五 alone: 孙七 is no holder there, so no 财务审核 task of 融合科技 reaches him.
    const techHolders = (await get<MemberPage>('admin', `/admin/orgRole/${ROLE.finance}/users?current=1&size=50`, TECH)).body.data.records.map((m) => m.userId);
    expect(techHolders).not.toContain(USER.sunqi);
    const eduHolders = (await get<MemberPage>('chenjing', `/admin/orgRole/${ROLE.finance}/users?current=1&size=50`, EDU)).body.data.records.map((m) => m.userId);
    expect(eduHolders).toContain(USER.sunqi);
    // Taking it back in her company leaves nothing behind.
    expect((await api.request('DELETE', `/admin/orgRole/${ROLE.finance}/users/${USER.sunqi}`, as('chenjing'))).status).toBe(200);
    expect((await get<UserInfo>('sunqi', '/admin/user/info', EDU)).body.data.roles).not.toContain(ROLE.finance);
  });

  it('an invitation: the company sees nothing of 赵六 until he accepts, and he is told in a 站内信', async () => {
    const invited = await post<{ requestId: number }>('chenjing', '/admin/orgMember', { username: 'zhaoliu', deptId: EDU_OFFICE });
    expect(invited.status).toBe(200);
    expect((await post('chenjing', '/admin/orgMember', { username: 'zhaoliu' })).body.msg).toBe('已向该用户发出邀请，请等待对方接受');
    expect((await members('chenjing', EDU)).map((m) => m.userId)).not.toContain(USER.zhaoliu);
    // 陈静 cannot change his phone (the reproduction: taken by a phone change, then the SMS reset).
    expect((await put('chenjing', `/admin/orgUser/${USER.zhaoliu}`, { phone: '13912340005' })).status).toBe(404);
    expect(await messages('zhaoliu')).toContain('融合教育集团邀请您加入');
    const waiting = await mine('zhaoliu');
    expect(waiting).toEqual([expect.objectContaining({ requestId: invited.body.data.requestId, kind: 'invite', state: 'pending', companyName: '融合教育集团' })]);
    // Nobody else answers it.
    expect((await put('zhangsan', `/admin/joinRequest/${invited.body.data.requestId}/answer`, { accept: true })).status).toBe(404);
    expect((await put('zhaoliu', `/admin/joinRequest/${invited.body.data.requestId}/answer`, { accept: true })).status).toBe(200);
    expect((await put('zhaoliu', `/admin/joinRequest/${invited.body.data.requestId}/answer`, { accept: false })).body.msg).toBe('该邀请或申请已处理');
    expect((await members('chenjing', EDU)).map((m) => m.userId)).toContain(USER.zhaoliu);
    expect(await messages('chenjing')).toContain('赵六已接受邀请');
    // Now a member of both: his identity is still not hers.
    expect((await put('chenjing', `/admin/orgUser/${USER.zhaoliu}`, { phone: '13912340005' })).status).toBe(403);
  });

  it('an administrator withdraws an invitation; a declined one leaves no membership', async () => {
    tokens.linfang = (await api.login('linfang')).access_token;
    const first = await post<{ requestId: number }>('admin', '/admin/orgMember', { username: 'linfang' });
    expect((await api.request('DELETE', `/admin/orgJoinRequest/${first.body.data.requestId}`, as('chenjing'))).status).toBe(404);
    expect((await api.request('DELETE', `/admin/orgJoinRequest/${first.body.data.requestId}`, as('admin'))).status).toBe(200);
    expect((await put('linfang', `/admin/joinRequest/${first.body.data.requestId}/answer`, { accept: true })).status).toBe(400);
    const second = await post<{ requestId: number }>('admin', '/admin/orgMember', { username: 'linfang' });
    expect((await put('linfang', `/admin/joinRequest/${second.body.data.requestId}/answer`, { accept: false })).status).toBe(200);
    expect((await members('admin', TECH)).map((m) => m.userId)).not.toContain(USER.linfang);
  });

  it('a newcomer from the sign-up belongs to no company, applies to one, and joins when its administrator accepts', async () => {
    const phone = '13900000311';
    await api.get(`/admin/mobile/register/${phone}`);
    const code = lastCode(dataDir, phone, 'register');
    const registered = await api.post('/admin/user/register', { json: { username: 'xinren', phone, password: encryptPassword('Xinren@2026'), code } });
    expect(registered.status).toBe(200);
    tokens.xinren = (await api.login('xinren', 'Xinren@2026')).access_token;
    expect((await get<UserInfo>('xinren', '/admin/user/info')).body.data.companyId).toBe(0);
    expect((await get<MemberPage>('xinren', `/admin/addressBook/user/fullList?current=1&size=10&deptId=${EDU}`)).status).toBe(403);
    expect((await post('xinren', '/admin/joinRequest/apply', { companyId: 99 })).status).toBe(404);
    const applied = await post<{ requestId: number }>('xinren', '/admin/joinRequest/apply', { companyId: EDU, note: '新入职教务' });
    expect(applied.status).toBe(200);
    expect((await post('xinren', '/admin/joinRequest/apply', { companyId: EDU })).body.msg).toBe('该用户已申请加入本单位，请在「加入申请」中处理');
    expect(await messages('chenjing')).toContain('xinren申请加入本单位');
    const pending = (await get<JoinRequest[]>('chenjing', '/admin/orgJoinRequest')).body.data;
    expect(pending).toEqual(expect.arrayContaining([expect.objectContaining({ requestId: applied.body.data.requestId, kind: 'apply', chineseName: 'xinren' })]));
    // 融合科技's administrator sees none of it, and cannot answer it.
    expect((await get<JoinRequest[]>('admin', '/admin/orgJoinRequest')).body.data.map((r) => r.requestId)).not.toContain(applied.body.data.requestId);
    expect((await put('admin', `/admin/orgJoinRequest/${applied.body.data.requestId}/answer`, { accept: true })).status).toBe(404);
    expect((await put('chenjing', `/admin/orgJoinRequest/${applied.body.data.requestId}/answer`, { accept: true, deptId: EDU_OFFICE })).status).toBe(200);
    const grant = await api.login('xinren', 'Xinren@2026');
    const info = (await api.get<UserInfo>('/admin/user/info', { token: grant.access_token })).body.data;
    expect(info.companyId).toBe(EDU);
    expect((await api.get<MemberPage>('/admin/addressBook/user/fullList?current=1&size=100', { token: grant.access_token })).body.data.total).toBeGreaterThan(1);
  });

  it('bounds what one user can leave waiting: five applications at a time', async () => {
    const phone = '13900000312';
    await api.get(`/admin/mobile/register/${phone}`);
    const code = lastCode(dataDir, phone, 'register');
    await api.post('/admin/user/register', { json: { username: 'duoshen', phone, password: encryptPassword('Duoshen@2026'), code } });
    const token = (await api.login('duoshen', 'Duoshen@2026')).access_token;
    const db = api.server.database.db;
    const now = '2026-11-28 09:00:00';
    for (let id = 90; id < 95; id++) await db.insertInto('dept').values({ id, company_id: id, parent_id: 0, name: `单位${id}`, depth: 0, sort: id }).execute();
    for (let id = 90; id < 95; id++) await db.insertInto('company').values({ id, name: `单位${id}`, short_name: `单位${id}`, sort: id, create_time: now }).execute();
    for (let id = 90; id < 95; id++) {
      const answer = await api.post('/admin/joinRequest/apply', { token, json: { companyId: id } });
      expect(answer.status, answer.raw).toBe(200);
    }
    const sixth = await api.post('/admin/joinRequest/apply', { token, json: { companyId: EDU } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.msg).toBe('同时最多有5个待处理的加入申请');
  });
});
