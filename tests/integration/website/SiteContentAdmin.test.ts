import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../contracts/generated/website.ts';
import { openDatabase } from '../../../server/db/Database.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer, testConfig } from '../TestServer.ts';

type Item = components['schemas']['SiteContentItem'];
type ContentPage = components['schemas']['SiteContentPage'];
type ArticleDetail = components['schemas']['ArticleDetail'];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function multipart(filename: string, bytes: Buffer): { payload: Buffer; contentType: string } {
  const boundary = `----ronghe${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...texts: string[]) => ({ type: 'doc', content: texts.map(paragraph) });

/** 管理后台 › 内容管理 (issue 13): the platform administrator creates, publishes and withdraws the site's items. */
describe('site content for the platform administrator', () => {
  let api: TestServer;
  let admin: string;
  let chenjing: string;
  let zhangsan: string;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const auditRows = () => (api.server.database.db as any).selectFrom('audit_log').selectAll().where('subject', '=', 'content').orderBy('id').execute();
  const create = (channel: string, json: unknown, token = admin) => api.post<Item>(`/admin/website/content/${channel}`, { token, json });
  const act = (channel: string, id: number, what: 'publish' | 'withdraw', token = admin) => api.post<Item>(`/admin/website/content/${channel}/${id}/${what}`, { token });

  beforeAll(async () => {
    api = await TestServer.start({ config: testConfig() });
    [admin, chenjing, zhangsan] = await Promise.all(['admin', 'chenjing', 'zhangsan'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('keeps a new news item a draft, hidden everywhere on the site, until it is published; then shows it at once; withdrawn, it is gone again', async () => {
    const upload = await api.post<{ url: string }>('/admin/website/content-image', { token: admin, ...multipart('cover.png', PNG) });
    expect(upload.status).toBe(200);
    expect(upload.body.data.url).toMatch(/^\/website\/image\/cover-[0-9a-f]{32}\.png$/);
    const created = await create('news', {
      title: '  内容管理测试新闻甲  ',
      summary: '一条由管理员写的新闻',
      author: '管理员',
      source: '集团办公室',
      date: '2026-11-20 09:00:00',
      coverUrl: upload.body.data.url,
      body: doc('第一段正文：独一无二的关键词青鸾。', '第二段正文。'),
      recommend: true,
    });
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({ title: '内容管理测试新闻甲', status: 'draft', releaseTime: null, recommend: true, coverUrl: upload.body.data.url, publicPath: `/news/detail?id=${item.id}` });

    const visible = async () => {
      const list = await api.get<ContentPage & { records: { id: number }[] }>('/website/newsinformation/page?current=1&size=50');
      const recommended = await api.get<{ id: number }[]>('/website/newsinformation/recom/list');
      const search = await api.get<{ records: { id: string; channel: string }[] }>(`/website/searchIndex?keyWord=${encodeURIComponent('青鸾')}`);
      const detail = await api.get<ArticleDetail>(`/website/newsinformation/detail/${item.id}`);
      return {
        list: list.body.data.records.some((r) => r.id === item.id),
        recommended: recommended.body.data.some((r) => r.id === item.id),
        search: search.body.data.records.some((r) => r.channel === 'news' && r.id === String(item.id)),
        detail: detail.status,
      };
    };
    expect(await visible()).toEqual({ list: false, recommended: false, search: false, detail: 404 });

    // 预览: the detail as the site would show it, without publishing.
    const preview = await api.get<ArticleDetail>(`/admin/website/content/news/${item.id}/preview`, { token: admin });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ id: item.id, title: '内容管理测试新闻甲', coverUrl: upload.body.data.url, paragraphs: ['第一段正文：独一无二的关键词青鸾。', '第二段正文。'] });
    expect(preview.body.data.body).toEqual(doc('第一段正文：独一无二的关键词青鸾。', '第二段正文。'));
    expect((await visible()).detail).toBe(404);

    const published = await act('news', item.id, 'publish');
    expect(published.body.data.status).toBe('published');
    expect(published.body.data.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await visible()).toEqual({ list: true, recommended: true, search: true, detail: 200 });
    const cover = await api.server.app.inject({ method: 'GET', url: upload.body.data.url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');

    const withdrawn = await act('news', item.id, 'withdraw');
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect(await visible()).toEqual({ list: false, recommended: false, search: false, detail: 404 });
    expect((await act('news', item.id, 'withdraw')).body).toMatchObject({ code: 400, msg: '该内容未发布，无需撤回' });

    const listed = await api.get<ContentPage>(`/admin/website/content/news?keyword=${encodeURIComponent('测试新闻甲')}`, { token: admin });
    expect(listed.body.data.records).toEqual([expect.objectContaining({ id: item.id, status: 'withdrawn' })]);
    const drafts = await api.get<ContentPage>('/admin/website/content/news?status=draft&size=50', { token: admin });
    expect(drafts.body.data.records.map((r) => r.title)).toContain('（草稿）新年献词');
    expect(drafts.body.data.records.map((r) => r.id)).not.toContain(item.id);

    const actions = (await auditRows()).filter((row: { subject_id: string }) => row.subject_id === `news:${item.id}`);
    expect(actions.map((row: { action: string; summary: string }) => [row.action, row.summary])).toEqual([
      ['create', '新建新闻「内容管理测试新闻甲」'],
      ['publish', '发布新闻「内容管理测试新闻甲」'],
      ['withdraw', '撤回新闻「内容管理测试新闻甲」'],
    ]);
    expect(actions[2].username).toBe('admin');
  });

  it('edits a published party-building article on the site at once, field by field in the audit log, and deletes it', async () => {
    const created = await create('partyBuild', { title: '党建测试文章', category: 'knowledge', body: doc('原来的正文。') });
    const id = created.body.data.id;
    await act('partyBuild', id, 'publish');
    const edited = await api.request<Item>('PUT', `/admin/website/content/partyBuild/${id}`, {
      token: admin,
      json: { title: '党建测试文章（修订）', category: 'law', source: '党规党法学习', body: doc('修订后的正文。') },
    });
    expect(edited.body.data).toMatchObject({ title: '党建测试文章（修订）', category: 'law', status: 'published' });
    const detail = await api.get<ArticleDetail>(`/website/partybuild/detail/${id}`);
    expect(detail.body.data).toMatchObject({ title: '党建测试文章（修订）', categoryName: '党规党法', source: '党规党法学习', paragraphs: ['修订后的正文。'] });
    const laws = await api.get<ContentPage>('/admin/website/content/partyBuild?category=law&size=50', { token: admin });
    expect(laws.body.data.records.map((r) => r.id)).toContain(id);
    expect(laws.body.data.records.every((r) => r.categoryName === '党规党法')).toBe(true);
    const law = await api.get<{ records: { id: number }[] }>('/website/partybuild/page?category=law&size=50');
    expect(law.body.data.records.map((r) => r.id)).toContain(id);
    const update = (await auditRows()).filter((row: { action: string; subject_id: string }) => row.action === 'update' && row.subject_id === `partyBuild:${id}`);
    expect(JSON.parse(update[0].changes)).toMatchObject({
      title: { from: '党建测试文章', to: '党建测试文章（修订）' },
      category: { from: 'knowledge', to: 'law' },
      body: { from: '正文6字', to: '正文7字' },
    });

    expect((await api.request('DELETE', `/admin/website/content/partyBuild/${id}`, { token: admin })).status).toBe(200);
    expect((await api.get(`/website/partybuild/detail/${id}`)).status).toBe(404);
    expect((await api.get(`/admin/website/content/partyBuild/${id}`, { token: admin })).status).toBe(404);
  });

  it('lists a channel latest date first, every published item with its 发布时间 (issue 26: seeded ones showed —)', async () => {
    // An old item added late: by id it came first.
    const late = await create('news', { title: '较早的新闻', summary: '旧闻', author: '管理员', source: '集团办公室', date: '2020-01-02 09:00:00', body: doc('正文。') });
    expect(late.status).toBe(200);
    const page = (await api.get<{ records: { id: number; date: string; status: string; releaseTime: string | null }[] }>('/admin/website/content/news?current=1&size=50', { token: admin })).body.data.records;
    const dates = page.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.at(-1)!.id).toBe(late.body.data.id);
    const published = page.filter((row) => row.status === 'published');
    expect(published.length).toBeGreaterThan(0);
    expect(published.filter((row) => !row.releaseTime)).toEqual([]);
  });

  it('publishes a book with its rich introduction, and withdraws a seeded book as 已撤回', async () => {
    const created = await create('books', { title: '测试图书', author: '林芳', publisher: '融合教育出版社', isbn: '978-7-5000-1111-1', price: '30.00', date: '2026-10-01', body: doc('图书简介。') });
    expect(created.body.data).toMatchObject({ date: '2026-10-01', status: 'draft' });
    await act('books', created.body.data.id, 'publish');
    const detail = await api.get<{ bookName: string; paragraphs: string[] }>(`/website/bookpublish/detail/${created.body.data.id}`);
    expect(detail.body.data).toMatchObject({ bookName: '测试图书', paragraphs: ['图书简介。'] });
    const seeded = await act('books', 1, 'withdraw');
    expect(seeded.body.data).toMatchObject({ status: 'withdrawn' });
    expect(seeded.body.data.releaseTime).not.toBeNull();
    expect((await api.get('/website/bookpublish/detail/1')).status).toBe(404);
    expect((await act('books', 1, 'publish')).body.data.status).toBe('published');
    expect((await api.get('/website/bookpublish/detail/1')).status).toBe(200);
  });

  it('refuses what is out of bounds, changing nothing', async () => {
    const before = (await auditRows()).length;
    expect((await create('news', { title: '   ' })).body).toMatchObject({ code: 400, msg: '请输入标题' });
    expect((await create('news', { title: '题'.repeat(101) })).status).toBe(400);
    expect((await create('news', { title: '摘要过长', summary: '字'.repeat(301) })).status).toBe(400);
    expect((await create('news', { title: '日期不对', date: '2026-13-45 99:00:00' })).body).toMatchObject({ code: 400, msg: '发布时间格式应为yyyy-MM-dd HH:mm:ss' });
    expect((await create('partyBuild', { title: '无分类' })).body).toMatchObject({ code: 400, msg: '请输入分类' });
    expect((await create('partyBuild', { title: '错分类', category: 'gossip' })).body).toMatchObject({ code: 400, msg: '分类不正确' });
    expect((await create('news', { title: '外链封面', coverUrl: 'https://evil.example.com/x.png' })).body).toMatchObject({ code: 400, msg: '封面图片不存在，请重新上传' });
    expect((await create('news', { title: '未上传封面', coverUrl: '/website/image/cover-0123456789abcdef0123456789abcdef.png' })).status).toBe(400);
    expect((await create('news', { title: '脚本正文', body: { type: 'doc', content: [{ type: 'script', content: [] }] } })).body).toMatchObject({ code: 400, msg: '正文格式不正确' });
    expect((await create('news', { title: '超长正文', body: doc('字'.repeat(20001)) })).body).toMatchObject({ code: 400, msg: '正文不能超过20000个字' });
    expect((await create('news', { title: '多余字段', html: '<b>x</b>' })).status).toBe(400);
    expect((await create('mall', { title: '不存在的栏目' })).status).toBe(400);
    expect((await auditRows()).length).toBe(before);

    const renamed = await api.post('/admin/website/content-image', { token: admin, ...multipart('cover.png', Buffer.from('<svg onload="alert(1)"></svg>')) });
    expect(renamed.body).toMatchObject({ code: 400, msg: '封面只能是jpg或png格式的图片' });
    const huge = await api.post('/admin/website/content-image', { token: admin, ...multipart('big.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024)])) });
    expect(huge.body).toMatchObject({ code: 413, msg: '图片大小不能超过2MB' });
  });

  it('lets only the platform administrator manage the site: a company administrator and a member get 403', async () => {
    for (const token of [chenjing, zhangsan]) {
      expect((await api.get('/admin/website/content/news', { token })).status).toBe(403);
      expect((await create('news', { title: '越权' }, token)).status).toBe(403);
      expect((await act('news', 1, 'withdraw', token)).status).toBe(403);
      expect((await api.get('/admin/website/content/news/1/preview', { token })).status).toBe(403);
      expect((await api.post('/admin/website/content-image', { token, ...multipart('cover.png', PNG) })).status).toBe(403);
    }
    expect((await api.get('/admin/website/content/news')).status).toBe(401);
    expect((await api.get('/website/newsinformation/detail/1')).status).toBe(200);
  });
});

/** The generic admin's queries (one builder over four tables, counts, keyword match, returning ids) on PostgreSQL too. */
describe('site content on PostgreSQL', () => {
  let postgres: PostgresServer;
  let api: TestServer;
  let admin: string;

  beforeAll(async () => {
    postgres = await PostgresServer.start();
    api = await TestServer.start({ config: testConfig(), database: openDatabase({ databaseUrl: await postgres.createDatabase(), dataDir: '' }) });
    admin = (await api.login('admin')).access_token;
  });
  afterAll(async () => {
    await api?.close();
    await api?.server.database.close();
    await postgres?.stop();
  });

  it('creates, finds, publishes and withdraws items of a table two channels share and of one of its own', async () => {
    for (const [channel, detail, json] of [
      ['digitalPub', '/website/digitalpublish/detail', { title: '数字出版测试Ab', category: '电子书', body: doc('数字出版简介。') }],
      ['news', '/website/newsinformation/detail', { title: '新闻测试Ab', body: doc('新闻正文。') }],
    ] as const) {
      const created = await api.post<Item>(`/admin/website/content/${channel}`, { token: admin, json });
      expect(created.body.data.status).toBe('draft');
      const id = created.body.data.id;
      const found = await api.get<ContentPage>(`/admin/website/content/${channel}?keyword=${encodeURIComponent('测试ab')}&status=draft`, { token: admin });
      expect(found.body.data).toMatchObject({ total: 1, records: [expect.objectContaining({ id })] });
      expect((await api.get(`${detail}/${id}`)).status).toBe(404);
      await api.post(`/admin/website/content/${channel}/${id}/publish`, { token: admin });
      expect((await api.get<{ paragraphs: string[] }>(`${detail}/${id}`)).body.data.paragraphs).toHaveLength(1);
      await api.post(`/admin/website/content/${channel}/${id}/withdraw`, { token: admin });
      expect((await api.get(`${detail}/${id}`)).status).toBe(404);
    }
    // 教育出版 does not see 数字出版's titles through the shared table.
    expect((await api.get<ContentPage>(`/admin/website/content/eduPub?keyword=${encodeURIComponent('数字出版测试')}`, { token: admin })).body.data.total).toBe(0);
  });
});
