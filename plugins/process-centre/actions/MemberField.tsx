import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { emptyPickerValue, MemberPicker, type PickedUser } from '../../../core/ui/index.ts';
import { zhCN } from '../zhCN.ts';

interface MemberFieldProps {
  id?: string;
  /** One userId, or several with `multiple`. */
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  /** Departments may be checked too; each stands for its active members, who join the people chosen. */
  departments?: boolean;
  /** Most people (with `multiple`); the picker says so when a department would bring more. */
  max?: number;
}

const idsOf = (value: number | number[] | undefined) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/**
 * A form field choosing people with the member picker (organisation tab, people only unless
 * `departments`): one person, or several with `multiple`. The chosen names are shown beside
 * the button.
 */
export function MemberField({ id, value, onChange, multiple = false, departments = false, max }: MemberFieldProps) {
  const [open, setOpen] = useState(false);
  // The names of the people chosen, for the ids the form holds.
  const [known, setKnown] = useState<PickedUser[]>([]);
  const ids = idsOf(value);
  const chosen = ids.map((userId) => known.find((user) => user.userId === userId) ?? { userId, chineseName: String(userId) });

  const change = (people: PickedUser[]) => {
    setKnown(people);
    const next = people.map((user) => user.userId);
    onChange?.(multiple ? next : next[0]);
  };

  return (
    <>
      <Space wrap>
        <Button id={id} onClick={() => setOpen(true)}>
          {zhCN.dialogs.chooseMembers}
        </Button>
        {chosen.map((user) => (
          <Tag key={user.userId} closable onClose={() => change(chosen.filter((other) => other.userId !== user.userId))}>
            {user.chineseName}
          </Tag>
        ))}
      </Space>
      <MemberPicker
        open={open}
        types={departments ? ['user', 'dept'] : ['user']}
        deptChangesMembers={departments}
        limits={multiple ? (max === undefined ? undefined : { user: max }) : { user: 1 }}
        value={{ ...emptyPickerValue(), userList: chosen }}
        onConfirm={(picked) => {
          change(picked.userList);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
