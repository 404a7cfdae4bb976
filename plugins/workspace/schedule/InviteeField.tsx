import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { emptyPickerValue, MemberPicker } from '../../../core/ui/index.ts';
import { zhCN } from '../zhCN.ts';
import { EVENT_LIMITS, type SchedulePerson } from './ScheduleApi.ts';

interface InviteeFieldProps {
  id?: string;
  value?: SchedulePerson[];
  onChange?: (value: SchedulePerson[]) => void;
}

/** The invitees of an event: people of the current company chosen with the member picker, shown as removable tags. */
export function InviteeField({ id, value = [], onChange }: InviteeFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space wrap>
        <Button id={id} onClick={() => setOpen(true)}>
          {zhCN.schedule.dialog.chooseInvitees}
        </Button>
        {value.map((person) => (
          <Tag key={person.userId} closable onClose={() => onChange?.(value.filter((other) => other.userId !== person.userId))}>
            {person.chineseName}
          </Tag>
        ))}
      </Space>
      <MemberPicker
        open={open}
        title={zhCN.schedule.dialog.chooseInvitees}
        types={['user']}
        limits={{ user: EVENT_LIMITS.invitees }}
        value={{ ...emptyPickerValue(), userList: value.map((person) => ({ userId: person.userId, chineseName: person.chineseName })) }}
        onConfirm={(picked) => {
          onChange?.(picked.userList.map((user) => ({ userId: user.userId, chineseName: user.chineseName })));
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
