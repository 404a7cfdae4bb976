import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SampleDiagrams } from '../../../cli/testing/SampleDiagrams.ts';
import { TestServer, encryptPassword, testConfig, type Answer, type Grant } from '../TestServer.ts';

interface Entry {
  id: number;
  happenedAt: string;
  userId: number | null;
  username: string;
  companyId: number | null;
  address: string;
  userAgent: string;
  subject: string;
  subjectId: string;
  action: string;
  summary: string;
  changes: { field: string; from: string | null; to: string | null }[];
}
interface EntryPage {
  records: Entry[];
  total: number;
  current: number;
  size: number;
}

/** 融合科技 (company 1, its own root department). */
const TECH = 1;
const BROWSER = 'Mozilla/5.0 (audit test)';
const DEMO_PASSWORD = 'Ronghe@2026';

describe('the audit log (GET /admin/audit/page)', () => {
  let api: TestServer;
  let admin: string;
  let chenjing: string;

  const page = (token: string, query = ''): Promise<Answer<EntryPage>> => api.get<EntryPage>(`/admin/audit/page?size=100${query}`, { token });
  const entries = async (token: string, query = '') => {
    const answer = await page(token, query);
    expect(answer.status).toBe(200);
    return answer.body.data.records;
  };

  const grant = (username: string, password: string, address: string) =>
    api.post<Grant>('/auth/oauth/token?grant_type=password&scope=server', {
      form: { username, password: encryptPassword(password) },
      remoteAddress: address,
      headers: { 'user-agent': BROWSER },
    });

  beforeAll(async () => {
    api = await TestServer.start({ config: testConfig({ LOGIN_MAX_FAILURES: '3' }) });
    const login = async (username: string, address: string) => {
      const answer = await grant(username, DEMO_PASSWORD, address);
      expect(answer.status).toBe(200);
      return answer.body.data.access_token;
    };
    admin = await login('admin', '10.1.2.3');
    chenjing = await login('chenjing', '10.9.9.9');
    expect((await grant('zhangsan', 'Wrong@2026', '10.6.6.6')).status).toBe(426);
    expect((await grant('nosuchuser', 'Wrong@2026', '10.6.6.6')).status).toBe(426);
    const added = await api.post('/admin/addressBook/dept', { token: admin, json: { name: '审计部', parentId: TECH }, remoteAddress: '10.1.2.3', headers: { 'user-agent': BROWSER } });
    expect(added.status).toBe(200);
  });
  afterAll(() => api.close());

  it('records a login with the user, the company, the address and the browser', async () => {
    const [login] = await entries(admin, '&subject=login&action=login&username=admin');
    expect(login).toMatchObject({ userId: 1, username: 'admin', companyId: 1, address: '10.1.2.3', userAgent: BROWSER, subjectId: 'admin', summary: '密码登录成功' });
  });

  it('records a failed login with the account typed and no user, never the password', async () => {
    const failed = await entries(admin, '&action=loginFailed');
    expect(failed.map((e) => [e.username, e.userId, e.companyId, e.address])).toEqual([
      ['nosuchuser', null, null, '10.6.6.6'],
      ['zhangsan', null, null, '10.6.6.6'],
    ]);
    expect(JSON.stringify(failed)).not.toContain('Wrong@2026');
  });

  it('records a disabled account’s refused login once, under its name', async () => {
    expect((await grant('zhouba', DEMO_PASSWORD, '10.8.8.8')).status).toBe(403);
    const refused = await entries(admin, '&username=zhouba');
    expect(refused.map((e) => [e.action, e.summary])).toEqual([['loginFailed', '密码登录失败：您的账号已被禁用']]);
  });

  it('records a lockout', async () => {
    for (let i = 0; i < 3; i++) await grant('lisi', 'Wrong@2026', '10.7.7.7');
    expect((await grant('lisi', DEMO_PASSWORD, '10.7.7.7')).status).toBe(429);
    const locked = await entries(admin, '&action=locked&username=lisi');
    expect(locked).toHaveLength(2);
    expect(locked[0].summary).toMatch(/^登录被锁定：密码错误次数过多/);
  });

  it('records 添加机构 with what was added, field by field', async () => {
    const [added] = await entries(admin, '&subject=dept');
    expect(added).toMatchObject({ username: 'admin', companyId: 1, action: 'create', summary: '添加机构「审计部」（上级：融合科技有限公司）', address: '10.1.2.3', userAgent: BROWSER });
    expect(added.changes).toContainEqual({ field: 'name', from: null, to: '审计部' });
  });

  it('records the designer’s new process, draft delete and deploy', async () => {
    const body = { processDefinitionKey: 'audit_flow', processName: '审计流程', bpmnData: SampleDiagrams.valid('audit_flow', '审计流程') };
    expect((await api.post('/workflow/processDef/draft', { token: admin, json: body })).status).toBe(200);
    expect((await api.post('/workflow/processDef/draft', { token: admin, json: body })).status).toBe(200);
    expect((await api.post('/workflow/processDef/draft/delete', { token: admin, json: { processDefinitionKey: 'audit_flow' } })).status).toBe(200);
    expect((await api.post('/workflow/processDef/deploy', { token: admin, json: body })).status).toBe(200);
    const process = await entries(admin, '&subject=process');
    expect(process.map((e) => [e.action, e.summary])).toEqual([
      ['deploy', '发布流程「审计流程」（audit_flow）第 1 版'],
      ['deleteDraft', '删除流程草稿（audit_flow）'],
      ['saveDraft', '保存流程草稿「审计流程」（audit_flow）'],
      ['create', '新建流程「审计流程」（audit_flow）并保存草稿'],
    ]);
  });

  it('shows a company administrator only the entries of her company', async () => {
    const seen = await entries(chenjing);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((e) => e.companyId === 2)).toBe(true);
    expect(seen.map((e) => e.username)).toContain('chenjing');
    expect(seen.some((e) => e.subject === 'dept' || e.action === 'loginFailed')).toBe(false);
  });

  it('searches by summary keyword, literally, and by time range, newest first', async () => {
    expect((await entries(admin, `&keyword=${encodeURIComponent('审计部')}`)).map((e) => e.subject)).toEqual(['dept']);
    expect(await entries(admin, `&keyword=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await entries(admin, `&endTime=${encodeURIComponent('2000-01-01 00:00:00')}`)).toEqual([]);
    const all = await entries(admin, `&beginTime=${encodeURIComponent('2000-01-01 00:00:00')}`);
    const times = all.map((e) => `${e.happenedAt}#${String(e.id).padStart(9, '0')}`);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages, and bounds the page size', async () => {
    const first = await page(admin, '&subject=login');
    const two = await api.get<EntryPage>('/admin/audit/page?size=2&current=2&subject=login', { token: admin });
    expect(two.body.data).toMatchObject({ current: 2, size: 2, total: first.body.data.total });
    expect(two.body.data.records.map((e) => e.id)).toEqual(first.body.data.records.slice(2, 4).map((e) => e.id));
    expect((await api.get('/admin/audit/page?size=101', { token: admin })).status).toBe(400);
    expect((await api.get('/admin/audit/page?beginTime=yesterday', { token: admin })).status).toBe(400);
  });

  it('records a logout', async () => {
    const token = (await api.login('wangwu')).access_token;
    expect((await api.post('/auth/token/logout', { token })).status).toBe(200);
    expect((await entries(admin, '&username=wangwu')).map((e) => e.action)).toEqual(['logout', 'login']);
  });
});
