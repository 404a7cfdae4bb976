import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteSearchSource, SiteSearchSources } from '../../../server/contracts/website.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { FileByteStoreId } from '../../../server/contracts/files.ts';
import { SiteImages } from '../../../server/modules/website/images/SiteImages.ts';
import { SearchHistory } from '../../../server/modules/website/search/SearchHistory.ts';
import { demoSeed } from '../../../server/app/ServerSchema.ts';
import { demoCarouselItems } from '../../../server/modules/website/carousel/CarouselDemoRows.ts';
import { WebsiteDemoSeed } from '../../../server/modules/website/WebsiteDemoSeed.ts';
import type { WebsiteSchema } from '../../../server/modules/website/WebsiteSchema.ts';
import { TestServer } from '../TestServer.ts';

interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}
interface Titled {
  id: number;
  title: string;
  publishTime: string;
}
interface Hit {
  channel: string;
  channelName: string;
  id: string;
  title: string;
  summary: string;
  publishTime: string;
  path: string;
}

// A channel of another module (智慧课堂 joins this way): the search must find it without knowing it.
/** A channel the search does not know of, joining through SiteSearchSources as any module would. */
const classroomStandIn = definePlugin(() => ({
  id: 'lectures-stand-in',
  module(bind) {
    const source: SiteSearchSource = {
      channel: 'lectures',
      channelName: '名师讲堂',
      search: async (keyword) =>
        '融合课堂'.includes(keyword) || keyword === '课堂'
          ? [{ channel: 'lectures', channelName: '名师讲堂', id: 'c1', title: '融合课堂公开课', summary: '课堂实录', publishedAt: '2026-02-01 08:00:00', path: '/lectures/detail?id=c1' }]
          : [],
    };
    bind.contribute(SiteSearchSources, source);
  },
}));

