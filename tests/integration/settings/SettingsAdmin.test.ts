import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../contracts/generated/admin.ts';
import { TestServer, testConfig } from '../TestServer.ts';

type AdminSettings = components['schemas']['PlatformSettingsAdmin'];
type DictItem = components['schemas']['DictItemAdmin'];


function multipart(filename: string, bytes: number): { payload: string; contentType: string } {
  const boundary = `----ronghe${Math.random().toString(16).slice(2)}`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n${'x'.repeat(bytes)}\r\n--${boundary}--\r\n`;
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** 管理后台 › 系统设置 (issue 13): the platform settings, password validity, upload limit and dictionaries. */
describe('system settings for administrators', () => {
  let api: TestServer;
  let admin: string;
  let chenjing: string;
  let zhangsan: string;

  const put = <T>(url: string, token: string, json: unknown) => api.request<T>('PUT', url, { token, json });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const auditRows = () => (api.server.database.db as any).selectFrom('audit_log').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    api = await TestServer.start({ config: testConfig() });
    [admin, chenjing, zhangsan] = await Promise.all(['admin', 'chenjing', 'zhangsan'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('changes the login title and copyright for every visitor at once, and audits the change field by field', async () => {
    const before = (await auditRows()).length;
    const answer = await put<AdminSettings>('/admin/enterpriseSetting/admin', admin, { loginApplicationName: '  融合办公  ', copyrightBottomInfo: '© 2026 融合新公司' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ loginApplicationName: '融合办公', copyrightBottomInfo: '© 2026 融合新公司', browserFrontTitle: '融合平台' });
    const visitor = await api.get<{ loginApplicationName: string; copyrightBottomInfo: string }>('/admin/enterpriseSetting/select');
    expect(visitor.body.data).toMatchObject({ loginApplicationName: '融合办公', copyrightBottomInfo: '© 2026 融合新公司' });
    const rows = await auditRows();
    expect(rows.length).toBe(before + 1);
    const entry = rows.at(-1);
    expect(entry).toMatchObject({ subject: 'setting', action: 'update', username: 'admin', summary: '修改系统设置：登录页标题、版权信息' });
    expect(JSON.parse(entry.changes)).toEqual({
      login_application_name: { from: '融合平台', to: '融合办公' },
      copyright_bottom_info: { from: 'Copyright © 2026 融合科技有限公司 版权所有', to: '© 2026 融合新公司' },
    });
  });

  it('refuses a blank or too long title and an image that is not an uploaded picture, changing nothing', async () => {
    const before = (await auditRows()).length;
    expect((await put('/admin/enterpriseSetting/admin', admin, { loginApplicationName: '   ' })).body).toMatchObject({ code: 400, msg: '请输入登录页标题' });
    expect((await put('/admin/enterpriseSetting/admin', admin, { loginApplicationName: '题'.repeat(51) })).status).toBe(400);
    for (const link of ['https://evil.example.com/logo.png', '/admin/sys-file/platform/0123456789abcdef0123456789abcdef.html', 'javascript:alert(1)']) {
      expect((await put('/admin/enterpriseSetting/admin', admin, { loginWebLogo: link })).body).toMatchObject({ code: 400, msg: '请上传jpg、jpeg、png、gif、bmp或webp格式的图片' });
    }
    expect((await put('/admin/enterpriseSetting/admin', admin, { passValidDay: 0 })).status).toBe(400);
    expect((await put('/admin/enterpriseSetting/admin', admin, { somethingElse: 1 })).status).toBe(400);
    expect((await auditRows()).length).toBe(before);
    // A picture of the branding folder that was never uploaded.
    expect((await put('/admin/enterpriseSetting/admin', admin, { loginWebLogo: '/admin/sys-file/branding/0123456789abcdef0123456789abcdef.png' })).body).toMatchObject({
      code: 400,
      msg: '图片不存在，请重新上传',
    });
    expect((await auditRows()).length).toBe(before);
  });

  it('publishes an uploaded logo to visitors while the settings name it, and no other upload', async () => {
    const uploaded = await api.post<{ url: string; fileName: string }>('/admin/sys-file/upload?folder=branding', { token: admin, ...multipart('logo.png', 64) });
    const other = await api.post<{ url: string; fileName: string }>('/admin/sys-file/upload?folder=branding', { token: zhangsan, ...multipart('mine.png', 64) });
    const image = (fileName: string) => api.server.app.inject({ method: 'GET', url: `/admin/enterpriseSetting/image/${fileName}` });
    expect((await image(uploaded.body.data.fileName)).statusCode).toBe(404);
    const set = await put<AdminSettings>('/admin/enterpriseSetting/admin', admin, { loginWebLogo: uploaded.body.data.url });
    const link = `/admin/enterpriseSetting/image/${uploaded.body.data.fileName}`;
    expect(set.body.data.loginWebLogo).toBe(link);
    expect((await api.get<{ loginWebLogo: string }>('/admin/enterpriseSetting/select')).body.data.loginWebLogo).toBe(link);
    const served = await image(uploaded.body.data.fileName);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body).toBe('x'.repeat(64));
    expect((await image(other.body.data.fileName)).statusCode).toBe(404);
    // Saved again as the settings answer it, the logo stays.
    expect((await put<AdminSettings>('/admin/enterpriseSetting/admin', admin, { loginWebLogo: link })).body.data.loginWebLogo).toBe(link);
    expect((await put<AdminSettings>('/admin/enterpriseSetting/admin', admin, { loginWebLogo: '' })).body.data.loginWebLogo).toBeNull();
    expect((await image(uploaded.body.data.fileName)).statusCode).toBe(404);
  });

  it('lets only the platform administrator change the platform: a company administrator and a member are refused', async () => {
    expect((await put('/admin/enterpriseSetting/admin', chenjing, { copyrightBottomInfo: '陈静的版权' })).status).toBe(403);
    expect((await put('/admin/enterpriseSetting/admin', zhangsan, { copyrightBottomInfo: '张三的版权' })).status).toBe(403);
    expect((await api.get('/admin/enterpriseSetting/admin', { token: zhangsan })).status).toBe(403);
    expect((await api.get('/admin/enterpriseSetting/select')).body.data).not.toMatchObject({ copyrightBottomInfo: '陈静的版权' });
  });

  it('applies the password validity to every user’s reminder rules', async () => {
    await put('/admin/enterpriseSetting/admin', admin, { passValidDay: 30 });
    const info = await api.get<{ sysPublicParamDTO: { passValidDay: number } }>('/admin/user/info', { token: zhangsan });
    expect(info.body.data.sysPublicParamDTO.passValidDay).toBe(30);
    await put('/admin/enterpriseSetting/admin', admin, { passValidDay: 90 });
  });

  it('enforces the upload limit on the upload route, never above the deployment’s', async () => {
    const ceiling = (await api.get<AdminSettings>('/admin/enterpriseSetting/admin', { token: admin })).body.data.uploadCeilingKb;
    expect((await put('/admin/enterpriseSetting/admin', admin, { uploadMaxKb: ceiling + 1 })).body).toMatchObject({ code: 400, msg: `上传文件大小限制不能超过${ceiling}KB` });
    const set = await put<AdminSettings>('/admin/enterpriseSetting/admin', admin, { uploadMaxKb: 1 });
    expect(set.body.data).toMatchObject({ uploadMaxKb: 1, uploadLimitKb: 1 });
    expect((await api.get<{ uploadLimitKb: number }>('/admin/enterpriseSetting/select')).body.data.uploadLimitKb).toBe(1);
    const tooLarge = await api.post('/admin/sys-file/upload?folder=workflow', { token: zhangsan, ...multipart('big.txt', 2048) });
    expect(tooLarge.body).toMatchObject({ code: 413, msg: '文件大小限制为1KB' });
    expect((await api.post('/admin/sys-file/upload?folder=workflow', { token: zhangsan, ...multipart('small.txt', 100) })).status).toBe(200);
    await put('/admin/enterpriseSetting/admin', admin, { uploadMaxKb: null });
    expect((await api.post('/admin/sys-file/upload?folder=workflow', { token: zhangsan, ...multipart('big.txt', 2048) })).status).toBe(200);
  });
});

describe('dictionaries for administrators', () => {
  let api: TestServer;
  let admin: string;
  let chenjing: string;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const auditRows = () => (api.server.database.db as any).selectFrom('audit_log').selectAll().where('subject', '=', 'dict').orderBy('id').execute();

  beforeAll(async () => {
    api = await TestServer.start({ config: testConfig() });
    [admin, chenjing] = await Promise.all(['admin', 'chenjing'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('lists the types and their items, the seeded ones marked system', async () => {
    const types = await api.get<{ dictType: string; itemCount: number }[]>('/admin/dict/types', { token: admin });
    expect(types.body.data.map((t) => t.dictType)).toContain('agreement_type');
    const items = await api.get<DictItem[]>('/admin/dict/items/agreement_type', { token: admin });
    expect(items.body.data.length).toBeGreaterThan(0);
    expect(items.body.data.every((item) => item.system)).toBe(true);
    expect((await api.get('/admin/dict/items/no_such_type', { token: admin })).status).toBe(404);
  });

  it('adds, edits and deletes an item, each audited, and the readers see it', async () => {
    const created = await api.post<DictItem>('/admin/dict/item', { token: admin, json: { dictType: 'agreement_type', label: '框架协议', value: 'framework' } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ label: '框架协议', value: 'framework', system: false });
    const id = created.body.data.id;
    expect((await api.post('/admin/dict/item', { token: admin, json: { dictType: 'agreement_type', label: '重复', value: 'framework' } })).body).toMatchObject({ code: 400, msg: '字典值已存在' });
    const edited = await api.request<DictItem>('PUT', `/admin/dict/item/${id}`, { token: admin, json: { label: '框架合同', value: 'framework', sort: 50 } });
    expect(edited.body.data).toMatchObject({ label: '框架合同', sort: 50 });
    const read = await api.get<{ label: string; value: string }[]>('/admin/dict/type/agreement_type', { token: chenjing });
    expect(read.body.data).toContainEqual({ label: '框架合同', value: 'framework' });
    expect((await api.request('DELETE', `/admin/dict/item/${id}`, { token: admin })).status).toBe(200);
    expect((await api.request('DELETE', `/admin/dict/item/${id}`, { token: admin })).status).toBe(404);
    expect((await auditRows()).map((row: { action: string; summary: string }) => [row.action, row.summary])).toEqual([
      ['create', '新增字典项「框架协议」（agreement_type）'],
      ['update', '修改字典项「框架合同」（agreement_type）'],
      ['delete', '删除字典项「框架合同」（agreement_type）'],
    ]);
  });

  it('refuses to change or delete a system item, in Chinese', async () => {
    const [system] = (await api.get<DictItem[]>('/admin/dict/items/agreement_type', { token: admin })).body.data;
    expect((await api.request('PUT', `/admin/dict/item/${system.id}`, { token: admin, json: { label: '改', value: system.value } })).body).toMatchObject({ code: 400, msg: '系统内置字典项不能修改' });
    expect((await api.request('DELETE', `/admin/dict/item/${system.id}`, { token: admin })).body).toMatchObject({ code: 400, msg: '系统内置字典项不能删除' });
  });

  it('refuses a company administrator, whose change would reach every company', async () => {
    expect((await api.post('/admin/dict/item', { token: chenjing, json: { dictType: 'agreement_type', label: '陈静', value: 'cj' } })).status).toBe(403);
    expect((await api.get('/admin/dict/types', { token: chenjing })).status).toBe(200);
  });

  it('refuses a blank value or one with spaces around it', async () => {
    expect((await api.post('/admin/dict/item', { token: admin, json: { dictType: 'agreement_type', label: '空', value: '' } })).status).toBe(400);
    expect((await api.post('/admin/dict/item', { token: admin, json: { dictType: 'agreement_type', label: '空格', value: ' x ' } })).body).toMatchObject({ code: 400, msg: '字典值首尾不能有空格' });
    expect((await api.post('/admin/dict/item', { token: admin, json: { dictType: 'no_such_type', label: '无', value: 'x' } })).status).toBe(404);
  });
});
