import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../../server/app/ServerModules.ts';
import { diskModule } from '../../../server/modules/disk/DiskModule.ts';
import { TestServer, testConfig } from '../TestServer.ts';

interface DiskItem {
  id: number;
  parentId: number;
  kind: 'folder' | 'file';
  name: string;
  size: number;
}

interface DiskListing {
  records: DiskItem[];
  total: number;
  path: { id: number; name: string }[];
  usage: { used: number; quota: number; fileMaxBytes: number };
}

/** Small limits, so the quota and the per-file limit are reached with a few bytes. */
const QUOTA = 2000;
const FILE_MAX = 1200;

function multipart(filename: string, content: Buffer | string): { payload: Buffer; contentType: string } {
  const boundary = `----ronghe${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, Buffer.from(content), tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('网盘 (disk.yaml)', () => {
  const config = testConfig();
  let api: TestServer;
  let zhangsan: string;
  let wangwu: string;
  let sunqi: string;

  const list = (token: string, query = '', headers: Record<string, string> = {}) => api.get<DiskListing>(`/admin/disk/items${query}`, { token, headers });
  const folder = (token: string, name: string, parentId = 0) => api.post<DiskItem>('/admin/disk/folder', { token, json: { parentId, name } });
  /** Uploads go around TestServer.request for binary bodies; the answer is still JSON. */
  const upload = async (token: string, filename: string, content: Buffer | string, query = '') => {
    const body = multipart(filename, content);
    const response = await api.server.app.inject({
      method: 'POST',
      url: `/admin/disk/upload${query}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: DiskItem } };
  };
  const download = (token: string, id: number) => api.server.app.inject({ method: 'GET', url: `/admin/disk/file/${id}?sysAuthorization=${encodeURIComponent(token)}` });
  const storedFiles = () => {
    try {
      return readdirSync(join(config.dataDir, 'files', 'disk'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    const modules = [...serverModules().filter((m) => m.id !== 'server-disk'), diskModule({ limits: { quotaBytes: QUOTA, fileMaxBytes: FILE_MAX } })];
    api = await TestServer.start({ config, modules });
    [zhangsan, wangwu, sunqi] = await Promise.all(['zhangsan', 'wangwu', 'sunqi'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('makes folders, uploads into them and gives back the same bytes', async () => {
    const docs = (await folder(zhangsan, '资料')).body.data;
    expect(docs).toMatchObject({ kind: 'folder', name: '资料', parentId: 0, size: 0 });
    const bytes = Buffer.from([0, 1, 2, 254, 255, 13, 10, ...Buffer.from('合同正文')]);
    const sent = await upload(zhangsan, '合同.bin', bytes, `?parentId=${docs.id}`);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ kind: 'file', name: '合同.bin', size: bytes.length, parentId: docs.id });
    const back = await download(zhangsan, sent.body.data.id);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(bytes)).toBe(true);
    expect(back.headers['content-type']).toBe('application/octet-stream');
    expect(decodeURIComponent(String(back.headers['content-disposition']).split("UTF-8''")[1])).toBe('合同.bin');

    const inside = await list(zhangsan, `?parentId=${docs.id}`);
    expect(inside.body.data.path).toEqual([{ id: docs.id, name: '资料' }]);
    expect(inside.body.data.records.map((r) => r.name)).toEqual(['合同.bin']);
    expect(inside.body.data.usage).toEqual({ used: bytes.length, quota: QUOTA, fileMaxBytes: FILE_MAX });
  });

  it('keeps a folder upload’s relative paths, making the folders on the way', async () => {
    const root = (await folder(zhangsan, '项目')).body.data;
    for (const path of ['报告/一月/a.txt', '报告/一月/b.txt', '报告/c.txt']) {
      const sent = await upload(zhangsan, path.split('/').pop()!, path, `?parentId=${root.id}&path=${encodeURIComponent(path)}`);
      expect(sent.status).toBe(200);
    }
    const report = (await list(zhangsan, `?parentId=${root.id}`)).body.data.records;
    expect(report.map((r) => [r.kind, r.name])).toEqual([['folder', '报告']]);
    const inReport = (await list(zhangsan, `?parentId=${report[0].id}`)).body.data;
    // Folders first, then files by name.
    expect(inReport.records.map((r) => r.name)).toEqual(['一月', 'c.txt']);
    expect(inReport.path.map((p) => p.name)).toEqual(['项目', '报告']);
  });

  it('refuses bad names and answers a clash with 409', async () => {
    for (const name of ['', '   ', 'a/b', 'a\\b', '..', '.', 'x\u0007y', '长'.repeat(256)]) {
      const answer = await folder(zhangsan, name);
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body.msg).toMatch(/名称/);
    }
    expect((await folder(zhangsan, '长'.repeat(255))).status).toBe(200);
    await folder(zhangsan, '重名');
    const clash = await folder(zhangsan, '重名');
    expect(clash.status).toBe(409);
    expect(clash.body.msg).toBe('当前文件夹中已有名为“重名”的文件或文件夹');
    const file = await upload(zhangsan, '重名', 'x');
    expect(file.status).toBe(409);
    const other = (await folder(zhangsan, '另一个')).body.data;
    const renamed = await api.post('/admin/disk/rename', { token: zhangsan, json: { id: other.id, name: '重名' } });
    expect(renamed.status).toBe(409);
  });

  it('sorts, searches within the folder and pages', async () => {
    const box = (await folder(zhangsan, '排序')).body.data;
    await upload(zhangsan, 'b.txt', 'bbbbbbbbbb', `?parentId=${box.id}`);
    await upload(zhangsan, 'a.txt', 'aaaaa', `?parentId=${box.id}`);
    await folder(zhangsan, 'z文件夹', box.id);
    const bySize = (await list(zhangsan, `?parentId=${box.id}&sort=size&order=desc`)).body.data.records.map((r) => r.name);
    expect(bySize).toEqual(['z文件夹', 'b.txt', 'a.txt']);
    const found = (await list(zhangsan, `?parentId=${box.id}&name=${encodeURIComponent('a.')}`)).body.data;
    expect(found.records.map((r) => r.name)).toEqual(['a.txt']);
    const paged = (await list(zhangsan, `?parentId=${box.id}&current=2&size=2`)).body.data;
    expect(paged.total).toBe(3);
    expect(paged.records.map((r) => r.name)).toEqual(['b.txt']);
    expect((await list(zhangsan, '?size=201')).status).toBe(400);
  });

  it('moves items, never into themselves, never deeper than 20 folders', async () => {
    const a = (await folder(zhangsan, '移动A')).body.data;
    const b = (await folder(zhangsan, '移动B', a.id)).body.data;
    expect((await api.post('/admin/disk/move', { token: zhangsan, json: { id: a.id, parentId: b.id } })).status).toBe(400);
    const moved = await api.post<DiskItem>('/admin/disk/move', { token: zhangsan, json: { id: b.id, parentId: 0 } });
    expect(moved.body.data.parentId).toBe(0);
    let parent = 0;
    for (let depth = 1; depth <= 20; depth += 1) parent = (await folder(zhangsan, `层${depth}`, parent)).body.data.id;
    const tooDeep = await folder(zhangsan, '层21', parent);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.msg).toBe('文件夹层级不能超过 20 层');
    expect((await api.post('/admin/disk/move', { token: zhangsan, json: { id: b.id, parentId: parent } })).status).toBe(400);
  });

  it('keeps everything its owner’s and its company’s: others get 404', async () => {
    const mine = (await folder(zhangsan, '私人')).body.data;
    const file = (await upload(zhangsan, '私人.txt', '秘密', `?parentId=${mine.id}`)).body.data;
    expect((await list(wangwu, `?parentId=${mine.id}`)).status).toBe(404);
    expect((await download(wangwu, file.id)).statusCode).toBe(404);
    expect((await api.post('/admin/disk/rename', { token: wangwu, json: { id: file.id, name: '拿走' } })).status).toBe(404);
    expect((await api.post('/admin/disk/delete', { token: wangwu, json: { id: mine.id, recursive: true } })).status).toBe(404);
    expect((await upload(wangwu, 'x.txt', 'x', `?parentId=${mine.id}`)).status).toBe(404);
    expect((await list(wangwu)).body.data.records).toEqual([]);
    // 孙七 is in both companies: each company's disk shows its own items only.
    const tech = (await folder(sunqi, '科技的')).body.data;
    expect((await list(sunqi, '', { companyId: '2' })).body.data.records).toEqual([]);
    expect((await list(sunqi, `?parentId=${tech.id}`, { companyId: '2' })).status).toBe(404);
  });

  it('deletes an empty folder, asks before one with content, then removes it all with its bytes', async () => {
    const top = (await folder(zhangsan, '待删除')).body.data;
    const sub = (await folder(zhangsan, '子', top.id)).body.data;
    const before = storedFiles().length;
    const file = (await upload(zhangsan, 'x.txt', 'xyz', `?parentId=${sub.id}`)).body.data;
    expect(storedFiles()).toHaveLength(before + 1);
    const refused = await api.post('/admin/disk/delete', { token: zhangsan, json: { id: top.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/文件夹不为空/);
    expect((await api.post('/admin/disk/delete', { token: zhangsan, json: { id: top.id, recursive: true } })).status).toBe(200);
    expect(storedFiles()).toHaveLength(before);
    expect((await download(zhangsan, file.id)).statusCode).toBe(404);
    expect((await list(zhangsan, `?parentId=${sub.id}`)).status).toBe(404);
    const empty = (await folder(zhangsan, '空的')).body.data;
    expect((await api.post('/admin/disk/delete', { token: zhangsan, json: { id: empty.id } })).status).toBe(200);
  });

  it('refuses a file over the per-file limit and an upload past the quota, storing nothing of either', async () => {
    const before = storedFiles().length;
    const big = await upload(wangwu, 'big.bin', Buffer.alloc(FILE_MAX + 1, 1));
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe(`文件大小限制为${Math.floor(FILE_MAX / 1024)}KB`);
    expect((await upload(wangwu, 'one.bin', Buffer.alloc(FILE_MAX, 1))).status).toBe(200);
    const past = await upload(wangwu, 'two.bin', Buffer.alloc(FILE_MAX, 2));
    expect(past.status).toBe(413);
    expect(past.body.msg).toMatch(/^网盘空间不足/);
    expect(storedFiles()).toHaveLength(before + 1);
    expect((await list(wangwu)).body.data.records.map((r) => r.name)).toEqual(['one.bin']);
    // What is left still fits.
    expect((await upload(wangwu, 'rest.bin', Buffer.alloc(QUOTA - FILE_MAX, 3))).status).toBe(200);
    expect((await upload(wangwu, 'more.bin', 'x')).status).toBe(413);
  });
});
