import type { ReactNode } from 'react';
import { Button, Collapse, Empty, Space, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { idOf, isRemovable, itemsOf, type MemberPickerValue, type MemberType, type PickedKind } from './MemberSelection.ts';
import { zhCN } from '../zhCN.ts';

const texts = zhCN.memberPicker;

export interface SelectionPanelProps {
  value: MemberPickerValue;
  types: readonly MemberType[];
  expression: boolean;
  protectAdministrator: boolean;
  onRemove: (kind: PickedKind, ids: number[] | undefined) => void;
  onRemoveExpression: () => void;
}

interface Entry {
  id: number;
  name: string;
  removable: boolean;
}

function entriesOf(value: MemberPickerValue, kind: PickedKind, protectAdministrator: boolean): Entry[] {
  return itemsOf(value, kind).map((item) => {
    const id = idOf(kind, item);
    const name = 'chineseName' in item ? item.chineseName : 'roleName' in item ? item.roleName : item.name;
    return { id, name, removable: isRemovable(kind, id, protectAdministrator) };
  });
}

/** Which kinds the picker chooses, in the order of the sections. */
const SECTION_ORDER: { kind: PickedKind; shownFor: MemberType[] }[] = [
  { kind: 'company', shownFor: ['company'] },
  { kind: 'dept', shownFor: ['dept'] },
  { kind: 'user', shownFor: ['user', 'tagUser'] },
  { kind: 'role', shownFor: ['role'] },
  { kind: 'tag', shownFor: ['tag'] },
];

function section(key: string, title: string, count: number, clear: (() => void) | undefined, body: ReactNode) {
  return {
    key,
    label: texts.sectionTitle(title, count),
    extra: (
      <Button
        size="small"
        type="link"
        disabled={!clear}
        aria-label={`${texts.clear}${title}`}
        onClick={(event) => {
          // The button sits in the section's header: it must not fold the section as well.
          event.stopPropagation();
          clear?.();
        }}
      >
        {texts.clear}
      </Button>
    ),
    children: count === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : body,
  };
}

/**
 * The right side of the picker (spec part 3 §2.6): one collapsible section per kind it
 * chooses (and per kind the value already holds), each with its count, 清空 and per-item removal.
 */
export function SelectionPanel({ value, types, expression, protectAdministrator, onRemove, onRemoveExpression }: SelectionPanelProps) {
  const items = SECTION_ORDER.flatMap(({ kind, shownFor }) => {
    const entries = entriesOf(value, kind, protectAdministrator);
    if (entries.length === 0 && !shownFor.some((type) => types.includes(type))) return [];
    const title = texts.sections[kind];
    const clear = entries.some((entry) => entry.removable) ? () => onRemove(kind, undefined) : undefined;
    return [
      section(
        kind,
        title,
        entries.length,
        clear,
        <Space wrap size={[4, 8]}>
          {entries.map((entry) => (
            <Tag key={entry.id}>
              {entry.name}
              {entry.removable && (
                <Button size="small" type="text" aria-label={texts.remove(entry.name)} icon={<CloseOutlined />} onClick={() => onRemove(kind, [entry.id])} />
              )}
            </Tag>
          ))}
        </Space>,
      ),
    ];
  });
  if (expression || value.variable) {
    const variable = value.variable;
    items.push(
      section(
        'expression',
        texts.sections.expression,
        variable ? 1 : 0,
        variable ? onRemoveExpression : undefined,
        <Tag>
          {variable}
          <Button size="small" type="text" aria-label={texts.remove(variable ?? '')} icon={<CloseOutlined />} onClick={onRemoveExpression} />
        </Tag>,
      ),
    );
  }
  return <Collapse size="small" defaultActiveKey={items.map((item) => item.key)} items={items} />;
}
