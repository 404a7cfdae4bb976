import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { emptyPickerValue, MemberPicker } from '../../../core/ui/index.ts';
import type { FormMember } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';

const texts = zhCN.designed;

interface DesignedMemberProps {
  id?: string;
  value?: FormMember[] | null;
  onChange?: (value: FormMember[]) => void;
  /** What is picked: people (default) or departments (form.yaml memberKind). */
  kind?: 'user' | 'dept';
  multiple?: boolean;
  /** The field's label, naming the button for a screen reader. */
  label: string;
}

/**
 * A designed form's 人员/部门 field: the workbench's member picker (organisation tab), one person or
 * department, or several with `multiple`. The value is what the form stores, `{id, name}` each, so
 * the names show without asking the directory again.
 */
export function DesignedMember({ id, value, onChange, kind = 'user', multiple = false, label }: DesignedMemberProps) {
  const [open, setOpen] = useState(false);
  const chosen = value ?? [];
  const picked =
    kind === 'user'
      ? { ...emptyPickerValue(), userList: chosen.map((member) => ({ userId: member.id, chineseName: member.name })) }
      : { ...emptyPickerValue(), departmentList: chosen.map((member) => ({ deptId: member.id, name: member.name })) };

  return (
    <>
      <Space wrap>
        <Button id={id} aria-label={label} onClick={() => setOpen(true)}>
          {kind === 'user' ? texts.chooseMembers : texts.chooseDepts}
        </Button>
        {chosen.map((member) => (
          <Tag key={member.id} closable onClose={() => onChange?.(chosen.filter((other) => other.id !== member.id))}>
            {member.name}
          </Tag>
        ))}
      </Space>
      <MemberPicker
        open={open}
        title={kind === 'user' ? texts.chooseMembers : texts.chooseDepts}
        types={[kind]}
        limits={multiple ? undefined : { [kind]: 1 }}
        value={picked}
        onConfirm={(result) => {
          onChange?.(
            kind === 'user'
              ? result.userList.map((user) => ({ id: user.userId, name: user.chineseName }))
              : result.departmentList.map((dept) => ({ id: dept.deptId, name: dept.name })),
          );
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
