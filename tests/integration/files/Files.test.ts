import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../../server/app/ServerModules.ts';
import { filesModule } from '../../../server/modules/files/FilesModule.ts';
import { TestServer, testConfig } from '../TestServer.ts';

interface UploadedFile {
  name: string;
  size: number;
  type: string | null;
  bucketName: string;
  fileName: string;
  url: string;
}

/** A multipart body as a browser sends it: the file name's UTF-8 bytes as they are. */
function multipart(filename: string, content: string, field = 'file'): { payload: string; contentType: string } {
  const boundary = `----ronghe${Math.random().toString(16).slice(2)}`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('uploaded files', () => {
  const config = testConfig();
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;
  let chenjing: string;
  let sunqi: string;

  const upload = (token: string, filename: string, content: string, query = '?folder=workflow', field = 'file') =>
    api.post<UploadedFile>(`/admin/sys-file/upload${query}`, { token, ...multipart(filename, content, field) });

  /** Downloads go around TestServer.request: their success answer is the file, not JSON. */
  const fetchFile = (url: string, token?: string) =>
    api.server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    api = await TestServer.start({ config });
    [zhangsan, lisi, chenjing, sunqi] = await Promise.all(['zhangsan', 'lisi', 'chenjing', 'sunqi'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('stores an upload under a generated name in the folder’s bucket and answers where it is', async () => {
    const answer = await upload(zhangsan, '技术服务合同.PDF', '%PDF-1.4 合同正文');
    expect(answer.status).toBe(200);
    const file = answer.body.data;
    expect(file).toMatchObject({ name: '技术服务合同.PDF', size: Buffer.byteLength('%PDF-1.4 合同正文'), type: 'application/pdf', bucketName: 'workflow' });
    expect(file.fileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(file.url).toBe(`/admin/sys-file/workflow/${file.fileName}`);
    expect(readdirSync(join(config.dataDir, 'files', 'workflow'))).toContain(file.fileName);
    const row = await api.server.database.db
      .withTables<{ sys_file: { bucket: string; file_name: string; original_name: string; company_id: number; created_by: number } }>()
      .selectFrom('sys_file')
      .selectAll()
      .where('file_name', '=', file.fileName)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ bucket: 'workflow', original_name: '技术服务合同.PDF', company_id: 1, created_by: 2 });
  });

  it('puts an upload without a folder in the common bucket', async () => {
    const answer = await upload(zhangsan, 'notes.txt', 'hello', '');
    expect(answer.body.data.bucketName).toBe('common');
  });

  it('gives the file back with its Chinese name (RFC 5987) and a type of its own choosing', async () => {
    const { fileName } = (await upload(zhangsan, '报价单 (最终版).xlsx', 'PK-bytes')).body.data;
    const response = await fetchFile(`/admin/sys-file/workflow/${fileName}`, zhangsan);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('PK-bytes');
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe('报价单 (最终版).xlsx');
    expect(disposition).toContain('%28%E6%9C%80%E7%BB%88%E7%89%88%29');
  });

  it('answers a Range with 206 and just those bytes, and a range past the end with 416', async () => {
    const { fileName } = (await upload(zhangsan, '讲座.txt', '0123456789')).body.data;
    const url = `/admin/sys-file/workflow/${fileName}`;
    const ranged = (range: string) =>
      api.server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${zhangsan}`, range } });
    const whole = await fetchFile(url, zhangsan);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const middle = await ranged('bytes=2-5');
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe('2345');
    expect(middle.headers['content-range']).toBe('bytes 2-5/10');
    expect(middle.headers['content-length']).toBe('4');
    expect((await ranged('bytes=7-')).body).toBe('789');
    expect((await ranged('bytes=-3')).body).toBe('789');

    const past = await ranged('bytes=10-20');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10');
    expect(past.json()).toEqual({ code: 416, msg: '请求的范围超出了文件大小', data: null });
    // The range does not open the file to anyone else.
    expect((await api.server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${chenjing}`, range: 'bytes=0-1' } })).statusCode).toBe(404);
  });

  it('lets every member of the uploader’s company read it, and nobody else', async () => {
    const { fileName } = (await upload(zhangsan, 'plan.docx', 'docx-bytes')).body.data;
    const url = `/admin/sys-file/workflow/${fileName}`;
    expect((await fetchFile(url, lisi)).statusCode).toBe(200);
    // 孙七 belongs to both companies; membership, not the session's current company, decides.
    expect((await fetchFile(url, sunqi)).statusCode).toBe(200);
    const foreign = await api.get(url, { token: chenjing });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('文件不存在');
    expect((await api.get(url)).status).toBe(401);
  });

  it('takes the token from sysAuthorization on the preview and contract links, and shows pictures inline', async () => {
    const picture = (await upload(zhangsan, '现场照片.png', 'png-bytes')).body.data;
    const preview = await fetchFile(`/system/file/workflow/${picture.fileName}?sysAuthorization=${encodeURIComponent(lisi)}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.headers['content-type']).toBe('image/png');
    const contract = await fetchFile(`/prod-api/sys-file/workflow/${picture.fileName}?sysAuthorization=${encodeURIComponent(lisi)}`);
    expect(contract.statusCode).toBe(200);
    expect(contract.headers['content-disposition']).toMatch(/^attachment; /);
    // The query token is accepted only where the contract declares it.
    expect((await api.get(`/admin/sys-file/workflow/${picture.fileName}?sysAuthorization=${encodeURIComponent(lisi)}`)).status).toBe(401);
    expect((await api.get(`/system/file/workflow/${picture.fileName}?sysAuthorization=not-a-token`)).status).toBe(401);
  });

  it('never shows an archive or a document inline, even on the preview route', async () => {
    const archive = (await upload(zhangsan, 'bundle.zip', 'zip-bytes')).body.data;
    const preview = await fetchFile(`/system/file/workflow/${archive.fileName}`, zhangsan);
    expect(preview.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses programs, scripts, pages, SVG and names without an extension', async () => {
    for (const name of ['setup.exe', 'deploy.sh', 'run.bat', 'app.js', 'index.html', 'logo.svg', 'macro.docm', 'README']) {
      const answer = await upload(zhangsan, name, 'payload');
      expect(answer.status, name).toBe(400);
      expect(answer.body.msg, name).toMatch(/^上传文件只支持.*pdf.*格式!$/);
    }
    expect(readdirSync(join(config.dataDir, 'files', 'workflow')).some((name) => !/^[0-9a-f]{32}\.[a-z0-9]+$/.test(name))).toBe(false);
  });

  it('refuses a folder that is not a plain name, and an upload without the file field', async () => {
    for (const folder of ['../x', '..', '%2e%2e%2f', 'a/b', 'a%00b', 'this-folder-name-is-too-long']) {
      const answer = await upload(zhangsan, 'a.pdf', 'x', `?folder=${folder}`);
      expect(answer.status, folder).toBe(400);
      expect(answer.body.msg).toBe('存储目录只能由字母、数字、- 和 _ 组成，且不超过 20 个字符');
    }
    const wrongField = await upload(zhangsan, 'a.pdf', 'x', '', 'attachment');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.msg).toBe('请选择要上传的文件（表单字段 file）');
  });

  it('answers 400 to an upload cut off mid-file and leaves no partial file on disk', async () => {
    const bucket = join(config.dataDir, 'files', 'cut');
    const whole = multipart('半截.pdf', `%PDF-1.4 ${'x'.repeat(2000)}`);
    // The closing boundary never comes: the client went away mid-file.
    const cut = whole.payload.slice(0, whole.payload.length - 400);
    const answer = await api.post('/admin/sys-file/upload?folder=cut', { token: zhangsan, payload: cut, contentType: whole.contentType });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: '文件上传不完整，请重新上传', data: null });
    expect(existsSync(bucket) ? readdirSync(bucket) : []).toEqual([]);
    // Cut inside the part's headers, before any byte of the file.
    const early = await api.post('/admin/sys-file/upload?folder=cut', { token: zhangsan, payload: whole.payload.slice(0, 60), contentType: whole.contentType });
    expect(early.status).toBe(400);
    expect(existsSync(bucket) ? readdirSync(bucket) : []).toEqual([]);
  });

  it('refuses traversal, encoded separators, absolute paths and NUL bytes in a file path with 400', async () => {
    const { fileName } = (await upload(zhangsan, 'a.pdf', 'x')).body.data;
    const attempts = [
      `/admin/sys-file/workflow/..%2F..%2Fronghe.sqlite`,
      `/admin/sys-file/workflow/%2e%2e%2f%2e%2e%2fronghe.sqlite`,
      `/admin/sys-file/workflow/%2Fetc%2Fpasswd`,
      `/admin/sys-file/workflow/${fileName}%00.png`,
      `/system/file/..%2F..%2Ffiles/${fileName}`,
      `/prod-api/sys-file/workflow/..%5C..%5Cronghe.sqlite`,
    ];
    for (const url of attempts) {
      const answer = await api.get(url, { token: zhangsan });
      expect(answer.status, url).toBe(400);
      expect(answer.body.msg, url).toBe('文件路径不合法');
    }
    // Dot segments, plain or encoded, are resolved by URL parsing before routing: no route, nothing served.
    for (const url of ['/admin/sys-file/%2e%2e/ronghe.sqlite', '/admin/sys-file/workflow/..', '/admin/sys-file/workflow/../../ronghe.sqlite']) {
      const answer = await api.get(url, { token: zhangsan });
      expect(answer.status, url).toBe(404);
    }
    expect((await api.get('/admin/sys-file/workflow/0123456789abcdef0123456789abcdef.pdf', { token: zhangsan })).status).toBe(404);
  });
});

describe('the upload size limit', () => {
  let api: TestServer;
  let token: string;

  beforeAll(async () => {
    const modules = serverModules().map((module) => (module.id === 'server-files' ? filesModule({ maxUploadBytes: 2048 }) : module));
    api = await TestServer.start({ modules });
    token = (await api.login('zhangsan')).access_token;
  });
  afterAll(() => api.close());

  it('answers 413 with the limit in KB and keeps nothing of a file over the limit', async () => {
    const answer = await api.post('/admin/sys-file/upload?folder=big', { token, ...multipart('big.pdf', 'x'.repeat(4096)) });
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toBe('文件大小限制为2KB');
    const rows = await api.server.database.db.withTables<{ sys_file: { id: number } }>().selectFrom('sys_file').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('takes a file at the limit', async () => {
    const answer = await api.post<UploadedFile>('/admin/sys-file/upload?folder=big', { token, ...multipart('fits.pdf', 'x'.repeat(2048)) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.size).toBe(2048);
  });
});
