import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer } from '../TestServer.ts';

interface ImportRow {
  row: number;
  username: string;
  chineseName: string;
  phone: string;
  dept: string;
  email: string;
  password: boolean;
  errors: string[];
}
interface Preview {
  digest: string;
  total: number;
  valid: number;
  invalid: number;
  rows: ImportRow[];
}
interface Result {
  created: number;
  failed: number;
  users: { row: number; userId: number; username: string; chineseName: string; password: string | null }[];
  failures: ImportRow[];
}
interface MemberPage {
  records: { userId: number; username: string; chineseName: string | null; deptId: number | null; status: string }[];
  total: number;
}

const TECH_FRONTEND = 14;
const HEADER = ['账号', '姓名', '手机号', '部门', '邮箱', '初始密码'];
const BOUNDARY = '----ronghe-import';

function multipart(filename: string, bytes: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function xlsx(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  for (const row of [HEADER, ...rows]) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const DATABASES = [
  { name: 'SQLite', open: async () => ({ database: undefined, close: async () => undefined }) },
  {
    name: 'PostgreSQL',
    open: async () => {
      const postgres = await PostgresServer.start();
      const database: DatabaseHandle = openDatabase({ databaseUrl: await postgres.createDatabase(), dataDir: '' });
      return { database, close: async () => { await database.close(); await postgres.stop(); } };
    },
  },
];

// Issue 13: 导入用户 and 导出用户 as the server enforces them.
describe.each(DATABASES)('importing and exporting users on $name', ({ open }) => {
  let api: TestServer;
  let closeDatabase: () => Promise<void>;
  const tokens: Record<string, string> = {};

  const upload = <T>(user: string, url: string, filename: string, bytes: Uint8Array) =>
    api.request<T>('POST', url, { token: tokens[user], payload: multipart(filename, bytes), contentType: `multipart/form-data; boundary=${BOUNDARY}` });
  const preview = (filename: string, bytes: Uint8Array, user = 'admin') => upload<Preview>(user, '/admin/orgUser/import/preview', filename, bytes);
  const commit = (filename: string, bytes: Uint8Array, digest: string, user = 'admin') =>
    upload<Result>(user, `/admin/orgUser/import?digest=${digest}`, filename, bytes);
  const userCount = async () => Number((await api.server.database.db.selectFrom('sys_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const auditOf = (subjectId: string) =>
    api.server.database.db
      .withTables<{ audit_log: { subject: string; subject_id: string; action: string; summary: string; changes: string | null; username: string } }>()
      .selectFrom('audit_log')
      .select(['action', 'summary', 'changes', 'username'])
      .where('subject', '=', 'user')
      .where('subject_id', '=', subjectId)
      .execute();
  const download = (user: string, url: string) => api.server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[user]}` } });

  beforeAll(async () => {
    const opened = await open();
    closeDatabase = opened.close;
    api = await TestServer.start({ database: opened.database });
    for (const user of ['admin', 'zhangsan', 'chenjing']) tokens[user] = (await api.login(user)).access_token;
  });
  afterAll(async () => {
    await api?.close();
    await closeDatabase?.();
  });

  it('previews every row with the rules of 新建用户 and writes nothing', async () => {
    const before = await userCount();
    const bytes = await xlsx([
      ['imp_a', '甲一', '13911110001', '融合科技有限公司/技术中心/研发部/前端组', 'a@example.com', 'Import@2026'],
      ['imp_b', '乙二', '13911110002', '前端组', '', ''],
      ['123456', 'Bob', '12345', '', 'not-mail', '12345678'],
      ['Zhangsan', '张三三', '13800000002', '不存在的部门', '', ''],
      ['imp_a', '甲二', '13911110001', '', '', ''],
      ['imp_c', '', '', '融合教育集团/集团办公室', '', ''],
    ]);
    const answer = await preview('用户.xlsx', bytes);
    expect(answer.status).toBe(200);
    const { rows, total, valid, invalid, digest } = answer.body.data;
    expect({ total, valid, invalid }).toEqual({ total: 6, valid: 2, invalid: 4 });
    expect(digest).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, []],
      [4, ['仅支持英文、数字和下划线，且不能为纯数字', '仅支持中文，且长度限制为1-20', '请输入正确的手机号', '请输入正确的邮箱', '该密码为弱密码，不符合设置要求，请重新设置']],
      [5, ['账号已存在', '手机号码已占用', '部门「不存在的部门」不存在']],
      [6, ['与第2行的账号重复', '与第2行的手机号重复']],
      // Another company's department is no department here.
      [7, ['请输入姓名', '手机号不能为空', '部门「融合教育集团/集团办公室」不存在']],
    ]);
    // The password never travels back; only whether one was given.
    expect(rows[0]).toMatchObject({ username: 'imp_a', password: true });
    expect(JSON.stringify(answer.body)).not.toContain('Import@2026');
    expect(await userCount()).toBe(before);
  });

  it('creates the valid rows in one go, reports the bad ones, and audits each user and the import', async () => {
    const bytes = await xlsx([
      ['imp_d', '丁四', '13911110004', '技术中心/研发部/前端组', 'd@example.com', 'Import@2026'],
      ['imp_e', '戊五', '13911110005', '', '', ''],
      ['imp_f', 'Eve', '13911110006', '', '', ''],
    ]);
    const { digest } = (await preview('用户.xlsx', bytes)).body.data;
    const answer = await commit('用户.xlsx', bytes, digest);
    expect(answer.status).toBe(200);
    const result = answer.body.data;
    expect({ created: result.created, failed: result.failed }).toEqual({ created: 2, failed: 1 });
    expect(result.failures.map((r) => [r.row, r.errors])).toEqual([[4, ['仅支持中文，且长度限制为1-20']]]);
    const [d, e] = result.users;
    expect(d).toMatchObject({ username: 'imp_d', password: null });
    // An empty 初始密码: generated, strong, answered this once.
    expect(e.password).toMatch(/^.{12}$/);
    // Both log in, and must change the password first.
    expect((await api.login('imp_d', 'Import@2026')).user_info.username).toBe('imp_d');
    await api.login('imp_e', e.password!);
    const remind = await api.server.database.db.selectFrom('sys_user').select(['username', 'remind_flag']).where('username', 'in', ['imp_d', 'imp_e']).orderBy('username').execute();
    expect(remind.map((r) => r.remind_flag)).toEqual(['0', '0']);
    const page = await api.get<MemberPage>(`/admin/addressBook/user/admin/list?deptId=${TECH_FRONTEND}&keyword=imp_d`, { token: tokens.admin });
    expect(page.body.data.records.map((r) => r.username)).toEqual(['imp_d']);
    const [entry] = await auditOf(String(d.userId));
    expect(entry).toMatchObject({ action: 'import', summary: '导入用户「丁四」（imp_d）', username: 'admin' });
    expect(entry.changes).not.toContain('Import@2026');
    const summary = await auditOf('import');
    expect(summary.at(-1)).toMatchObject({ action: 'import', summary: '导入用户：新建2人，1行有误未导入' });
    expect(JSON.parse(summary.at(-1)!.changes!)).toEqual({ created: { to: ['imp_d', 'imp_e'] }, failedRows: { to: [4] } });
  });

  it('checks again at 确认导入: a row whose account was taken since the preview is reported, not created', async () => {
    const bytes = await xlsx([
      ['imp_g', '庚七', '13911110007', '', '', ''],
      ['imp_h', '辛八', '13911110008', '', '', ''],
    ]);
    const { digest, valid } = (await preview('用户.xlsx', bytes)).body.data;
    expect(valid).toBe(2);
    const other = await xlsx([['IMP_G', '庚七七', '13911110017', '', '', '']]);
    const first = await commit('x.xlsx', other, (await preview('x.xlsx', other)).body.data.digest);
    expect(first.body.data.created).toBe(1);
    const result = (await commit('用户.xlsx', bytes, digest)).body.data;
    expect(result.users.map((u) => u.username)).toEqual(['imp_h']);
    expect(result.failures.map((r) => r.errors)).toEqual([['账号已存在']]);
  });

  it('takes the file only as it was previewed', async () => {
    const bytes = await xlsx([['imp_i', '壬九', '13911110009', '', '', '']]);
    const { digest } = (await preview('用户.xlsx', bytes)).body.data;
    const changed = await xlsx([['imp_j', '癸十', '13911110010', '', '', '']]);
    const answer = await commit('用户.xlsx', changed, digest);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('文件与预览时不同，请重新上传并预览');
  });

  it('reads a GBK .csv as Excel in China saves it', async () => {
    const gbk = Buffer.concat([
      Buffer.from([0xd5, 0xcb, 0xba, 0xc5, 0x2c, 0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xca, 0xd6, 0xbb, 0xfa, 0xba, 0xc5, 0x0d, 0x0a]),
      Buffer.from('imp_k,'),
      Buffer.from([0xd0, 0xa1, 0xc3, 0xf7]),
      Buffer.from(',13911110011\r\n'),
    ]);
    const answer = await preview('用户.csv', gbk);
    expect(answer.body.data.rows).toEqual([{ row: 2, username: 'imp_k', chineseName: '小明', phone: '13911110011', dept: '', email: '', password: false, errors: [] }]);
  });

  it('answers a bad or oversized file with a Chinese 4xx', async () => {
    const notXlsx = await preview('用户.xlsx', Buffer.from('PK\x03\x04 garbage'));
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.msg).toBe('文件已损坏或不是有效的 Excel 文件，请下载模板重新填写');
    const pdf = await preview('用户.pdf', Buffer.from('%PDF-1.4'));
    expect(pdf.body.msg).toBe('仅支持 .xlsx 或 .csv 格式的文件（.xls 请先另存为 .xlsx）');
    const big = await preview('用户.csv', Buffer.alloc(2 * 1024 * 1024 + 1, 0x41));
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('导入文件不能超过2048KB');
    const long = await preview('用户.csv', Buffer.from(`账号,姓名,手机号\n${'x'.repeat(500)},小明,13911110012\n`));
    expect(long.body.data.rows[0].errors).toEqual(['「账号」不能超过100个字']);
    expect(long.body.data.rows[0].username).toHaveLength(100);
  });

  it('is for the administrators of the current company only', async () => {
    const bytes = await xlsx([['imp_l', '子一', '13911110013', '', '', '']]);
    expect((await preview('用户.xlsx', bytes, 'zhangsan')).status).toBe(403);
    // 陈静 administers 融合教育集团: the file's 融合科技 department is none of hers.
    const tech = await xlsx([['imp_m', '丑二', '13911110014', '研发部', '', '']]);
    expect((await preview('用户.xlsx', tech, 'chenjing')).body.data.rows[0].errors).toEqual(['部门「研发部」不存在']);
    expect((await download('zhangsan', '/admin/orgUser/export')).statusCode).toBe(403);
    expect((await download('chenjing', `/admin/orgUser/export?deptId=${TECH_FRONTEND}`)).statusCode).toBe(404);
  });

  it('exports the filtered users of the company as .xlsx, without passwords; the template is an .xlsx with the import’s header', async () => {
    const answer = await download('admin', `/admin/orgUser/export?deptId=${TECH_FRONTEND}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['content-disposition']).toContain("filename*=UTF-8''%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('用户')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '账号', '姓名', '手机号', '部门', '邮箱', '状态']);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const imported = rows.find((row) => row[1] === 'imp_d');
    expect(imported).toEqual([undefined, 'imp_d', '丁四', '13911110004', '融合科技有限公司/技术中心/研发部/前端组', 'd@example.com', '正常']);
    expect(rows.every((row) => String(row[4]).startsWith('融合科技有限公司/技术中心/研发部/前端组'))).toBe(true);
    const keyword = await download('admin', '/admin/orgUser/export?keyword=imp_e');
    await workbook.xlsx.load(keyword.rawPayload as unknown as ArrayBuffer);
    expect((workbook.getWorksheet('用户')!.getSheetValues().slice(2) as unknown[][]).map((row) => row[1])).toEqual(['imp_e']);

    const template = await download('admin', '/admin/orgUser/import/template');
    expect(template.statusCode).toBe(200);
    const blank = new ExcelJS.Workbook();
    await blank.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(blank.getWorksheet('用户')!.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(blank.getWorksheet('填写说明')).toBeTruthy();
  });
});
