import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../../tests/integration/TestServer.ts';

interface LayoutCache {
  data: { key: string; options: Record<string, unknown>[] } | null;
}

const columns = [
  { dataIndex: 'todoTitle', title: '标题', width: 240, fixed: 'left' },
  { dataIndex: 'createTime', title: '创建时间', hidden: true },
  { dataIndex: 'operation', title: '操作', fixed: 'right', align: 'center' },
];

describe('saved table layouts (/admin/cache/tableRowRedis)', () => {
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;

  beforeAll(async () => {
    api = await TestServer.start();
    zhangsan = (await api.login('zhangsan')).access_token;
    lisi = (await api.login('lisi')).access_token;
  });
  afterAll(() => api.close());

  it('answers {data: null} for a key never saved', async () => {
    const answer = await api.get<LayoutCache>('/admin/cache/tableRowRedis?md5=table:options:2:never', { token: zhangsan });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ data: null });
  });

  it('gives back what was saved, Chinese titles and all, and replaces it on the next save', async () => {
    const md5 = 'table:options:2:1a2b3c4d';
    const saved = await api.post<boolean>('/admin/cache/tableRowRedis', { token: zhangsan, json: { md5, condition: { key: 'todo-list', options: columns } } });
    expect(saved.body.data).toBe(true);
    expect((await api.get<LayoutCache>(`/admin/cache/tableRowRedis?md5=${encodeURIComponent(md5)}`, { token: zhangsan })).body.data).toEqual({
      data: { key: 'todo-list', options: columns },
    });
    const reordered = [columns[2], columns[0]];
    await api.post('/admin/cache/tableRowRedis', { token: zhangsan, json: { md5, condition: { key: 'todo-list', options: reordered } } });
    const answer = await api.get<LayoutCache>(`/admin/cache/tableRowRedis?md5=${encodeURIComponent(md5)}`, { token: zhangsan });
    expect(answer.body.data.data?.options).toEqual(reordered);
  });

  it('keeps each user’s layouts apart, even under the same key', async () => {
    const md5 = 'table:options:shared';
    await api.post('/admin/cache/tableRowRedis', { token: zhangsan, json: { md5, condition: { key: 'k', options: [columns[0]] } } });
    expect((await api.get<LayoutCache>(`/admin/cache/tableRowRedis?md5=${md5}`, { token: lisi })).body.data).toEqual({ data: null });
    await api.post('/admin/cache/tableRowRedis', { token: lisi, json: { md5, condition: { key: 'k', options: [columns[1]] } } });
    expect((await api.get<LayoutCache>(`/admin/cache/tableRowRedis?md5=${md5}`, { token: zhangsan })).body.data.data?.options).toEqual([columns[0]]);
    expect((await api.get<LayoutCache>(`/admin/cache/tableRowRedis?md5=${md5}`, { token: lisi })).body.data.data?.options).toEqual([columns[1]]);
  });

  it('refuses a body without its condition, an over-long key and a caller without a token', async () => {
    expect((await api.post('/admin/cache/tableRowRedis', { token: zhangsan, json: { md5: 'x' } })).status).toBe(400);
    const long = await api.post('/admin/cache/tableRowRedis', { token: zhangsan, json: { md5: 'x'.repeat(256), condition: { key: 'k', options: [] } } });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('表格设置的键不能超过 255 个字符');
    expect((await api.get('/admin/cache/tableRowRedis?md5=x')).status).toBe(401);
  });
});
