import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../contracts/generated/admin.ts';
import { TestServer, testConfig } from '../TestServer.ts';

type MenuAdminItem = components['schemas']['MenuAdminItem'];
type MenuItem = components['schemas']['MenuItem'];

const flatten = (items: MenuAdminItem[]): MenuAdminItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

/** 管理后台 › 菜单管理 (issue 13): the top menu and the public navigation, the platform's own. */
describe('menus for administrators', () => {
  let api: TestServer;
  let admin: string;
  let chenjing: string;
  let zhangsan: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const auditRows = () => (api.server.database.db as any).selectFrom('audit_log').selectAll().where('subject', '=', 'menu').orderBy('id').execute();
  const tree = async (menuType: 'front' | 'portal', token = admin) => (await api.get<MenuAdminItem[]>(`/admin/menu/admin/tree?menuType=${menuType}`, { token })).body.data;
  const create = (json: Record<string, unknown>, token = admin) =>
    api.post<MenuAdminItem>('/admin/menu/admin', { token, json: { menuType: 'portal', parentId: 0, sort: 50, ifShow: '0', linkType: '0', ...json } });
  const update = (id: number, json: Record<string, unknown>, token = admin) => api.request<MenuAdminItem>('PUT', `/admin/menu/admin/${id}`, { token, json });

  beforeAll(async () => {
    api = await TestServer.start({ config: testConfig() });
    [admin, chenjing, zhangsan] = await Promise.all(['admin', 'chenjing', 'zhangsan'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('shows administrators each menu whole, hidden and permission-bound items too, in display order', async () => {
    const front = flatten(await tree('front'));
    expect(front.some((item) => item.permission !== null || item.ifShow === '1' || item.children.length > 0)).toBe(true);
    const portal = await tree('portal');
    expect(portal.map((item) => item.sort)).toEqual([...portal.map((item) => item.sort)].sort((a, b) => a - b));
    expect(portal.every((item) => item.menuType === 'portal' && item.parentId === 0)).toBe(true);
    expect((await tree('portal', chenjing)).length).toBe(portal.length);
    expect((await api.get('/admin/menu/admin/tree?menuType=portal', { token: zhangsan })).status).toBe(403);
    expect((await api.get('/admin/menu/admin/tree?menuType=side', { token: admin })).status).toBe(400);
  });

  it('adds a navigation item visitors see at once, changes and moves it, then deletes it — each change audited', async () => {
    const before = (await auditRows()).length;
    const created = await create({ name: 'careers', label: ' 招聘信息 ', path: '/news', sort: 90 });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'careers', label: '招聘信息', path: '/news', parentId: 0, menuType: 'portal', children: [] });
    const id = created.body.data.id;
    const visitor = async () => (await api.get<MenuItem[]>('/admin/menu/front/getUserMenuNotToken')).body.data;
    expect((await visitor()).map((item) => item.label)).toContain('招聘信息');

    const group = (await tree('portal')).find((item) => item.children.length > 0)!;
    const moved = await update(id, { parentId: group.id, name: 'careers', label: '人才招聘', path: 'https://jobs.example.com/ronghe', sort: 9, ifShow: '0', linkType: '1', icon: 'TeamOutlined', permission: null });
    expect(moved.body.data).toMatchObject({ parentId: group.id, label: '人才招聘', linkType: '1', icon: 'TeamOutlined' });
    const underGroup = (await visitor()).find((item) => item.id === group.id)!;
    expect((underGroup.children ?? []).map((item) => item.label)).toContain('人才招聘');

    expect((await api.request('DELETE', `/admin/menu/admin/${group.id}`, { token: admin })).body).toMatchObject({ code: 400, msg: '请先删除子菜单' });
    expect((await api.request('DELETE', `/admin/menu/admin/${id}`, { token: admin })).body).toMatchObject({ code: 0, data: true });
    expect(flatten(await tree('portal')).some((item) => item.id === id)).toBe(false);

    const rows = (await auditRows()).slice(before);
    expect(rows.map((row: { action: string; summary: string }) => [row.action, row.summary])).toEqual([
      ['create', '新增门户导航「招聘信息」'],
      ['update', '修改门户导航「人才招聘」'],
      ['delete', '删除门户导航「人才招聘」'],
    ]);
    expect(JSON.parse(rows[1].changes)).toMatchObject({ label: { from: '招聘信息', to: '人才招聘' }, link_type: { from: '0', to: '1' }, parent_id: { from: 0, to: group.id } });
  });

  it('refuses what would break a menu, in Chinese, and writes nothing', async () => {
    const before = (await auditRows()).length;
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: 'x1', label: '   ', path: '/news' }, '请输入菜单名称'],
      [{ name: 'x2', label: '外站', path: 'news' }, '站内地址应以 / 开头，且不含空格'],
      [{ name: 'x3', label: '外站', path: '//evil.example.com' }, '站内地址应以 / 开头，且不含空格'],
      [{ name: 'x4', label: '外站', path: 'javascript:alert(1)', linkType: '1' }, '外部链接应为 http:// 或 https:// 开头的地址'],
      [{ name: 'x5', label: '外站', path: '/news', icon: 'constructor' }, '图标不存在'],
      [{ name: 'portalHome', label: '首页二', path: '/' }, '菜单标识已存在'],
      [{ name: 'x6', label: '孤儿', path: '/news', parentId: 999999 }, '上级菜单不存在'],
      [{ name: '1abc', label: '数字', path: '/news' }, '菜单标识以字母开头，只能包含字母、数字、下划线和连字符'],
      [{ name: 'x7', label: '权限', path: '/news', permission: 'DROP TABLE' }, '权限标识只能包含小写字母、数字和下划线，且以字母开头'],
      [{ name: 'x7b', label: '权限', path: '/news', permission: 'no_such_permission' }, '权限标识不存在'],
      [{ name: 'x8', label: '长'.repeat(21), path: '/news' }, '菜单名称长度限制为1-20'],
    ];
    for (const [json, msg] of refusals) expect((await create(json)).body, JSON.stringify(json)).toMatchObject({ code: 400, msg });

    // A top-menu item may not join the public navigation's tree, nor go under itself.
    const frontGroup = (await tree('front')).find((item) => item.children.length > 0)!;
    expect((await create({ name: 'x9', label: '错位', path: '/news', parentId: frontGroup.id })).body).toMatchObject({ code: 400, msg: '上级菜单不在同一菜单中' });
    const child = frontGroup.children[0];
    const edit = { parentId: child.id, name: frontGroup.name, label: frontGroup.label, path: frontGroup.path, sort: frontGroup.sort, ifShow: frontGroup.ifShow, linkType: frontGroup.linkType };
    expect((await update(frontGroup.id, edit)).body).toMatchObject({ code: 400, msg: '不能移动到自身或其下级菜单下' });

    // Three levels at most.
    const one = (await create({ name: 'levelOne', label: '一级', path: '/a' })).body.data;
    const two = (await create({ name: 'levelTwo', label: '二级', path: '/a/b', parentId: one.id })).body.data;
    const three = (await create({ name: 'levelThree', label: '三级', path: '/a/b/c', parentId: two.id })).body.data;
    expect((await create({ name: 'levelFour', label: '四级', path: '/a/b/c/d', parentId: three.id })).body).toMatchObject({ code: 400, msg: '菜单最多3级' });
    // Nor by moving a two-level branch under a second-level item.
    const other = (await create({ name: 'otherOne', label: '另一', path: '/o' })).body.data;
    const otherTwo = (await create({ name: 'otherTwo', label: '另二', path: '/o/t', parentId: other.id })).body.data;
    expect((await update(one.id, { parentId: otherTwo.id, name: 'levelOne', label: '一级', path: '/a', sort: 50, ifShow: '0', linkType: '0' })).body).toMatchObject({ code: 400, msg: '菜单最多3级' });
    expect((await auditRows()).length).toBe(before + 5);
  });

  it('lets only the platform administrator change a menu; a company administrator and staff are refused', async () => {
    const json = { name: 'chenjingItem', label: '陈静的', path: '/news' };
    expect((await create(json, chenjing)).status).toBe(403);
    expect((await create(json, zhangsan)).status).toBe(403);
    expect((await api.request('DELETE', '/admin/menu/admin/101', { token: chenjing })).status).toBe(403);
    expect(flatten(await tree('portal')).some((item) => item.name === 'chenjingItem')).toBe(false);
  });

  it('keeps a menu to 200 items', async () => {
    const db = api.server.database.db;
    const { n } = await db.selectFrom('menu').select((eb) => eb.fn.countAll<number>().as('n')).where('menu_type', '=', 'portal').executeTakeFirstOrThrow();
    const rows = Array.from({ length: 200 - Number(n) }, (_, i) => ({ parent_id: 0, name: `bulk${i}`, label: `批量${i}`, path: '/news', sort: 100 + i, keep_alive: 0, if_show: '0', link_type: '0', menu_type: 'portal' }));
    if (rows.length > 0) await db.insertInto('menu').values(rows).execute();
    expect((await create({ name: 'oneTooMany', label: '多余', path: '/news' })).body).toMatchObject({ code: 400, msg: '每个菜单最多200项' });
  });
});
