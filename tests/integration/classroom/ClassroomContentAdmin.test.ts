import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../contracts/generated/website.ts';
import { openDatabase } from '../../../server/db/Database.ts';
import { ClassroomMedia } from '../../../server/modules/classroom/ClassroomMedia.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer, testConfig } from '../TestServer.ts';

type Item = components['schemas']['SiteContentItem'];
type ContentPage = components['schemas']['SiteContentPage'];
interface Detail {
  id: number;
  title: string;
  content: string;
  videoUrl: string | null;
  duration: number;
  cover: { src: string; srcSet: string } | null;
}

const WEBM = readFileSync(join(ClassroomMedia.demoFolder(), 'office-skills.webm'));
const POSTER = readFileSync(join(ClassroomMedia.demoFolder(), 'office-skills-480.jpg'));
/** An MP4's head: a box size, then `ftyp` and a brand. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(200, 1)]);

function multipart(filename: string, bytes: Buffer): { payload: Buffer; contentType: string } {
  const boundary = `----ronghe${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...texts: string[]) => ({ type: 'doc', content: texts.map(paragraph) });

/** 管理后台 › 内容管理's 智慧课堂 channel (issue 13): the classroom module's items under the shared rules. */
describe('智慧课堂 in 内容管理', () => {
  let api: TestServer;
  let admin: string;
  let chenjing: string;
  let zhangsan: string;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = () => api.server.database.db as any;
  const auditRows = () => db().selectFrom('audit_log').selectAll().where('subject', '=', 'content').where('subject_id', 'like', 'iClassroom:%').orderBy('id').execute();
  const create = (json: unknown, token = admin) => api.post<Item>('/admin/website/content/iClassroom', { token, json });
  const act = (id: number, what: 'publish' | 'withdraw', token = admin) => api.post<Item>(`/admin/website/content/iClassroom/${id}/${what}`, { token });
  const upload = (kind: 'video' | 'cover', name: string, bytes: Buffer, token = admin) => api.post<{ fileName: string; url: string }>(`/admin/classroom/${kind}`, { token, ...multipart(name, bytes) });

  beforeAll(async () => {
    api = await TestServer.start({ config: testConfig() });
    [admin, chenjing, zhangsan] = await Promise.all(['admin', 'chenjing', 'zhangsan'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('keeps a new 培训视频 item with an uploaded video a draft the public cannot see, previews it, publishes it for everyone to play, and withdraws it', async () => {
    const video = await upload('video', 'clip.bin', WEBM);
    expect(video.status).toBe(200);
    expect(video.body.data.url).toMatch(/^\/website\/classroom\/media\/video-[0-9a-f]{32}\.webm$/);
    const cover = await upload('cover', 'poster.jpg', POSTER);
    expect(cover.body.data.url).toMatch(/^\/website\/classroom\/media\/cover-[0-9a-f]{32}\.jpg$/);

    const created = await create({
      title: '  新员工消防演练视频  ',
      section: 'stuTraVideo',
      summary: '五秒钟的演练片段',
      category: '安全',
      coverUrl: cover.body.data.url,
      videoUrl: video.body.data.url,
      duration: 5,
      body: doc('第一段：独一无二的关键词玄鸟。', '第二段。'),
    });
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({ channel: 'iClassroom', title: '新员工消防演练视频', section: 'stuTraVideo', status: 'draft', releaseTime: null, videoUrl: video.body.data.url, duration: 5, coverUrl: cover.body.data.url, publicPath: `/iClassroom/stuTraVideo?id=${item.id}` });

    const visible = async () => {
      const list = await api.get<{ records: { id: number }[] }>('/website/classroom/items?section=stuTraVideo&size=50');
      const search = await api.get<{ records: { id: string; channel: string }[] }>(`/website/searchIndex?keyWord=${encodeURIComponent('消防演练视频')}`);
      return {
        list: list.body.data.records.some((r) => r.id === item.id),
        search: search.body.data.records.some((r) => r.channel === 'iClassroom' && r.id === String(item.id)),
        detail: (await api.get(`/website/classroom/items/${item.id}`)).status,
      };
    };
    expect(await visible()).toEqual({ list: false, search: false, detail: 404 });

    const preview = await api.get<Detail>(`/admin/website/content/iClassroom/${item.id}/preview`, { token: admin });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ id: item.id, videoUrl: video.body.data.url, content: '第一段：独一无二的关键词玄鸟。\n\n第二段。', cover: { src: cover.body.data.url } });

    expect((await act(item.id, 'publish')).body.data.status).toBe('published');
    expect(await visible()).toEqual({ list: true, search: true, detail: 200 });
    // The visitor's player: the stored clip, ranged.
    const played = await api.server.app.inject({ method: 'GET', url: video.body.data.url, headers: { range: 'bytes=0-99' } });
    expect(played.rawPayload.equals(WEBM.subarray(0, 100))).toBe(true);
    expect(played.statusCode).toBe(206);
    expect(played.headers['content-type']).toBe('video/webm');
    expect(played.headers['content-range']).toBe(`bytes 0-99/${WEBM.length}`);

    expect((await act(item.id, 'publish')).status).toBe(400);
    expect((await act(item.id, 'withdraw')).body.data.status).toBe('withdrawn');
    expect(await visible()).toEqual({ list: false, search: false, detail: 404 });
    expect((await act(item.id, 'withdraw')).body.msg).toBe('该内容未发布，无需撤回');

    const entries = (await auditRows()).filter((r: { subject_id: string }) => r.subject_id === `iClassroom:${item.id}`);
    expect(entries.map((r: { action: string; summary: string }) => [r.action, r.summary])).toEqual([
      ['create', '新建智慧课堂「新员工消防演练视频」'],
      ['publish', '发布智慧课堂「新员工消防演练视频」'],
      ['withdraw', '撤回智慧课堂「新员工消防演练视频」'],
    ]);
  });

  it('lists the demo items published with their release time, edits one on the site at once keeping its two-size poster, and withdraws it as 已撤回', async () => {
    const page = await api.get<ContentPage>('/admin/website/content/iClassroom?category=stuTraVideo&status=published&size=50', { token: admin });
    expect(page.status).toBe(200);
    const demo = page.body.data.records.find((r) => r.id === 202);
    expect(demo).toMatchObject({ status: 'published', categoryName: '培训视频' });
    expect(demo?.releaseTime).toBeTruthy();

    const before = (await api.get<Item>('/admin/website/content/iClassroom/202', { token: admin })).body.data;
    // The demo text arrives as paragraphs, so an edit starts from what the site shows.
    expect(before.body?.type).toBe('doc');
    const edited = await api.request<Item>('PUT', '/admin/website/content/iClassroom/202', {
      token: admin,
      json: { title: '办公技能速成（修订）', section: before.section, summary: before.summary, category: before.category, date: before.date, coverUrl: before.coverUrl, videoUrl: before.videoUrl, duration: before.duration, body: before.body },
    });
    expect(edited.status).toBe(200);
    const detail = await api.get<Detail>('/website/classroom/items/202');
    expect(detail.body.data.title).toBe('办公技能速成（修订）');
    expect(detail.body.data.cover?.srcSet).toMatch(/-480\.jpg 480w, .*-960\.jpg 960w$/);
    const update = (await auditRows()).filter((r: { subject_id: string; action: string }) => r.subject_id === 'iClassroom:202' && r.action === 'update');
    expect(JSON.parse(update[0].changes)).toEqual({ title: { from: before.title, to: '办公技能速成（修订）' } });

    expect((await act(202, 'withdraw')).body.data.status).toBe('withdrawn');
    expect((await api.get('/website/classroom/items/202')).status).toBe(404);
    expect((await act(202, 'publish')).body.data.status).toBe('published');
  });

  it('refuses a video or poster whose bytes are not one, whatever its name; an unknown video; a missing section; changing nothing', async () => {
    const renamed = await upload('video', 'clip.webm', Buffer.from('<html>not a video at all, but long enough to be judged by its head</html>'));
    expect(renamed.status).toBe(400);
    expect(renamed.body.msg).toBe('视频只能是mp4或webm格式');
    expect((await upload('video', 'clip.mp4', POSTER)).status).toBe(400);
    expect((await upload('cover', 'poster.jpg', WEBM)).body.msg).toBe('封面只能是jpg或png格式的图片');
    const mp4 = await upload('video', 'x', MP4);
    expect(mp4.body.data.url).toMatch(/\.mp4$/);

    const count = async () => Number((await db().selectFrom('classroom_item').select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n); // eslint-disable-line @typescript-eslint/no-explicit-any
    const items = await count();
    expect((await create({ title: '没有栏目的条目' })).body.msg).toBe('请选择所属栏目');
    expect((await create({ title: '视频不存在', section: 'stuTraVideo', videoUrl: '/website/classroom/media/video-00000000000000000000000000000000.webm' })).body.msg).toBe('视频不存在，请重新上传');
    expect((await create({ title: '别处的视频', section: 'stuTraVideo', videoUrl: '/admin/sys-file/disk/x.webm' })).status).toBe(400);
    expect((await create({ title: '栏目不对', section: 'elsewhere' })).status).toBe(400);
    expect((await create({ title: '', section: 'stuTraVideo' })).body.msg).toBe('请输入标题');
    expect(await count()).toBe(items);
  });

  it('bounds a video by the platform upload limit', async () => {
    await db().updateTable('platform_setting').set({ upload_max_kb: 50 }).where('id', '=', 1).execute();
    try {
      const big = await upload('video', 'clip.webm', WEBM);
      expect(big.status).toBe(413);
      expect(big.body.msg).toBe('视频大小不能超过50KB');
    } finally {
      await db().updateTable('platform_setting').set({ upload_max_kb: null }).where('id', '=', 1).execute();
    }
  });

  it('lets only the platform administrator manage 智慧课堂: a company administrator and a member get 403', async () => {
    for (const token of [chenjing, zhangsan]) {
      expect((await api.get('/admin/website/content/iClassroom', { token })).status).toBe(403);
      expect((await create({ title: '越权', section: 'stuTraVideo' }, token)).status).toBe(403);
      expect((await act(202, 'withdraw', token)).status).toBe(403);
      expect((await upload('video', 'clip.webm', WEBM, token)).status).toBe(403);
      expect((await upload('cover', 'p.jpg', POSTER, token)).status).toBe(403);
    }
    expect((await api.get('/website/classroom/items/202')).status).toBe(200);
  });
});

/** The channel's queries (counts, keyword match, returning ids) and migration 0032 on PostgreSQL too. */
describe('智慧课堂 in 内容管理 on PostgreSQL', () => {
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

  it('creates, finds, publishes and withdraws a classroom item', async () => {
    const created = await api.post<Item>('/admin/website/content/iClassroom', { token: admin, json: { title: '课堂测试Ab', section: 'teachingResources', body: doc('教学资源。') } });
    expect(created.body.data.status).toBe('draft');
    const id = created.body.data.id;
    const found = await api.get<ContentPage>(`/admin/website/content/iClassroom?keyword=${encodeURIComponent('测试Ab')}&status=draft`, { token: admin });
    expect(found.body.data).toMatchObject({ total: 1, records: [expect.objectContaining({ id, categoryName: '教学资源' })] });
    await api.post(`/admin/website/content/iClassroom/${id}/publish`, { token: admin });
    expect((await api.get<Detail>(`/website/classroom/items/${id}`)).body.data.content).toBe('教学资源。');
    await api.post(`/admin/website/content/iClassroom/${id}/withdraw`, { token: admin });
    expect((await api.get(`/website/classroom/items/${id}`)).status).toBe(404);
    const demo = await api.get<ContentPage>('/admin/website/content/iClassroom?status=published&size=50', { token: admin });
    expect(demo.body.data.total).toBeGreaterThan(5);
  });
});
