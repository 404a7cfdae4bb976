import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SampleDiagrams } from '../../../cli/testing/SampleDiagrams.ts';
import { TestServer } from '../TestServer.ts';

interface App {
  id: number;
  applicationName: string;
  groupName: string | null;
  linkType: '0' | '1';
  url: string | null;
  sort: number;
  commonUse: boolean;
}
interface Submodule {
  id: number;
  name: string;
  groupName: string | null;
  procDefKey: string | null;
  formRouter: string | null;
  url: string | null;
  sort: number;
  commonUse: boolean;
}
interface MenuItem {
  name: string;
  path: string;
  children?: MenuItem[];
}

const EDU = 2;

describe('the workbench endpoints (application.yaml)', () => {
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;
  let chenjing: string;
  let sunqi: string;

  const apps = async (token: string, query = '', headers: Record<string, string> = {}) => {
    const answer = await api.get<App[]>(`/application/appIns/list${query}`, { token, headers });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const submodules = async (token: string, query = '') => {
    const answer = await api.get<Submodule[]>(`/application/submodule/centerList${query}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const idOf = (list: { id: number; applicationName?: string; name?: string }[], name: string) => list.find((item) => (item.applicationName ?? item.name) === name)!.id;

  beforeAll(async () => {
    api = await TestServer.start();
    [zhangsan, lisi, chenjing, sunqi] = await Promise.all(['zhangsan', 'lisi', 'chenjing', 'sunqi'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('lists the current company’s applications with group, icon and link type, and finds them by name', async () => {
    const list = await apps(zhangsan);
    expect(list.map((app) => app.applicationName)).toEqual(['发起审批', '消息中心', '会议室预订', '通讯录', '企业网盘', '员工手册', '费用报销', '电子发票']);
    expect(list[0]).toMatchObject({ groupName: '行政办公', linkType: '0', url: '/process/create', sort: 1, commonUse: false });
    expect(list.find((app) => app.applicationName === '电子发票')).toMatchObject({ groupName: '财务', linkType: '1' });
    // Every demo application opens a page that exists (issue 26): the product's own, or a real outside one; 费用报销 our form.
    expect(list.find((app) => app.applicationName === '费用报销')).toMatchObject({ linkType: '0', url: '/process/create?procDefKey=reimbursement' });
    expect(list.filter((app) => /example\.com/.test(app.url ?? ''))).toEqual([]);
    expect((await apps(zhangsan, `?applicationName=${encodeURIComponent('通讯')}`)).map((app) => app.applicationName)).toEqual(['通讯录']);
    // 融合教育集团 has its own.
    expect((await apps(chenjing)).map((app) => app.applicationName)).toEqual(['智慧课堂', '通讯录']);
    expect((await apps(sunqi, '', { companyId: String(EDU) })).map((app) => app.applicationName)).toEqual(['智慧课堂', '通讯录']);
  });

  it('answers the address to open, and 404 for an unknown id or another company’s', async () => {
    const list = await apps(zhangsan);
    expect((await api.get<string>(`/application/appIns/trueUrl?appinsId=${idOf(list, '发起审批')}`, { token: zhangsan })).body.data).toBe('/process/create');
    expect((await api.get<string>(`/application/appIns/trueUrl?appinsId=${idOf(list, '电子发票')}`, { token: zhangsan })).body.data).toBe('https://inv-veri.chinatax.gov.cn/');
    const eduApp = idOf(await apps(chenjing), '智慧课堂');
    for (const id of [eduApp, 9999]) {
      const answer = await api.get(`/application/appIns/trueUrl?appinsId=${id}`, { token: zhangsan });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 404, data: null });
      expect(answer.body.msg).toContain(String(id));
    }
    expect((await api.get('/application/appIns/trueUrl?appinsId=abc', { token: zhangsan })).status).toBe(400);
  });

  it('answers a self-built application’s menu as a tree, an empty one for others, 404 across companies', async () => {
    const list = await apps(zhangsan);
    const menu = (await api.get<MenuItem[]>(`/application/appIns/selfAppMenu?appinsId=${idOf(list, '员工手册')}`, { token: zhangsan })).body.data;
    expect(menu.map((item) => item.name)).toEqual(['制度汇编', '新人指南']);
    expect(menu[0].children!.map((item) => item.name)).toEqual(['考勤制度', '报销制度']);
    expect((await api.get<MenuItem[]>(`/application/appIns/selfAppMenu?appinsId=${idOf(list, '通讯录')}`, { token: zhangsan })).body.data).toEqual([]);
    expect((await api.get(`/application/appIns/selfAppMenu?appinsId=${idOf(list, '员工手册')}`, { token: chenjing })).status).toBe(404);
  });

  it('keeps each user’s order of applications, and refuses ids the caller cannot see, twice or too many', async () => {
    const before = await apps(lisi);
    const ids = before.map((app) => app.id);
    const reordered = [ids[7], ids[0], ...ids.slice(1, 7)];
    expect((await api.post<boolean>('/application/appIns/changeSort', { token: lisi, json: { ids: reordered } })).body.data).toBe(true);
    const after = await apps(lisi);
    expect(after.map((app) => app.id)).toEqual(reordered);
    expect(after.map((app) => app.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Only 李四's: 张三 keeps the company's order.
    expect((await apps(zhangsan)).map((app) => app.id)).toEqual(ids);
    // A partial order: those left out follow in the company's order.
    await api.post('/application/appIns/changeSort', { token: lisi, json: { ids: [ids[2]] } });
    expect((await apps(lisi)).map((app) => app.id)).toEqual([ids[2], ...ids.filter((id) => id !== ids[2])]);

    const eduApp = idOf(await apps(chenjing), '智慧课堂');
    for (const body of [{ ids: [ids[0], eduApp] }, { ids: [ids[0], ids[0]] }, { ids: [] }, { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, [ids[0]]]) {
      const answer = await api.post('/application/appIns/changeSort', { token: lisi, json: body });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(400);
    }
    // Nothing of a refused order was written.
    expect((await apps(lisi)).map((app) => app.id)[0]).toBe(ids[2]);
  });

  it('marks and unmarks an application common for the caller only, 404 for another company’s', async () => {
    const id = idOf(await apps(zhangsan), '企业网盘');
    expect((await api.post<boolean>('/application/appCommonUse', { token: zhangsan, json: { appinsId: id, commonUse: true } })).body.data).toBe(true);
    expect((await apps(zhangsan)).find((app) => app.id === id)!.commonUse).toBe(true);
    expect((await apps(lisi)).find((app) => app.id === id)!.commonUse).toBe(false);
    await api.post('/application/appCommonUse', { token: zhangsan, json: { appinsId: id, commonUse: false } });
    expect((await apps(zhangsan)).find((app) => app.id === id)!.commonUse).toBe(false);
    expect((await api.post('/application/appCommonUse', { token: chenjing, json: { appinsId: id, commonUse: true } })).status).toBe(404);
    expect((await api.post('/application/appCommonUse', { token: zhangsan, json: { appinsId: id } })).status).toBe(400);
  });

  it('lists the company’s startable processes and function entries as submodules, grouped', async () => {
    const list = await submodules(zhangsan);
    expect(list.map((s) => [s.name, s.groupName])).toEqual([
      ['合同审批', '行政办公'],
      ['我的待办', '流程中心'],
      ['我发起的', '流程中心'],
      ['我的已办', '流程中心'],
      // Deployed by the reimbursement module's demo, after the seeded entries.
      ['费用报销审批', '其他流程'],
    ]);
    expect(list[0]).toMatchObject({ procDefKey: 'agreement', formRouter: 'AgreementForm', url: null });
    expect(list[1]).toMatchObject({ procDefKey: null, url: '/process/todo' });
    expect((await submodules(zhangsan, `?name=${encodeURIComponent('合同')}`)).map((s) => s.name)).toEqual(['合同审批']);
    // 融合教育集团's own contract approval has its own id.
    const edu = await submodules(chenjing);
    expect(edu.map((s) => s.name)).toEqual(['合同审批', '我的待办']);
    expect(edu[0].id).not.toBe(list[0].id);
  });

  it('keeps each user’s order and marks of submodules, refusing what the caller cannot see', async () => {
    const ids = (await submodules(lisi)).map((s) => s.id);
    await api.post('/application/submodule/changeSort', { token: lisi, json: { ids: [...ids].reverse() } });
    expect((await submodules(lisi)).map((s) => s.id)).toEqual([...ids].reverse());
    expect((await submodules(zhangsan)).map((s) => s.id)).toEqual(ids);
    const eduId = (await submodules(chenjing))[0].id;
    expect((await api.post('/application/submodule/changeSort', { token: lisi, json: { ids: [ids[0], eduId] } })).status).toBe(400);

    expect((await api.post<boolean>('/application/appCommonUse/submodule', { token: lisi, json: { submoduleId: ids[0], commonUse: true } })).body.data).toBe(true);
    expect((await submodules(lisi)).find((s) => s.id === ids[0])!.commonUse).toBe(true);
    expect((await submodules(zhangsan)).find((s) => s.id === ids[0])!.commonUse).toBe(false);
    expect((await api.post('/application/appCommonUse/submodule', { token: lisi, json: { submoduleId: eduId, commonUse: true } })).status).toBe(404);
    expect((await api.post('/application/appCommonUse/submodule', { token: lisi, json: { submoduleId: 9999, commonUse: true } })).status).toBe(404);
  });

  it('files a process deployed later under 其他流程, with one id for everyone, in its company only', async () => {
    const admin = (await api.login('admin')).access_token;
    const deployed = await api.post('/workflow/processDef/deploy', {
      token: admin,
      json: { processDefinitionKey: 'purchase', processName: '采购申请', bpmnData: SampleDiagrams.valid('purchase', '采购申请') },
    });
    expect(deployed.status).toBe(200);
    const forZhangsan = (await submodules(zhangsan)).find((s) => s.procDefKey === 'purchase');
    expect(forZhangsan).toMatchObject({ name: '采购申请', groupName: '其他流程' });
    expect((await submodules(lisi)).find((s) => s.procDefKey === 'purchase')!.id).toBe(forZhangsan!.id);
    expect((await submodules(chenjing)).some((s) => s.procDefKey === 'purchase')).toBe(false);
  });

  it('needs a login', async () => {
    expect((await api.get('/application/appIns/list')).status).toBe(401);
    expect((await api.get('/application/submodule/centerList')).status).toBe(401);
  });
});
