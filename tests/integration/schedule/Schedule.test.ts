import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DisplayTime } from '../../../server/db/DisplayTime.ts';
import { ScheduleRemindersId } from '../../../server/modules/schedule/ScheduleModule.ts';
import { TestServer } from '../TestServer.ts';

interface Person {
  userId: number;
  chineseName: string;
}
interface ScheduleEvent {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  allDay: boolean;
  location: string | null;
  remindMinutes: number | null;
  organizer: Person;
  invitees: Person[];
  editable: boolean;
}

const ZHANGSAN = 2;
const LISI = 3;
const WANGWU = 4;
const ZHOUBA_DISABLED = 7;
const LINFANG_EDU = 12;
const EVENTS = '/admin/schedule/events';

/** The injected clock: 2026-12-01 08:00 local time, moved by the tests. */
const clock = { at: new Date(2026, 11, 1, 8, 0, 0).getTime(), now: () => clock.at };

const body = (change: Record<string, unknown> = {}) => ({
  title: '需求评审',
  startTime: '2026-12-02 10:00:00',
  endTime: '2026-12-02 11:00:00',
  allDay: false,
  location: '3楼会议室',
  description: null,
  remindMinutes: 15,
  inviteeIds: [LISI],
  ...change,
});

describe('the schedule endpoints (schedule.yaml)', () => {
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;
  let wangwu: string;
  let chenjing: string;

  const calendarMessages = (userId: number) =>
    api.server.database.db.selectFrom('message').selectAll().where('user_id', '=', userId).where('application_id', '=', '120').orderBy('id').execute();
  const create = async (token: string, change: Record<string, unknown> = {}) => {
    const answer = await api.post<ScheduleEvent>(EVENTS, { token, json: body(change) });
    expect(answer.status, answer.raw).toBe(200);
    return answer.body.data;
  };
  const list = (token: string, start = '2026-12-01 00:00:00', end = '2026-12-08 00:00:00') =>
    api.get<ScheduleEvent[]>(`${EVENTS}?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`, { token });

  /** Moves the clock; sessions are renewed, as tokens expire by the same clock. */
  const at = async (time: string) => {
    clock.at = DisplayTime.parse(time);
    zhangsan = (await api.login('zhangsan')).access_token;
  };

  beforeAll(async () => {
    api = await TestServer.start({ clock });
    [zhangsan, lisi, wangwu, chenjing] = await Promise.all(['zhangsan', 'lisi', 'wangwu', 'chenjing'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('creates an event for the organiser, shows it in the invitee’s calendar read-only and sends the invitee a calendar message', async () => {
    const before = (await calendarMessages(LISI)).length;
    const event = await create(zhangsan, { inviteeIds: [LISI, ZHANGSAN] });
    expect(event).toMatchObject({ title: '需求评审', startTime: '2026-12-02 10:00:00', organizer: { userId: ZHANGSAN, chineseName: '张三' }, editable: true, remindMinutes: 15 });
    // The organiser is no invitee of his own event.
    expect(event.invitees).toEqual([{ userId: LISI, chineseName: '李四' }]);

    const seenByLisi = (await list(lisi)).body.data.find((e) => e.id === event.id);
    expect(seenByLisi).toMatchObject({ editable: false, organizer: { userId: ZHANGSAN } });
    expect((await api.get<ScheduleEvent>(`${EVENTS}/${event.id}`, { token: lisi })).status).toBe(200);

    const messages = await calendarMessages(LISI);
    expect(messages).toHaveLength(before + 1);
    const invitation = messages.at(-1)!;
    expect(invitation).toMatchObject({ msg_type: 4, open_mode: 1, msg_title: '日程邀请：需求评审', send_author: '张三', read_status: 0 });
    expect(JSON.parse(invitation.msg_content!)).toEqual([
      { label: '标题', value: '需求评审' },
      { label: '时间', value: '2026-12-02 10:00 ~ 11:00' },
      { label: '地点', value: '3楼会议室' },
      { label: '组织者', value: '张三' },
      { label: '参与人', value: '李四' },
    ]);
  });

  it('keeps others out: 王五 and another company’s member get 404, the invitee may not edit or delete (403)', async () => {
    const event = await create(zhangsan);
    for (const token of [wangwu, chenjing]) {
      expect((await api.get(`${EVENTS}/${event.id}`, { token })).status).toBe(404);
      expect((await api.request('PUT', `${EVENTS}/${event.id}`, { token, json: body() })).status).toBe(404);
      expect((await api.request('DELETE', `${EVENTS}/${event.id}`, { token })).status).toBe(404);
    }
    expect((await list(wangwu)).body.data.map((e) => e.id)).not.toContain(event.id);
    const edit = await api.request<null>('PUT', `${EVENTS}/${event.id}`, { token: lisi, json: body({ title: '改' }) });
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ code: 403, msg: '只有组织者可以修改或删除日程' });
    expect((await api.request('DELETE', `${EVENTS}/${event.id}`, { token: lisi })).status).toBe(403);
    // 张三 acting in a company he does not belong to is refused before anything is read.
    expect((await api.get(`${EVENTS}/${event.id}`, { token: zhangsan, headers: { companyId: '2' } })).status).toBe(403);
  });

  it('refuses what breaks the rules with 400 {code,msg}', async () => {
    const refused = async (change: Record<string, unknown>, msg?: string) => {
      const answer = await api.post<null>(EVENTS, { token: zhangsan, json: body(change) });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.code).toBe(400);
      if (msg) expect(answer.body.msg).toBe(msg);
    };
    await refused({ title: '' });
    await refused({ title: '   ' }, '请输入日程标题');
    await refused({ title: '长'.repeat(51) });
    await refused({ endTime: '2026-12-02 10:00:00' }, '结束时间必须晚于开始时间');
    await refused({ endTime: '2026-12-02 09:00:00' }, '结束时间必须晚于开始时间');
    await refused({ startTime: '2026-02-30 10:00:00' }, '时间格式不正确');
    await refused({ startTime: '2026/12/02 10:00' });
    await refused({ location: '地'.repeat(101) });
    await refused({ description: '述'.repeat(501) });
    await refused({ remindMinutes: 10 });
    await refused({ inviteeIds: [LISI, LISI] });
    await refused({ inviteeIds: Array.from({ length: 51 }, (_, i) => i + 100) });
    await refused({ inviteeIds: [ZHOUBA_DISABLED] }, '参与人须为当前公司的在职成员');
    await refused({ inviteeIds: [LINFANG_EDU] }, '参与人须为当前公司的在职成员');
    await refused({ inviteeIds: [99999] }, '参与人须为当前公司的在职成员');
    expect((await list(zhangsan, '2026-12-01 00:00:00', '2027-02-02 00:00:01')).status).toBe(400);
    expect((await list(zhangsan, '2026-12-02 00:00:00', '2026-12-01 00:00:00')).status).toBe(400);
  });

  it('stores an all-day event as whole days', async () => {
    const event = await create(zhangsan, { allDay: true, startTime: '2026-12-03 09:00:00', endTime: '2026-12-04 09:00:00', inviteeIds: [] });
    expect(event).toMatchObject({ allDay: true, startTime: '2026-12-03 00:00:00', endTime: '2026-12-04 23:59:59' });
  });

  it('lists the events overlapping the range, in start order', async () => {
    const early = await create(zhangsan, { title: '早会', startTime: '2026-12-05 08:30:00', endTime: '2026-12-05 09:00:00', inviteeIds: [] });
    const overnight = await create(zhangsan, { title: '通宵上线', startTime: '2026-12-04 22:00:00', endTime: '2026-12-05 02:00:00', inviteeIds: [] });
    const ids = (await list(zhangsan, '2026-12-05 00:00:00', '2026-12-06 00:00:00')).body.data.map((e) => e.id);
    expect(ids).toEqual([overnight.id, early.id]);
  });

  it('tells invitees of a change, of a new invitation and of a cancellation; a delete tells all of them', async () => {
    const event = await create(zhangsan, { title: '周会', inviteeIds: [LISI] });
    const lisiBefore = (await calendarMessages(LISI)).length;
    const updated = await api.request<ScheduleEvent>('PUT', `${EVENTS}/${event.id}`, { token: zhangsan, json: body({ title: '周会（改期）', startTime: '2026-12-02 14:00:00', endTime: '2026-12-02 15:00:00', inviteeIds: [LISI, WANGWU] }) });
    expect(updated.status, updated.raw).toBe(200);
    expect((await calendarMessages(LISI)).slice(lisiBefore).map((m) => m.msg_title)).toEqual(['日程变更：周会（改期）']);
    expect((await calendarMessages(WANGWU)).at(-1)?.msg_title).toBe('日程邀请：周会（改期）');

    await api.request('PUT', `${EVENTS}/${event.id}`, { token: zhangsan, json: body({ title: '周会（改期）', inviteeIds: [WANGWU] }) });
    expect((await calendarMessages(LISI)).at(-1)?.msg_title).toBe('日程取消：周会（改期）');
    expect((await list(lisi)).body.data.map((e) => e.id)).not.toContain(event.id);

    const wangwuBefore = (await calendarMessages(WANGWU)).length;
    const removed = await api.request<boolean>('DELETE', `${EVENTS}/${event.id}`, { token: zhangsan });
    expect(removed.status).toBe(200);
    expect((await calendarMessages(WANGWU)).slice(wangwuBefore).map((m) => m.msg_title)).toEqual(['日程取消：周会（改期）']);
    expect((await api.get(`${EVENTS}/${event.id}`, { token: zhangsan })).status).toBe(404);
  });

  it('reminds the organiser and invitees once, at the reminder time', async () => {
    const reminders = api.server.host.get(ScheduleRemindersId);
    const event = await create(zhangsan, { title: '提醒测试', startTime: '2026-12-10 10:00:00', endTime: '2026-12-10 11:00:00', remindMinutes: 30, inviteeIds: [LISI] });
    const reminded = async (userId: number) => (await calendarMessages(userId)).filter((m) => m.msg_title === '日程提醒：提醒测试').length;

    await at('2026-12-10 09:29:59');
    await reminders.tick();
    expect(await reminded(ZHANGSAN)).toBe(0);

    await at('2026-12-10 09:30:00');
    // Two ticks at once (a slow tick and the next, or two processes): one sends.
    await Promise.all([reminders.tick(), reminders.tick()]);
    await reminders.tick();
    expect(await reminded(ZHANGSAN)).toBe(1);
    expect(await reminded(LISI)).toBe(1);

    // Moving the event moves its reminder, which then goes out again at the new time.
    await api.request('PUT', `${EVENTS}/${event.id}`, { token: zhangsan, json: body({ title: '提醒测试', startTime: '2026-12-10 16:00:00', endTime: '2026-12-10 17:00:00', remindMinutes: 30, inviteeIds: [LISI] }) });
    await reminders.tick();
    expect(await reminded(ZHANGSAN)).toBe(1);
    await at('2026-12-10 15:30:00');
    await reminders.tick();
    expect(await reminded(ZHANGSAN)).toBe(2);
  });

  it('drops the reminder of an event already over instead of sending it late', async () => {
    const reminders = api.server.host.get(ScheduleRemindersId);
    await at('2026-12-11 08:00:00');
    await create(zhangsan, { title: '错过的会', startTime: '2026-12-11 09:00:00', endTime: '2026-12-11 10:00:00', remindMinutes: 5, inviteeIds: [] });
    await at('2026-12-12 08:00:00');
    await reminders.tick();
    expect((await calendarMessages(ZHANGSAN)).filter((m) => m.msg_title === '日程提醒：错过的会')).toHaveLength(0);
  });
});