describe('the public site’s channels: published content, paged and bounded', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await TestServer.start({ extraModules: [classroomStandIn()] });
  });
  afterAll(() => api.close());

  it('pages the news newest first over two pages, and never shows a draft', async () => {
    const first = await api.get<Page<Titled>>('/website/newsinformation/page?current=1&size=10');
    const second = await api.get<Page<Titled>>('/website/newsinformation/page?current=2&size=10');
    expect(first.body.data.total).toBe(14);
    expect(first.body.data.records).toHaveLength(10);
    expect(second.body.data.records).toHaveLength(4);
    const all = [...first.body.data.records, ...second.body.data.records];
    expect(all.map((n) => n.publishTime)).toEqual(all.map((n) => n.publishTime).sort().reverse());
    expect(all.some((n) => n.title.includes('草稿'))).toBe(false);
    expect((await api.get('/website/newsinformation/detail/15')).status).toBe(404);
  });

  it('refuses a page size over 50 or a page below 1 with a Chinese message', async () => {
    const big = await api.get('/website/newsinformation/page?size=51');
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('每页条数应在1到50之间');
    expect((await api.get('/website/partybuild/page?current=0')).body.msg).toBe('页码应在1到100000之间');
    expect((await api.get('/website/partybuild/page?category=other')).body.msg).toBe('党建栏目应为动态、知识或法规');
  });

  it('shows a news item as text paragraphs with its newer and older neighbours', async () => {
    const detail = await api.get<{ title: string; paragraphs: string[]; previous: Titled | null; next: Titled | null }>('/website/newsinformation/detail/7');
    expect(detail.body.data.title).toBe('融合科技与三所职业院校签订产教融合协议');
    expect(detail.body.data.paragraphs).toHaveLength(2);
    expect(detail.body.data.previous?.title).toBe('融合出版中心发布年度数字阅读报告');
    expect(detail.body.data.next?.title).toBe('“书香校园”主题征文活动获奖名单揭晓');
    const newest = await api.get<{ previous: Titled | null }>('/website/newsinformation/detail/1');
    expect(newest.body.data.previous).toBeNull();
  });

  it('lists 党建 by category, keeping neighbours within it, and hides the unpublished draft', async () => {
    const law = await api.get<Page<Titled & { category: string; categoryName: string }>>('/website/partybuild/page?category=law');
    expect(law.body.data.total).toBe(4);
    expect(new Set(law.body.data.records.map((r) => r.categoryName))).toEqual(new Set(['党规党法']));
    const dynamic = await api.get<Page<Titled>>('/website/partybuild/page?category=dynamic&size=50');
    expect(dynamic.body.data.records.some((r) => r.title.includes('草稿'))).toBe(false);
    const oldestLaw = law.body.data.records.at(-1)!;
    const detail = await api.get<{ next: Titled | null; previous: Titled | null }>(`/website/partybuild/detail/${oldestLaw.id}`);
    expect(detail.body.data.next).toBeNull();
    expect(detail.body.data.previous?.title).toBe(law.body.data.records.at(-2)!.title);
    expect((await api.get('/website/partybuild/detail/15')).status).toBe(404);
  });

  it('serves books, education and digital titles with details; a digital title brings its resources', async () => {
    const books = await api.get<Page<{ id: number; bookName: string }>>('/website/bookpublish/page?size=5');
    expect(books.body.data.total).toBe(9);
    const book = await api.get<{ bookName: string; paragraphs: string[]; isbn: string }>(`/website/bookpublish/detail/${books.body.data.records[0].id}`);
    expect(book.body.data.paragraphs.length).toBeGreaterThan(1);

    const edu = await api.get<Page<Titled>>('/website/edupublish/page');
    expect(edu.body.data.total).toBe(6);
    // A digital title is not an education one.
    expect((await api.get('/website/edupublish/detail/7')).status).toBe(404);

    const digital = await api.get<Page<Titled>>('/website/digitalpublish/page');
    expect(digital.body.data.total).toBe(4);
    expect(digital.body.data.records.some((r) => r.title.includes('未发布'))).toBe(false);
    const title = await api.get<{ sections: { sectionName: string; bucketName: string; fileName: string; imageUrl: string }[] }>('/website/digitalpublish/detail/7');
    expect(title.body.data.sections.map((s) => s.sectionName)).toEqual(['第一章 数字出版的兴起', '第二章 数字出版产业链', '第三章 标准与版权']);
    const { bucketName, fileName, imageUrl } = title.body.data.sections[1];
    const section = await api.get<{ sectionName: string; publishTitle: string; content: string }>(`/website/digitalPublishSection/getByFileId/${bucketName}/${fileName}`);
    expect(section.body.data).toMatchObject({ sectionName: '第二章 数字出版产业链', publishTitle: '数字出版概论（电子版）' });

    const picture = await api.server.app.inject({ method: 'GET', url: imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.body).toContain('第二章 数字出版产业链');
    expect(picture.body).not.toContain('<script');
    expect((await api.get('/website/digitalPublishSection/getByFileId/website/nothing.svg')).status).toBe(404);
  });

  it('serves only the site’s own pictures, by a plain name', async () => {
    expect((await api.server.app.inject({ method: 'GET', url: '/website/image/..%2Fconfig.svg' })).statusCode).toBe(400);
    expect((await api.server.app.inject({ method: 'GET', url: '/website/image/missing-1.svg' })).statusCode).toBe(404);
  });

  it('seeds its demo content once: a second start adds nothing, keeps an unpublished item so and a deleted one gone', async () => {
    const db = api.server.database.db.withTables<WebsiteSchema>();
    await db.updateTable('party_article').set({ published: 0 }).where('id', '=', 1).execute();
    await db.deleteFrom('website_carousel').where('id', '=', 3).execute();
    const again = await demoSeed(api.server.database, 10).run();
    expect(Object.values(again.inserted).every((count) => count === 0)).toBe(true);
    const images = new SiteImages(api.server.host.container.get(FileByteStoreId));
    expect(await new WebsiteDemoSeed(db, images).run()).toBeGreaterThan(0);
    expect((await api.get('/website/partybuild/detail/1')).status).toBe(404);
    expect((await api.get<unknown[]>('/website/publicizecarousel/listRecommendInfoVO/1')).body.data).toHaveLength(2);
    await db.updateTable('party_article').set({ published: 1 }).where('id', '=', 1).execute();
    await db.insertInto('website_carousel').values(demoCarouselItems.filter((item) => item.id === 3)).execute();
  });

  it('answers the home carousel in order, and an unknown carousel with nothing', async () => {
    const carousel = await api.get<{ title: string; imageUrl: string; sort: number }[]>('/website/publicizecarousel/listRecommendInfoVO/1');
    expect(carousel.body.data.map((c) => c.sort)).toEqual([1, 2, 3]);
    expect((await api.get<unknown[]>('/website/publicizecarousel/listRecommendInfoVO/99')).body.data).toEqual([]);
  });
});

