import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './TestServer.ts';
import { DeployErrorCodes } from '../../contracts/bpmn/DeployErrorCodes.ts';

interface Counters {
  msg: number;
  todo: number;
  complete: number;
  create: number;
  copy: number;
}
interface Company {
  companyId: number;
  companyName: string;
  todoCount?: number;
}
interface MenuItem {
  name: string;
  label: string;
  path: string;
  linkType: string;
  ifShow: string;
  keepAlive: boolean;
  children: MenuItem[];
}
interface UserInfo {
  companyId: number;
  ifTeamAdmin: boolean;
  sysUser: { lastLoginTeam: number | null; chineseName: string };
  sysPublicParamDTO: { remindFlag: string; passValidDay: number; betweenUpdatePassDay: number };
}

describe('the logged-in portal', () => {
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;

  beforeAll(async () => {
    api = await TestServer.start();
    zhangsan = (await api.login('zhangsan')).access_token;
    lisi = (await api.login('lisi')).access_token;
  });
  afterAll(() => api.close());

  it('counts 张三’s unread messages, and his 待办, 已办 and 我发起的 in his company', async () => {
    const count = await api.get<Counters>('/admin/home/front/count', { token: zhangsan });
    // Three open to-dos of type 2, nothing handled yet, the demo's two contracts and one reimbursement.
    expect(count.body.data).toEqual({ msg: 3, todo: 3, complete: 0, create: 3, copy: 0 });
    const bell = await api.get<Counters>('/admin/home/front/msgCount', { token: zhangsan });
    expect(bell.body.data).toEqual(count.body.data);
  });

  it('counts 李四’s own numbers, not 张三’s', async () => {
    const count = await api.get<Counters>('/admin/home/front/count', { token: lisi });
    // The contract and the reimbursement waiting at him and two to-dos (types 2 and 3); four demo approvals
    // (three contracts, 吴九's reimbursement), a message for each task that reached him; no process of his own.
    expect(count.body.data).toEqual({ msg: 8, todo: 4, complete: 4, create: 0, copy: 0 });
  });

  it('follows the counters when a message is read', async () => {
    await api.server.database.db.updateTable('message').set({ read_status: 1 }).where('id', '=', 1).execute();
    try {
      const count = await api.get<Counters>('/admin/home/front/count', { token: zhangsan });
      expect(count.body.data.msg).toBe(2);
    } finally {
      await api.server.database.db.updateTable('message').set({ read_status: 0 }).where('id', '=', 1).execute();
    }
  });

  it('serves the top menu as a tree, with the disk as a link', async () => {
    const menu = await api.get<MenuItem[]>('/admin/menu/front/getUserMenu', { token: zhangsan });
    const labels = menu.body.data.map((m) => m.label);
    expect(labels).toEqual(['首页', '工作台', '流程中心', '通讯录', '消息中心', '日程管理', '网盘']);
    expect(menu.body.data.find((m) => m.label === '流程中心')!.children.map((c) => c.path)).toEqual([
      '/process/todo',
      '/process/done',
      '/process/my',
      '/process/copied',
      '/process/create',
    ]);
    expect(menu.body.data.find((m) => m.name === 'eipdisk')).toMatchObject({ path: '/microdisk/index', linkType: '0', ifShow: '0' });
    expect(menu.body.data[0].keepAlive).toBe(true);
  });

  it('serves the public navigation without a token', async () => {
    const menu = await api.get<MenuItem[]>('/admin/menu/front/getUserMenuNotToken');
    expect(menu.body.data.map((m) => m.path)).toContain('/news');
    expect(menu.body.data.find((m) => m.path === '/partyBuild')!.children).toHaveLength(3);
  });

  it('serves the platform settings before login', async () => {
    const settings = await api.get<Record<string, string | null>>('/admin/enterpriseSetting/select');
    expect(settings.body.data).toMatchObject({ loginApplicationName: '融合平台', browserFrontTitle: '融合平台' });
    expect(settings.body.data.copyrightBottomInfo).toContain('融合科技有限公司');
  });

  it('serves the deploy error codes the designer shows', async () => {
    const dict = await api.get<{ label: string; value: string }[]>('/admin/dict/type/workflow_deploy_err_code', { token: zhangsan });
    // One source: the dictionary is seeded from the deploy rules' own code table.
    expect(dict.body.data).toEqual(DeployErrorCodes.map(({ code, label }) => ({ value: code, label })));
    expect(dict.body.data.map((d) => d.label)).toContain('办理人设置不能为空');
    const unknown = await api.get<unknown[]>('/admin/dict/type/no_such_dict', { token: zhangsan });
    expect(unknown.body.data).toEqual([]);
  });

  it('serves the personal portals and the back-end address', async () => {
    const doors = await api.get<{ id: number; doorName: string }[]>('/admin/door/getDoorList', { token: zhangsan });
    expect(doors.body.data.map((d) => d.doorName)).toContain('默认门户');
    const backend = await api.get<string>('/admin/jump/backed', { token: zhangsan });
    expect(typeof backend.body.data).toBe('string');
  });

  it('tells whether the password reminder applies', async () => {
    const info = await api.get<UserInfo>('/admin/user/info', { token: zhangsan });
    expect(info.body.data.sysPublicParamDTO).toEqual({ remindFlag: '1', passValidDay: 90, betweenUpdatePassDay: 0 });
  });

  it('serves the public site’s recommended news (newest first) and books', async () => {
    const news = await api.get<{ title: string; publishTime: string }[]>('/website/newsinformation/recom/list');
    expect(news.body.data.length).toBeGreaterThanOrEqual(3);
    const times = news.body.data.map((n) => n.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const books = await api.get<{ bookName: string }[]>('/website/bookpublish/recommend/list');
    expect(books.body.data.map((b) => b.bookName)).toContain('流程管理实务');
  });
});

describe('companies', () => {
  let api: TestServer;
  let sunqi: string;

  beforeAll(async () => {
    api = await TestServer.start();
    sunqi = (await api.login('sunqi')).access_token;
  });
  afterAll(() => api.close());

  it('lists 孙七’s two companies with his open to-dos in each', async () => {
    const list = await api.get<Company[]>('/admin/addressBook/dept/companysAndTodo', { token: sunqi });
    expect(list.body.data).toEqual([
      { companyId: 1, companyName: '融合科技有限公司', todoCount: 1 },
      { companyId: 2, companyName: '融合教育集团', todoCount: 2 },
    ]);
  });

  it('switches 孙七’s session to 融合教育集团 and remembers it for the next login', async () => {
    const switched = await api.post<UserInfo>('/admin/addressBook/dept/changeCompany', { token: sunqi, json: { companyId: 2 } });
    expect(switched.status).toBe(200);
    expect(switched.body.data.companyId).toBe(2);
    const info = await api.get<UserInfo>('/admin/user/info', { token: sunqi });
    expect(info.body.data.companyId).toBe(2);
    expect(info.body.data.sysUser.lastLoginTeam).toBe(2);
    const count = await api.get<Counters>('/admin/home/front/count', { token: sunqi });
    expect(count.body.data).toMatchObject({ msg: 1, todo: 2 });

    const again = (await api.login('sunqi')).access_token;
    expect((await api.get<UserInfo>('/admin/user/info', { token: again })).body.data.companyId).toBe(2);
    await api.post('/admin/addressBook/dept/changeCompany', { token: sunqi, json: { companyId: 1 } });
  });

  it('refuses a switch to a company 张三 does not belong to', async () => {
    const zhangsan = (await api.login('zhangsan')).access_token;
    const answer = await api.post('/admin/addressBook/dept/changeCompany', { token: zhangsan, json: { companyId: 2 } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, msg: '当前操作没有权限', data: null });
  });

  it('honours the companyId header for a company of the user, per call', async () => {
    const count = await api.get<Counters>('/admin/home/front/count', { token: sunqi, headers: { companyId: '2' } });
    expect(count.body.data).toMatchObject({ msg: 1, todo: 2 });
    const info = await api.get<UserInfo>('/admin/user/info', { token: sunqi, headers: { companyId: '1' } });
    expect(info.body.data.companyId).toBe(1);
  });

  it('refuses a companyId header naming a foreign company with 403', async () => {
    const zhangsan = (await api.login('zhangsan')).access_token;
    const answer = await api.get('/admin/home/front/count', { token: zhangsan, headers: { companyId: '2' } });
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe('当前操作没有权限');
  });

  it('accepts and ignores TENANT-ID, and a companyId the browser has not set yet', async () => {
    const answer = await api.get('/admin/home/front/count', { token: sunqi, headers: { 'TENANT-ID': '1', companyId: 'undefined' } });
    expect(answer.status).toBe(200);
  });

  it('lists every company publicly, and the caller’s own companies', async () => {
    const open = await api.get<Company[]>('/admin/addressBook/dept/open/listCompanys');
    expect(open.body.data.map((c) => c.companyName)).toEqual(['融合科技有限公司', '融合教育集团']);
    const mine = await api.get<Company[]>('/admin/addressBook/dept/companys', { token: sunqi });
    expect(mine.body.data).toHaveLength(2);
  });
});

describe('the address book', () => {
  let api: TestServer;
  let zhangsan: string;
  let admin: string;

  interface DeptNode {
    id: number;
    deptId: number;
    name: string;
    level: number;
    ifUpdateUser: boolean;
    children: DeptNode[];
  }
  const depth = (nodes: DeptNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0);

  beforeAll(async () => {
    api = await TestServer.start();
    zhangsan = (await api.login('zhangsan')).access_token;
    admin = (await api.login('admin')).access_token;
  });
  afterAll(() => api.close());

  it('shows the company at the root with departments three levels deep', async () => {
    const tree = await api.get<DeptNode[]>('/admin/addressBook/dept/treeSelect/', { token: zhangsan });
    expect(tree.body.data).toHaveLength(1);
    const company = tree.body.data[0];
    expect(company).toMatchObject({ id: 1, deptId: 1, name: '融合科技有限公司', level: 2, ifUpdateUser: false });
    expect(depth(company.children)).toBe(3);
    expect(company.children.every((d) => d.level === 3)).toBe(true);
  });

  it('filters the tree by name, keeping the ancestors', async () => {
    const tree = await api.get<DeptNode[]>('/admin/addressBook/dept/treeSelect/?name=前端', { token: zhangsan });
    expect(tree.body.data[0].children.map((d) => d.name)).toEqual(['技术中心']);
    expect(tree.body.data[0].children[0].children[0].children.map((d) => d.name)).toEqual(['前端组']);
  });

  it('lets only editors see the editable tree', async () => {
    expect((await api.get<DeptNode[]>('/admin/addressBook/dept/treeSelect/?onlyEdit=true', { token: zhangsan })).body.data).toEqual([]);
    const forAdmin = await api.get<DeptNode[]>('/admin/addressBook/dept/treeSelect/?onlyEdit=true', { token: admin });
    expect(forAdmin.body.data[0].ifUpdateUser).toBe(true);
  });

  it('pages the active members of the company, leaving out the disabled 周八', async () => {
    const page = await api.get<{ records: { username: string }[]; total: number; size: number }>('/admin/addressBook/user/fullList?current=1&size=5', { token: zhangsan });
    expect(page.body.data.total).toBe(10);
    expect(page.body.data.records).toHaveLength(5);
    const all = await api.get<{ records: { username: string }[] }>('/admin/addressBook/user/fullList?size=50', { token: zhangsan });
    expect(all.body.data.records.map((r) => r.username)).not.toContain('zhouba');
  });

  it('finds members by name and by department subtree', async () => {
    const byName = await api.get<{ records: { chineseName: string; deptName: string }[] }>(`/admin/addressBook/user/fullList?keyword=${encodeURIComponent('张')}`, { token: zhangsan });
    expect(byName.body.data.records).toEqual([expect.objectContaining({ chineseName: '张三', deptName: '前端组' })]);
    const rd = await api.get<{ records: { username: string }[] }>('/admin/addressBook/user/fullList?deptId=13', { token: zhangsan });
    expect(rd.body.data.records.map((r) => r.username).sort()).toEqual(['lisi', 'wujiu', 'zhangsan']);
  });

  it('refuses the members of a company the caller does not belong to', async () => {
    const answer = await api.get('/admin/addressBook/user/fullList?deptId=21', { token: zhangsan });
    expect(answer.status).toBe(403);
  });

  it('rejects a page number that is not a number', async () => {
    const answer = await api.get('/admin/addressBook/user/fullList?current=abc', { token: zhangsan });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('页码应为整数');
  });

  it('serves the tag tree of the current company', async () => {
    const tags = await api.get<{ tagName: string; level: number; tagList: { tagName: string }[] }[]>('/admin/tag/tree', { token: zhangsan });
    expect(tags.body.data.map((t) => t.tagName)).toEqual(['项目组', '兴趣小组']);
    expect(tags.body.data[0]).toMatchObject({ level: 1 });
    expect(tags.body.data[0].tagList.map((t) => t.tagName)).toEqual(['融合门户项目', '流程引擎项目']);
  });

  it('serves the roles to administrators only', async () => {
    const roles = await api.get<{ records: { roleId: number; roleName: string }[]; total: number }>('/admin/role/page', { token: admin });
    expect(roles.body).toMatchObject({ code: 0 });
    expect(roles.body.data.records.find((r) => r.roleId === 3)?.roleName).toBe('系统管理员');
    expect(roles.body.data.total).toBe(5);
    // The designer's role list asks for everything at once (spec part 3: size 99999).
    const whole = await api.get<{ total: number }>('/admin/role/page?current=1&size=99999', { token: admin });
    expect(whole.body).toMatchObject({ code: 0, data: { total: 5 } });
    const refused = await api.get('/admin/role/page', { token: zhangsan });
    expect(refused.status).toBe(403);
  });
});
