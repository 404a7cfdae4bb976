import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { publicSitePlugin } from '../index.ts';

const ZHANGSAN: UserInfo = { sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [1], ifTeamAdmin: false, permissions: [] };

function item(id: number, section: string, title: string, extra: object = {}) {
  return {
    id,
    section,
    title,
    summary: `${title}的简介`,
    category: '安全',
    publishTime: '2026-11-18 10:00:00',
    cover: { src: `/website/classroom/media/c${id}-960.jpg`, srcSet: `/website/classroom/media/c${id}-480.jpg 480w, /website/classroom/media/c${id}-960.jpg 960w` },
    hasVideo: false,
    duration: 0,
    personName: null,
    ...extra,
  };
}

function classroomHttp(): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/website/classroom/items', (call: { options?: { params?: Record<string, unknown> } }) => {
      const { section, current } = call.options?.params ?? {};
      if (section === 'studentTraining') {
        const all = Array.from({ length: 14 }, (_, i) => item(100 + i, 'studentTraining', `培训第${i + 1}期`));
        const page = Number(current ?? 1);
        return { records: all.slice((page - 1) * 8, page * 8), total: 14, current: page, size: 8 };
      }
      if (section === 'stuTraVideo') return { records: [item(201, 'stuTraVideo', '岗前安全须知', { hasVideo: true, duration: 5 })], total: 1, current: 1, size: 12 };
      return { records: [], total: 0, current: 1, size: 12 };
    })
    .on('GET', '/website/classroom/exams', { records: [{ id: 1, title: '岗前安全知识在线测试', intro: '', durationMinutes: 15, passScore: 60, totalScore: 100, questionCount: 2, publishTime: '2026-11-18 10:30:00' }], total: 1, current: 1, size: 10 })
    .on('GET', '/website/classroom/items/201', {
      ...item(201, 'stuTraVideo', '岗前安全须知', { hasVideo: true, duration: 5 }),
      content: '第一段。\n\n第二段。',
      videoUrl: '/website/classroom/media/safety-training.webm',
      person: { id: 1, name: '王建国', role: 'teacher', title: '高级讲师', organisation: '融合职业技术学院' },
    });
}

describe('智慧课堂', () => {
  it('shows each section’s newest items and the exams on /iClassroom, under its own title', async () => {
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/iClassroom', { http: classroomHttp() });
    const videos = await screen.findByRole('region', { name: '培训视频' });
    expect(await within(videos).findByRole('link', { name: /岗前安全须知/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '岗前安全知识在线测试' })).toBeTruthy();
    expect(screen.getByText('共 2 题 · 满分 100 分 · 60 分及格 · 建议用时 15 分钟')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('智慧课堂 - 融合平台'));
  });

  it('pages a section with 共 N 条 and responsive posters', async () => {
    const user = userEvent.setup();
    const { router, http } = await renderWorkbench([shellStandIn(), publicSitePlugin()], '/iClassroom/studentTraining', { http: classroomHttp() });
    expect(await screen.findByText('共 14 条')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /培训第1期/ })).toBeTruthy();
    const poster = screen.getByRole('link', { name: /培训第1期/ }).querySelector('img')!;
    expect(poster.getAttribute('srcset')).toBe('/website/classroom/media/c100-480.jpg 480w, /website/classroom/media/c100-960.jpg 960w');
    expect(poster.getAttribute('sizes')).toContain('100vw');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('link', { name: /培训第13期/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(http.callsTo('GET', '/website/classroom/items').at(-1)?.options?.params).toEqual({ section: 'studentTraining', current: 2, size: 8 });
    await waitFor(() => expect(document.title).toBe('学生培训 - 智慧课堂 - 融合平台'));
  });

  it('opens an item with its video player, poster and person, and saves a signed-in learner’s progress on pause', async () => {
    const http = classroomHttp().on('POST', '/website/classroom/my/progress', {});
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/iClassroom/stuTraVideo?id=201', { http, session: MemorySessionStore.signedIn(ZHANGSAN) });
    const player = (await screen.findByLabelText('岗前安全须知 视频')) as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/website/classroom/media/safety-training.webm');
    expect(player.getAttribute('poster')).toBe('/website/classroom/media/c201-960.jpg');
    expect(player.controls).toBe(true);
    expect(screen.getByRole('link', { name: '王建国' }).getAttribute('href')).toBe('/iClassroom/userDetail?id=1');
    expect(screen.getByText('第二段。')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('岗前安全须知 - 培训视频 - 融合平台'));
    Object.defineProperty(player, 'currentTime', { value: 3.4, configurable: true });
    fireEvent.pause(player);
    await waitFor(() => expect(http.callsTo('POST', '/website/classroom/my/progress')[0]?.body).toEqual({ itemId: 201, seconds: 3 }));
  });

  it('saves no progress for a visitor who is not signed in', async () => {
    const http = classroomHttp();
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/iClassroom/stuTraVideo?id=201', { http });
    const player = await screen.findByLabelText('岗前安全须知 视频');
    fireEvent.pause(player);
    fireEvent.ended(player);
    expect(http.callsTo('POST', '/website/classroom/my/progress')).toEqual([]);
  });

  it('says an unpublished or unknown item does not exist', async () => {
    const http = classroomHttp().failOn('GET', '/website/classroom/items/204', 404, '内容不存在或未发布');
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/iClassroom/stuTraVideo?id=204', { http });
    expect(await screen.findByText('内容不存在或未发布')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/iClassroom/stuTraVideo');
  });
});