describe('the site search across every channel, and its history', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await TestServer.start({ extraModules: [classroomStandIn()] });
  });
  afterAll(() => api.close());

  const visitor = (cookie: string) => ({ headers: { cookie } });

  it('finds published items of every channel, newest first, with a plain-text summary and the page to open', async () => {
    const search = async (keyWord: string) => (await api.get<Page<Hit>>(`/website/searchIndex?keyWord=${encodeURIComponent(keyWord)}&size=50`)).body.data.records;
    const publishing = await search('出版');
    const classroom = await search('课堂');
    const hits = [...publishing, ...classroom];
    expect(new Set(hits.map((h) => h.channel))).toEqual(new Set(['news', 'elaborateBook', 'eduPub', 'digitalPub', 'partyBuild', 'iClassroom', 'lectures']));
    expect(classroom.find((h) => h.channel === 'lectures')).toMatchObject({ channelName: '名师讲堂', path: '/lectures/detail?id=c1' });
    for (const list of [publishing, classroom]) expect(list.map((h) => h.publishTime)).toEqual(list.map((h) => h.publishTime).sort().reverse());
    expect(hits.some((h) => h.title.includes('草稿') || h.title.includes('未发布'))).toBe(false);
    expect(publishing.every((h) => h.title.includes('出版') || h.summary.includes('出版'))).toBe(true);
    expect(hits.find((h) => h.channel === 'news')?.path).toMatch(/^\/news\/detail\?id=\d+$/);
  });

  it('pages the matches and takes % and _ literally', async () => {
    const first = await api.get<Page<Hit>>(`/website/searchIndex?keyWord=${encodeURIComponent('出版')}&current=1&size=3`);
    const second = await api.get<Page<Hit>>(`/website/searchIndex?keyWord=${encodeURIComponent('出版')}&current=2&size=3`);
    expect(first.body.data.total).toBeGreaterThan(6);
    expect(second.body.data.total).toBe(first.body.data.total);
    expect(second.body.data.records.map((h) => h.id + h.channel)).not.toContain(first.body.data.records[0].id + first.body.data.records[0].channel);
    expect((await api.get<Page<Hit>>('/website/searchIndex?keyWord=%25')).body.data.total).toBe(0);
  });

  it('refuses an empty or over-long keyword', async () => {
    expect((await api.get('/website/searchIndex?keyWord=%20%20')).body.msg).toBe('请输入搜索关键词');
    expect((await api.get(`/website/searchIndex?keyWord=${'书'.repeat(51)}`)).body.msg).toBe('搜索关键词不能超过50个字');
  });

  it('remembers a browser’s keywords by its cookie, newest first, each once, the last 10 only', async () => {
    const first = await api.get(`/website/searchIndex?keyWord=${encodeURIComponent('党建')}`);
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^ronghe_visitor=[0-9a-f-]{36}$/);
    for (const word of ['图书', '党建', ...Array.from({ length: 10 }, (_, i) => `关键词${i}`), '新闻']) {
      await api.get(`/website/searchIndex?keyWord=${encodeURIComponent(word)}`, visitor(cookie));
    }
    const history = await api.get<Page<{ content: string }>>('/website/searchhistory/list', visitor(cookie));
    expect(history.body.data.total).toBe(10);
    expect(history.body.data.records[0].content).toBe('新闻');
    expect(history.body.data.records.map((r) => r.content)).not.toContain('图书');

    // Another browser, and a browser the server never saw, have none.
    expect((await api.get<Page<unknown>>('/website/searchhistory/list')).body.data.total).toBe(0);
    expect((await api.get<Page<unknown>>('/website/searchhistory/list', visitor('ronghe_visitor=00000000-0000-4000-8000-000000000000'))).body.data.total).toBe(0);
  });

  it('keeps a signed-in user’s history with the user, apart from the browser’s', async () => {
    const token = (await api.login('zhangsan')).access_token;
    await api.get(`/website/searchIndex?keyWord=${encodeURIComponent('教材')}`, { token });
    const mine = await api.get<Page<{ content: string }>>('/website/searchhistory/list', { token });
    expect(mine.body.data.records.map((r) => r.content)).toEqual(['教材']);
    const lisi = (await api.login('lisi')).access_token;
    expect((await api.get<Page<unknown>>('/website/searchhistory/list', { token: lisi })).body.data.total).toBe(0);
  });

  it('keeps at most the configured number of keywords across all browsers', async () => {
    const history = new SearchHistory(api.server.database.db.withTables<WebsiteSchema>(), { now: () => Date.now() }, { perOwner: 10, visitorsTotal: 3 });
    for (let i = 0; i < 5; i++) await history.add(`visitor:bound-${i}`, '融合');
    const left = await api.server.database.db.withTables<WebsiteSchema>().selectFrom('website_search_history').select('owner').where('owner', 'like', 'visitor:%').execute();
    expect(left.map((r) => r.owner).sort()).toEqual(['visitor:bound-2', 'visitor:bound-3', 'visitor:bound-4']);
  });
});
