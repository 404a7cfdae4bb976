import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { renderWidget } from '../../../core/ui/testing/renderWidget.tsx';
import { EventDialog, type EventDialogTarget } from './EventDialog.tsx';
import type { ScheduleEvent } from './ScheduleApi.ts';

const start = dayjs('2026-11-27T10:00:00');
const create = (change: Partial<Extract<EventDialogTarget, { kind: 'create' }>> = {}): EventDialogTarget => ({
  kind: 'create',
  start,
  end: start.add(1, 'hour'),
  invitees: [{ userId: 3, chineseName: '李四' }],
  ...change,
});
const meeting: ScheduleEvent = {
  id: 5,
  title: '项目周例会',
  startTime: '2026-11-27 09:30:00',
  endTime: '2026-11-27 10:30:00',
  allDay: false,
  location: '3楼会议室',
  description: null,
  remindMinutes: 30,
  organizer: { userId: 2, chineseName: '张三' },
  invitees: [{ userId: 3, chineseName: '李四' }],
  editable: true,
};

function dialog(target: EventDialogTarget) {
  const onSave = vi.fn(async () => undefined);
  const onDelete = vi.fn(async () => undefined);
  const onClose = vi.fn();
  renderWidget(<EventDialog target={target} onSave={onSave} onDelete={onDelete} onClose={onClose} />);
  return { onSave, onDelete, onClose, user: userEvent.setup() };
}

describe('the event dialog', () => {
  it('creates an event with its title, times, reminder and the invitee it was opened with', async () => {
    const { onSave, user } = dialog(create());
    expect(screen.getByText('李四')).toBeTruthy();
    await user.type(screen.getByLabelText('标题'), '需求评审');
    await user.type(screen.getByLabelText('地点'), '5楼会议室');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      {
        title: '需求评审',
        startTime: '2026-11-27 10:00:00',
        endTime: '2026-11-27 11:00:00',
        allDay: false,
        location: '5楼会议室',
        description: null,
        remindMinutes: 15,
        inviteeIds: [3],
      },
      null,
    );
  });

  it('asks for a title and an end after the start before sending anything', async () => {
    const { onSave, user } = dialog(create({ end: start.subtract(1, 'hour') }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入日程标题')).toBeTruthy();
    expect(await screen.findByText('结束时间必须晚于开始时间')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits the organiser’s event under its id, and deletes it after confirming', async () => {
    const { onSave, onDelete, user } = dialog({ kind: 'open', event: meeting });
    expect(screen.getByText('编辑日程')).toBeTruthy();
    const title = screen.getByLabelText('标题');
    await user.clear(title);
    await user.type(title, '项目周例会（改）');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ title: '项目周例会（改）', remindMinutes: 30, location: '3楼会议室', inviteeIds: [3] }), 5);

    await user.click(screen.getByRole('button', { name: '删除' }));
    const confirms = await screen.findAllByRole('button', { name: '删除' });
    await user.click(confirms.at(-1)!);
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(5));
  });

  it('shows an invitee the event read-only', () => {
    dialog({ kind: 'open', event: { ...meeting, editable: false } });
    expect(screen.getByText('日程详情')).toBeTruthy();
    expect(screen.getByText('你是该日程的参与人，只有组织者可以修改')).toBeTruthy();
    expect(screen.getByText('提前30分钟')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
