import type { ReactNode } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { usePhone } from '../react/usePhone.ts';
import { useDeleteConfirm } from './DeleteConfirm.tsx';
import { zhCN } from './zhCN.ts';

/** Part 1 §9: at most 3 row-action buttons; the rest go into 更多. */
export const MAX_ROW_ACTIONS = 3;

export interface RowAction {
  key: string;
  label: ReactNode;
  onClick(): unknown;
  danger?: boolean;
  disabled?: boolean;
  /** Left out entirely (e.g. the user lacks the permission). */
  hidden?: boolean;
  /**
   * Ask before running: true for the default delete text (deleted data cannot be recovered),
   * or the question to ask.
   */
  confirm?: boolean | ReactNode;
}

export interface RowActionsProps {
  actions: RowAction[];
}

/** The operation column's buttons: the first three as links, any further ones under 更多. */
export function RowActions({ actions }: RowActionsProps) {
  const { confirmDelete, contextHolder } = useDeleteConfirm();
  const shown = actions.filter((action) => !action.hidden);
  const buttons = shown.slice(0, MAX_ROW_ACTIONS);
  const overflow = shown.slice(MAX_ROW_ACTIONS);
  // On a phone the buttons keep the large size of the phone's controls, a finger's target.
  const size = usePhone() ? undefined : 'small';

  const run = (action: RowAction) => {
    if (!action.confirm) {
      void action.onClick();
      return;
    }
    confirmDelete({ content: action.confirm === true ? undefined : action.confirm, onOk: () => action.onClick() });
  };

  return (
    <Space size={0}>
      {contextHolder}
      {buttons.map((action) => (
        <Button key={action.key} type="link" size={size} danger={action.danger} disabled={action.disabled} onClick={() => run(action)}>
          {action.label}
        </Button>
      ))}
      {overflow.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: overflow.map((action) => ({ key: action.key, label: action.label, danger: action.danger, disabled: action.disabled })),
            onClick: ({ key }) => {
              const action = overflow.find((a) => a.key === key);
              if (action) run(action);
            },
          }}
        >
          <Button type="link" size={size}>
            {zhCN.table.more}
            <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
