import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../TestServer.ts';

interface Notice {
  id: number;
  title: string;
  content: string;
  createBy: string | null;
  createTime: string;
}
interface NoticePage {
  records: Notice[];
  total: number;
  current: number;
  size: number;
}

/** 通知公告 (issue 26 item 17): published in 管理后台 by a company's administrator, listed and read by its staff. */
describe('通知公告', () => {
  let api: TestServer;
  let admin: string;
  let zhangsan: string;
  let chenjing: string;

  beforeAll(async () => {
    api = await TestServer.start();
    [admin, zhangsan, chenjing] = await Promise.all(['admin', 'zhangsan', 'chenjing'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api?.close());

  it('lists the demo company’s notices newest first, and opens one', async () => {
    const list = await api.get<NoticePage>('/admin/noticeAnnouncement/list', { token: zhangsan });
    expect(list.status).toBe(200);
    const times = list.body.data.records.map((n) => n.createTime);
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort().reverse()).toEqual(times);
    const first = list.body.data.records[0]!;
    const detail = await api.get<Notice>(`/admin/ocp/notice/${first.id}`, { token: zhangsan });
    expect(detail.body.data).toEqual(first);
  });

  it('publishes a notice its staff see first, under the publisher’s name, and no other company sees', async () => {
    const published = await api.post<Notice>('/admin/noticeAnnouncement', { token: admin, json: { title: '  周五下午全员大会  ', content: '地点：三楼大会议室' } });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ title: '周五下午全员大会', content: '地点：三楼大会议室', createBy: '系统管理员' });
    const staff = await api.get<NoticePage>('/admin/noticeAnnouncement/list?pageNumber=1&pageSize=2', { token: zhangsan });
    expect(staff.body.data.records[0]!.id).toBe(published.body.data.id);
    expect(staff.body.data.records).toHaveLength(2);
    expect(staff.body.data).toMatchObject({ current: 1, size: 2 });

    const other = await api.get<NoticePage>('/admin/noticeAnnouncement/list', { token: chenjing });
    expect(other.body.data.records.map((n) => n.id)).not.toContain(published.body.data.id);
    expect((await api.get(`/admin/ocp/notice/${published.body.data.id}`, { token: chenjing })).status).toBe(404);
  });

  it('lets only administrators publish or withdraw, and refuses a blank title', async () => {
    expect((await api.post('/admin/noticeAnnouncement', { token: zhangsan, json: { title: '张三的公告', content: '不行' } })).status).toBe(403);
    const blank = await api.post<null>('/admin/noticeAnnouncement', { token: admin, json: { title: '   ', content: '内容' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ msg: '请输入公告标题' });

    const notice = (await api.post<Notice>('/admin/noticeAnnouncement', { token: admin, json: { title: '将撤回的公告', content: '发错了' } })).body.data;
    expect((await api.request('DELETE', `/admin/noticeAnnouncement/${notice.id}`, { token: zhangsan })).status).toBe(403);
    expect((await api.request('DELETE', `/admin/noticeAnnouncement/${notice.id}`, { token: chenjing })).status).toBe(404);
    expect((await api.request('DELETE', `/admin/noticeAnnouncement/${notice.id}`, { token: admin })).status).toBe(200);
    expect((await api.get(`/admin/ocp/notice/${notice.id}`, { token: zhangsan })).status).toBe(404);
  });
});

describe('部门详情 and 按账号查询用户信息 (issue 26 item 17)', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await TestServer.start();
  });
  afterAll(() => api?.close());

  it('answers a department of the caller’s company without its children, and 404 for another company’s', async () => {
    const zhangsan = (await api.login('zhangsan')).access_token;
    const tree = await api.get<{ id: number; children: { id: number; name: string }[] }[]>('/admin/addressBook/dept/treeSelect/', { token: zhangsan });
    const dept = tree.body.data[0]!.children[0]!;
    const detail = await api.get<Record<string, unknown>>(`/admin/addressBook/dept/${dept.id}`, { token: zhangsan });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: dept.id, deptId: dept.id, name: dept.name, level: 3, parentId: tree.body.data[0]!.id });
    expect(detail.body.data).not.toHaveProperty('children');
    const chenjing = (await api.login('chenjing')).access_token;
    expect((await api.get(`/admin/addressBook/dept/${dept.id}`, { token: chenjing })).status).toBe(404);
  });

  it('gives an administrator a member’s user info by account, and not someone outside the company', async () => {
    const admin = (await api.login('admin')).access_token;
    const info = await api.get<{ sysUser: { username: string }; companyId: number }>('/admin/user/info/zhangsan', { token: admin });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ sysUser: { username: 'zhangsan' }, companyId: 1 });
    expect((await api.get('/admin/user/info/nobody_here', { token: admin })).status).toBe(404);
    const chenjing = (await api.login('chenjing')).access_token;
    expect((await api.get('/admin/user/info/zhangsan', { token: chenjing })).status).toBe(404);
  });
});
