import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn, type RecordedCall } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import type { SiteContentItem, SiteContentPage, SiteContentSummary } from './SiteContentApi.ts';
import { previewAddress } from './SiteContentPage.tsx';

const PLATFORM_ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [3], ifTeamAdmin: false, permissions: [] };
const COMPANY_ADMIN: UserInfo = { sysUser: { userId: 11, username: 'chenjing', chineseName: '陈静', status: '0' }, companyId: 2, companyAdmin: 2, roles: [2], ifTeamAdmin: false, permissions: [] };

const row = (id: number, title: string, status: SiteContentSummary['status']): SiteContentSummary => ({
  id,
  title,
  status,
  categoryName: null,
  date: '2026-11-20 09:00:00',
  releaseTime: status === 'draft' ? null : '2026-11-20 10:00:00',
  updateTime: null,
  recommend: false,
  coverUrl: null,
});
const NEWS: SiteContentPage = { records: [row(31, '草稿新闻', 'draft'), row(30, '已发布新闻', 'published'), row(29, '撤回的新闻', 'withdrawn')], total: 3, current: 1, size: 10 };
const CLASSROOM: SiteContentPage = { records: [{ ...row(202, '办公技能速成', 'published'), categoryName: '培训视频' }], total: 1, current: 1, size: 10 };
const PARTY: SiteContentPage = { records: [{ ...row(40, '党建知识一则', 'published'), categoryName: '党建知识' }], total: 1, current: 1, size: 10 };

const item = (edit: Partial<SiteContentItem>): SiteContentItem => ({
  id: 32,
  channel: 'news',
  status: 'draft',
  title: '',
  summary: null,
  author: null,
  source: null,
  publisher: null,
  isbn: null,
  price: null,
  category: null,
  date: '2026-11-26 10:00:00',
  coverUrl: null,
  body: null,
  recommend: false,
  releaseTime: null,
  updateTime: null,
  publicPath: '/news/detail?id=32',
  ...edit,
});

