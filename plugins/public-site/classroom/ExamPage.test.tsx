import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { publicSitePlugin } from '../index.ts';

const ZHANGSAN: UserInfo = { sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [1], ifTeamAdmin: false, permissions: [] };

const EXAM = {
  id: 1,
  title: '岗前安全知识在线测试',
  intro: '共 2 题。',
  durationMinutes: 15,
  passScore: 60,
  totalScore: 100,
  questionCount: 2,
  publishTime: '2026-11-18 10:30:00',
  questions: [
    { id: 11, kind: 'single', stem: '进入实训车间前，首先应当做的是：', options: ['直接开始操作设备', '检查并穿戴好防护用品'], score: 50 },
    { id: 12, kind: 'multiple', stem: '以下哪些做法符合实训室用电安全？', options: ['湿手不触碰电源开关', '私拉电线', '离开时切断电源'], score: 50 },
  ],
};

function examHttp(): FakeHttpClient {
  return new FakeHttpClient().on('GET', '/admin/enterpriseSetting/select', {}).on('GET', '/website/classroom/exams/1', EXAM);
}

describe('在线考试', () => {
  it('lets a signed-in learner answer, sends the letters and shows the server’s grade per question', async () => {
    const user = userEvent.setup();
    const http = examHttp().on('POST', '/website/classroom/exams/1/submission', {
      examId: 1,
      score: 50,
      total: 100,
      passed: false,
      submitTime: '2026-11-26 08:00:00',
      questions: [
        { questionId: 11, correct: true, answer: 'B' },
        { questionId: 12, correct: false, answer: 'AC' },
      ],
    });
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/iClassroom/onlineExamDetail?id=1', { http, session: MemorySessionStore.signedIn(ZHANGSAN) });
    await user.click(await screen.findByRole('radio', { name: 'B. 检查并穿戴好防护用品' }));
    await user.click(screen.getByRole('checkbox', { name: 'C. 离开时切断电源' }));
    await user.click(screen.getByRole('checkbox', { name: 'A. 湿手不触碰电源开关' }));
    await user.click(screen.getByRole('button', { name: '提交答卷' }));
    expect(await screen.findByText('得分 50 / 100 · 未通过')).toBeTruthy();
    expect(http.callsTo('POST', '/website/classroom/exams/1/submission')[0].body).toEqual({ answers: [{ questionId: 11, choice: 'B' }, { questionId: 12, choice: 'AC' }] });
    expect(screen.getByText('回答正确')).toBeTruthy();
    expect(screen.getByText('回答错误，正确答案：AC')).toBeTruthy();
    expect(document.title).toBe('岗前安全知识在线测试 - 在线考试 - 融合平台');
  });

  it('shows the questions to a visitor, who is asked to sign in to answer', async () => {
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/iClassroom/onlineExamDetail?id=1', { http: examHttp() });
    expect(await screen.findByText('1. 进入实训车间前，首先应当做的是：')).toBeTruthy();
    expect(screen.getByText('登录后即可作答并保存成绩')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交答卷' })).toBeNull();
  });
});
