import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../TestServer.ts';

interface Message {
  id: number;
  msgTitle: string;
  msgType: number;
  readStatus: boolean;
  createTime: string;
  applicationId: number | null;
  openMode: number;
}
interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

const TECH = 1;
const EDU = 2;
const ZHANGSAN = 2;

describe('the message endpoints', () => {
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;
  let sunqi: string;

  const page = (token: string, query = '', headers: Record<string, string> = {}) =>
    api.get<Page<Message>>(`/admin/ocp/msg/page?current=1&size=9999${query}`, { token, headers });
  const stored = () =>
    api.server.database.db
      .selectFrom('message')
      .selectAll()
      .where('user_id', '=', ZHANGSAN)
      .where('company_id', '=', TECH)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .execute();

  beforeAll(async () => {
    api = await TestServer.start();
    [zhangsan, lisi, sunqi] = await Promise.all(['zhangsan', 'lisi', 'sunqi'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('lists the caller’s messages in the current company, newest first, with the bell’s filters', async () => {
    const all = await page(zhangsan);
    expect(all.status).toBe(200);
    const rows = await stored();
    expect(all.body.data.records.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    expect(all.body.data).toMatchObject({ total: rows.length, current: 1, size: 9999 });
    expect(all.body.data.records.find((m) => m.id === 1)).toMatchObject({ msgTitle: '关于2026年春节放假安排的通知', readStatus: false, applicationId: 100, openMode: 1 });

    const unread = await page(zhangsan, '&readStatus=false&msgType=1&msgType=2');
    expect(unread.body.data.records.map((m) => m.id)).toEqual(rows.filter((r) => r.read_status === 0).map((r) => r.id));
    const read = await page(zhangsan, '&readStatus=true');
    expect(read.body.data.records.every((m) => m.readStatus)).toBe(true);
    expect(read.body.data.records.map((m) => m.id)).toContain(4);
    expect((await page(zhangsan, '&msgType=2')).body.data.records).toEqual([]);
  });

  it('pages: size and current cut the list, total counts all', async () => {
    const rows = await stored();
    const second = await api.get<Page<Message>>('/admin/ocp/msg/page?current=2&size=2', { token: zhangsan });
    expect(second.body.data.records.map((m) => m.id)).toEqual(rows.slice(2, 4).map((r) => r.id));
    expect(second.body.data.total).toBe(rows.length);
  });

  it('follows the companyId header: 孙七 sees only the messages of the company he works in', async () => {
    const tech = await page(sunqi, '', { companyId: String(TECH) });
    const edu = await page(sunqi, '', { companyId: String(EDU) });
    expect(tech.body.data.records.map((m) => m.msgTitle)).toContain('员工入职手续提醒');
    expect(edu.body.data.records.map((m) => m.msgTitle)).toEqual(['集团年度工作会议通知']);
  });

  it('reads one message; another user’s message is not found and stays unread', async () => {
    expect((await api.post<boolean>('/admin/ocp/msg/read/2', { token: zhangsan })).body.data).toBe(true);
    expect((await page(zhangsan)).body.data.records.find((m) => m.id === 2)?.readStatus).toBe(true);
    const foreign = await api.post('/admin/ocp/msg/read/1', { token: lisi });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('消息不存在');
    expect((await page(zhangsan)).body.data.records.find((m) => m.id === 1)?.readStatus).toBe(false);
  });

  it('opens a message’s detail and reads it by doing so', async () => {
    const detail = await api.get<Message>('/admin/ocp/msg/readAndGetDetail/3', { token: zhangsan });
    expect(detail.body.data).toMatchObject({ id: 3, msgTitle: '信息安全培训报名', readStatus: true, openMode: 2 });
    const row = await api.server.database.db.selectFrom('message').select('read_status').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(row.read_status).toBe(1);
    expect((await api.get('/admin/ocp/msg/readAndGetDetail/3', { token: lisi })).status).toBe(404);
  });

  it('deletes a message with 删除成功; it is gone from the lists and cannot be deleted twice', async () => {
    const answer = await api.post<boolean>('/admin/ocp/msg/delete/4', { token: zhangsan });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, msg: '删除成功', data: true });
    expect((await page(zhangsan)).body.data.records.map((m) => m.id)).not.toContain(4);
    expect((await api.post('/admin/ocp/msg/delete/4', { token: zhangsan })).status).toBe(404);
    expect((await api.get('/admin/ocp/msg/readAndGetDetail/4', { token: zhangsan })).status).toBe(404);
    expect((await api.post('/admin/ocp/msg/delete/5', { token: zhangsan })).status).toBe(404);
  });

  it('reads everything of the current company at once, leaving the other company’s unread', async () => {
    expect((await api.post<boolean>('/admin/ocp/msg/batchRead', { token: sunqi, headers: { companyId: String(TECH) } })).body.data).toBe(true);
    expect((await page(sunqi, '&readStatus=false', { companyId: String(TECH) })).body.data.records).toEqual([]);
    expect((await page(sunqi, '&readStatus=false', { companyId: String(EDU) })).body.data.records).toHaveLength(1);
    const counters = await api.get<{ msg: number }>('/admin/home/front/msgCount', { token: sunqi, headers: { companyId: String(TECH) } });
    expect(counters.body.data.msg).toBe(0);
  });

  it('refuses a caller without a token and an id that is not a number', async () => {
    expect((await api.get('/admin/ocp/msg/page')).status).toBe(401);
    expect((await api.post('/admin/ocp/msg/read/abc', { token: zhangsan })).status).toBe(400);
  });
});