const layouts = definePlugin(() => ({
  id: 'layouts',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

function server() {
  return new FakeHttpClient()
    .on('GET', '/admin/website/content/news', NEWS)
    .on('GET', '/admin/website/content/partyBuild', PARTY)
    .on('POST', '/admin/website/content/news', (call: RecordedCall) => item(call.body as Partial<SiteContentItem>))
    .on('POST', '/admin/website/content/news/31/publish', item({ id: 31, status: 'published' }))
    .on('POST', '/admin/website/content/news/30/withdraw', item({ id: 30, status: 'withdrawn' }))
    .on('GET', '/admin/website/content/iClassroom', CLASSROOM)
    .on('POST', '/admin/classroom/video', { fileName: `video-${'a'.repeat(32)}.webm`, url: `/website/classroom/media/video-${'a'.repeat(32)}.webm` })
    .on('POST', '/admin/website/content/iClassroom', (call: RecordedCall) => item({ ...(call.body as Partial<SiteContentItem>), channel: 'iClassroom', id: 500 }));
}

async function open(http: FakeHttpClient, who: UserInfo = PLATFORM_ADMIN) {
  const notifier = new RecordingNotifier();
  const fixture = await renderWorkbench([shellStandIn(notifier), layouts(), administrationPlugin()], '/management/content', { http, session: MemorySessionStore.signedIn(who) });
  return { ...fixture, notifier, user: userEvent.setup() };
}

describe('内容管理', () => {
  it('lists a channel with each item’s status and offers 发布 for what is not on the site, 撤回 for what is', async () => {
    const http = server();
    const { user, notifier } = await open(http);
    const draft = (await screen.findByText('草稿新闻')).closest('tr')!;
    expect(within(draft).getByText('草稿')).toBeTruthy();
    const published = screen.getByText('已发布新闻').closest('tr')!;
    expect(within(published).getByText('已发布')).toBeTruthy();
    expect(within(published).queryByRole('button', { name: '发布' })).toBeNull();
    expect(within(screen.getByText('撤回的新闻').closest('tr')!).getByText('已撤回')).toBeTruthy();

    await user.click(within(draft).getByRole('button', { name: '发布' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/website/content/news/31/publish')).toHaveLength(1));
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '已发布，网站上立即可见' });

    await user.click(within(published).getByRole('button', { name: '撤回' }));
    const confirm = await screen.findAllByRole('button', { name: '确定' });
    await user.click(confirm.at(-1)!);
    await waitFor(() => expect(http.callsTo('POST', '/admin/website/content/news/30/withdraw')).toHaveLength(1));
  });

  it('searches by title and status, and switches channel to 党建 with its categories', async () => {
    const http = server();
    const { user } = await open(http);
    await screen.findByText('草稿新闻');
    await user.type(screen.getByLabelText('请输入标题关键词'), '青鸾{Enter}');
    await waitFor(() => expect(http.calls.some((call) => call.url === '/admin/website/content/news' && (call.options?.params as { keyword?: string })?.keyword === '青鸾')).toBe(true));
    await user.click(screen.getByRole('tab', { name: '党建' }));
    expect(await screen.findByText('党建知识一则')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '分类' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: '分类' }));
    await user.click(await screen.findByTitle('党规党法'));
    await waitFor(() => expect(http.calls.some((call) => call.url === '/admin/website/content/partyBuild' && (call.options?.params as { category?: string })?.category === 'law')).toBe(true));
    // The news search does not follow into 党建.
    expect(http.calls.filter((call) => call.url === '/admin/website/content/partyBuild').every((call) => !(call.options?.params as { keyword?: string }).keyword)).toBe(true);
  });

  it('creates a news item as a draft with the fields the form holds, and refuses a blank title in the browser', async () => {
    const http = server();
    const { user, notifier } = await open(http);
    await screen.findByText('草稿新闻');
    await user.click(screen.getByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建新闻')).toBeTruthy();
    await within(dialog).findByLabelText('标题');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入标题')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/website/content/news')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('标题'), '新的新闻');
    await user.type(within(dialog).getByLabelText('来源'), '集团办公室');
    await user.click(within(dialog).getByLabelText('首页推荐'));
    expect(within(dialog).queryByLabelText('出版社')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/website/content/news')).toHaveLength(1));
    expect(http.callsTo('POST', '/admin/website/content/news')[0].body).toEqual({
      title: '新的新闻',
      date: null,
      coverUrl: null,
      body: null,
      summary: null,
      author: null,
      source: '集团办公室',
      recommend: true,
    });
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '已保存为草稿' });
  });

  it('manages 智慧课堂 in the same page: its section as 分类, a new item with 所属栏目 and an uploaded video', async () => {
    const http = server();
    const { user } = await open(http);
    await screen.findByText('草稿新闻');
    await user.click(screen.getByRole('tab', { name: '智慧课堂' }));
    const demo = (await screen.findByText('办公技能速成')).closest('tr')!;
    expect(within(demo).getByText('培训视频')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建智慧课堂')).toBeTruthy();
    await user.type(await within(dialog).findByLabelText('标题'), '消防演练');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择所属栏目')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: '所属栏目' }));
    await user.click(await screen.findByTitle('培训视频'));
    const input = dialog.querySelector<HTMLInputElement>('input[type=file][accept=".mp4,.webm"]')!;
    await user.upload(input, new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'clip.webm', { type: 'video/webm' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/classroom/video')).toHaveLength(1));
    expect(await within(dialog).findByLabelText('视频')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/website/content/iClassroom')).toHaveLength(1));
    expect(http.callsTo('POST', '/admin/website/content/iClassroom')[0].body).toEqual({
      title: '消防演练',
      date: null,
      coverUrl: null,
      body: null,
      category: null,
      summary: null,
      videoUrl: `/website/classroom/media/video-${'a'.repeat(32)}.webm`,
      duration: 0,
      section: 'stuTraVideo',
    });
  });

  it('previews on the site’s own detail page, through the administrators’ preview', () => {
    expect(previewAddress('news', { id: 12 })).toBe('/news/detail?id=12&preview=1');
    expect(previewAddress('books', { id: 3 })).toBe('/elaborateBook/detail?id=3&preview=1');
    // 智慧课堂's item opens on its own section's page.
    expect(previewAddress('iClassroom', { id: 7, categoryName: '师生互动视频' })).toBe('/iClassroom/teachersInteraction/video?id=7&preview=1');
  });

  it('is the platform administrator’s alone: a company administrator gets 403 and no call', async () => {
    const http = server();
    await open(http, COMPANY_ADMIN);
    expect(await screen.findByText('内容管理仅限平台管理员使用')).toBeTruthy();
    expect(http.calls.filter((call) => call.url.startsWith('/admin/website/content'))).toEqual([]);
  });
});
