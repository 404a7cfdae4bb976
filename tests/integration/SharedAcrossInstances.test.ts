import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaMigrations } from '../../server/app/ServerSchema.ts';
import { WorkLeasesId } from '../../server/contracts/leases.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/Database.ts';
import { DisplayTime } from '../../server/db/DisplayTime.ts';
import { ScheduleRemindersId } from '../../server/modules/schedule/ScheduleModule.ts';
import { PostgresServer } from '../setup/PostgresServer.ts';
import { RawStompSocket } from './live/RawStompSocket.ts';
import { TestServer, encryptPassword, testConfig } from './TestServer.ts';

const WRONG = 'Wrong@2026';
const USER = { zhangsan: 2, lisi: 3 };
/** Tables the demo seed and the modules' starts fill (demo workflow instances, to-dos, calendar). */
const SEEDED = ['sys_user', 'menu', 'dict_item', 'todo', 'wf_instance', 'wf_task', 'schedule_event', 'website_news'] as const;

/**
 * Issue 14: three server instances on one PostgreSQL database, started at the same moment, share
 * everything one instance used to keep in memory: the login's lock counters and captchas, 发消息's
 * rate limit, revoked tokens, the uploaded files' directory (FILES_DIR) and the reminder job's turn.
 */
describe('three instances on one PostgreSQL database', () => {
  let postgres: PostgresServer;
  const handles: DatabaseHandle[] = [];
  let servers: TestServer[];
  let a: TestServer;
  let b: TestServer;
  let c: TestServer;
  const config = testConfig();

  beforeAll(async () => {
    postgres = await PostgresServer.start();
    const url = await postgres.createDatabase('ronghe_shared');
    const env = {
      DATABASE_URL: url,
      FILES_DIR: mkdtempSync(join(tmpdir(), 'ronghe-shared-files-')),
      // The account's captcha stays out of the way of its lock; an address owes one after 2 wrong passwords.
      LOGIN_ADDRESS_CAPTCHA_AFTER: '2',
      MEMBER_MESSAGES_PER_MINUTE: '3',
      LIVE_TOKEN_CHECK_MS: '100',
      RATE_SITE_SEARCH_PER_MINUTE: '4',
    };
    const instance = () => {
      const handle = openDatabase({ databaseUrl: url, dataDir: '' });
      handles.push(handle);
      return TestServer.start({ database: handle, config: testConfig(env) });
    };
    // All at once, on a database with no tables yet.
    servers = await Promise.all([instance(), instance(), instance()]);
    [a, b, c] = servers;
  });
  afterAll(async () => {
    for (const server of servers ?? []) await server.close();
    for (const handle of handles) await handle.close();
    await postgres?.stop();
  });

  it('migrates and seeds once when started together: the others wait, then find it done', async () => {
    const migrated = servers.map((server) => server.server.startup.migrated);
    expect(migrated.filter((names) => names.length > 0)).toEqual([Object.keys(schemaMigrations('postgres'))]);
    expect(servers.map((server) => server.server.startup.seededRows).filter((rows) => rows > 0)).toHaveLength(1);

    // The same rows as one server on its own makes.
    const alone = await TestServer.start({ config });
    try {
      const counts = async (handle: DatabaseHandle) =>
        Promise.all(SEEDED.map(async (table) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db)).rows[0].n)));
      expect(await counts(handles[0])).toEqual(await counts(alone.server.database));
    } finally {
      await alone.close();
    }
  });

  it('locks an account on every instance once its wrong passwords, counted on several, reach the limit', async () => {
    const statuses: number[] = [];
    // From five addresses through the three instances in turn: only the account's count reaches 5.
    for (let i = 0; i < 5; i++) statuses.push((await servers[i % 3].passwordGrant('zhaoliu', WRONG, `192.0.2.${i + 1}`)).status);
    expect(statuses).toEqual([426, 426, 426, 426, 429]);
    for (const server of servers) {
      const right = await server.passwordGrant('zhaoliu', undefined, '192.0.2.99');
      expect(right.status).toBe(429);
      expect(right.body.msg).toMatch(/^密码错误次数过多，账号已被临时锁定，请 .+后再试$/);
    }
  });

  it('lets through only as many parallel wrong passwords, sent to all three at once, as the limit allows', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => servers[i % 3].passwordGrant('sunqi', WRONG, `192.0.2.${100 + i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 426)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('checks on one instance the captcha another drew, once', async () => {
    const address = '198.51.100.20';
    expect((await a.passwordGrant('wangwu', WRONG, address)).status).toBe(426);
    expect((await b.passwordGrant('wangwu', WRONG, address)).status).toBe(426);
    expect((await c.passwordGrant('wangwu', undefined, address)).status).toBe(428);

    expect((await a.get<string>('/auth/code?randomStr=shared-captcha-1')).status).toBe(200);
    // The test reads the text the image shows from the table every instance reads.
    const { text } = await handles[0].db.selectFrom('login_captcha').select('text').where('random_str', '=', 'shared-captcha-1').executeTakeFirstOrThrow();
    const withCaptcha = (server: TestServer) =>
      server.post(`/auth/oauth/token?grant_type=password&scope=server&randomStr=shared-captcha-1&code=${text.toUpperCase()}`, {
        form: { username: 'wangwu', password: encryptPassword('Ronghe@2026') },
        remoteAddress: address,
      });
    expect((await withCaptcha(b)).status).toBe(200);
    // Spent, whichever instance is asked next.
    expect((await withCaptcha(c)).status).toBe(428);
  });

  it('gives a sender one 发消息 allowance across instances, even for sends at the same moment', async () => {
    const token = (await a.login('zhangsan')).access_token;
    const send = (server: TestServer, i: number) => server.post('/admin/ocp/msg/send', { token, json: { userId: USER.lisi, content: `第${i}条` } });
    const statuses = (await Promise.all([0, 1, 2, 3, 4, 5].map((i) => send(servers[i % 3], i)))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('gives a client address one per-minute allowance across instances, even for requests at the same moment', async () => {
    const search = (server: TestServer, address: string) => server.get(`/website/searchIndex?keyWord=${encodeURIComponent('通知')}`, { remoteAddress: address });
    const statuses = (await Promise.all([0, 1, 2, 3, 4, 5].map((i) => search(servers[i % 3], '203.0.113.30')))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect((await search(c, '198.51.100.30')).status).toBe(200);
  });

  it('refuses on every instance at once a token logged out on one, and closes its live connection there', async () => {
    const token = (await a.login('lisi')).access_token;
    const baseUrl = await b.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { raw, answer } = await RawStompSocket.connect(baseUrl, token);
    try {
      expect(answer.command).toBe('CONNECTED');
      expect((await b.get('/admin/user/info', { token })).status).toBe(200);
      expect((await a.post('/auth/token/logout', { token })).status).toBe(200);
      expect((await b.get('/admin/user/info', { token })).status).toBe(401);
      expect((await c.get('/admin/user/info', { token })).status).toBe(401);
      // B's periodic check of its connections' tokens reads the same table.
      expect(await raw.refusal()).toEqual({ message: '登录已失效', code: 1008 });
    } finally {
      raw.terminate();
    }
  });

  it('serves from every instance a file uploaded through one (FILES_DIR)', async () => {
    const token = (await a.login('zhangsan')).access_token;
    const boundary = '----ronghe-shared';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="共享.txt"\r\nContent-Type: text/plain\r\n\r\n三个实例共用\r\n--${boundary}--\r\n`;
    const uploaded = await a.post<{ url: string }>('/admin/sys-file/upload?folder=workflow', { token, payload, contentType: `multipart/form-data; boundary=${boundary}` });
    expect(uploaded.status, uploaded.raw).toBe(200);
    for (const server of [b, c]) {
      const download = await server.server.app.inject({ method: 'GET', url: uploaded.body.data.url, headers: { authorization: `Bearer ${token}` } });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe('三个实例共用');
    }
  });

  it('holds one import per administrator and one upload per user at a time across instances (work leases)', async () => {
    const adminToken = (await b.login('admin')).access_token;
    const zhangsanToken = (await c.login('zhangsan')).access_token;
    const multipart = (filename: string, content: string) => {
      const boundary = '----ronghe-lease';
      return {
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    };
    const leases = a.server.host.get(WorkLeasesId);
    // Instance A is in the middle of the administrator's import and of 张三's upload.
    let finishImport!: () => void;
    const importOnA = leases.tryRun('user-import:1', () => new Promise<void>((resolve) => (finishImport = resolve)));
    let finishUpload!: () => void;
    const uploadOnA = leases.tryRun(`disk-upload:${USER.zhangsan}`, () => new Promise<void>((resolve) => (finishUpload = resolve)));
    await expect.poll(async () => (await handles[0].db.selectFrom('work_lease').select('lease_key').execute()).length).toBe(2);

    const refused = await b.post('/admin/orgUser/import/preview', { token: adminToken, ...multipart('用户.xlsx', 'not a workbook') });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('上一个导入文件还在处理中，请稍候再试');

    let uploaded = false;
    const uploadOnC = c.post('/admin/disk/upload', { token: zhangsanToken, ...multipart('跨实例.txt', '排队上传') }).finally(() => (uploaded = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(uploaded).toBe(false);
    finishUpload();
    expect((await uploadOnC).status).toBe(200);

    finishImport();
    await Promise.all([importOnA, uploadOnA]);
    // The import's turn is free again: the file itself is what is refused now.
    expect((await b.post('/admin/orgUser/import/preview', { token: adminToken, ...multipart('用户.xlsx', 'not a workbook') })).status).not.toBe(429);
  });

  it('sends a due reminder once when every instance’s tick runs at the same moment', async () => {
    const token = (await a.login('zhangsan')).access_token;
    const event = (title: string) => ({
      title,
      startTime: DisplayTime.format(Date.now() + 10 * 60_000),
      endTime: DisplayTime.format(Date.now() + 70 * 60_000),
      allDay: false,
      location: null,
      description: null,
      // Due five minutes ago: the next tick sends it.
      remindMinutes: 15,
      inviteeIds: [USER.lisi],
    });
    const reminded = async (title: string) =>
      (await handles[0].db.selectFrom('message').select('user_id').where('msg_title', '=', `日程提醒：${title}`).orderBy('user_id').execute()).map((row) => row.user_id);
    const reminders = servers.map((server) => server.server.host.get(ScheduleRemindersId));

    expect((await a.post('/admin/schedule/events', { token, json: event('跨实例提醒') })).status).toBe(200);
    // One instance's tick holds the job's advisory lock; the others skip theirs.
    await Promise.all(reminders.map((job) => job.tick()));
    expect(await reminded('跨实例提醒')).toEqual([USER.zhangsan, USER.lisi]);

    // Even two ticks' work overlapping (past the lock) claims each event once.
    expect((await a.post('/admin/schedule/events', { token, json: event('重叠的提醒') })).status).toBe(200);
    await Promise.all(reminders.map((job) => job.sendDue()));
    expect(await reminded('重叠的提醒')).toEqual([USER.zhangsan, USER.lisi]);
  });
});
