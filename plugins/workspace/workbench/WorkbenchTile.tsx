import type { CSSProperties, KeyboardEvent } from 'react';
import { Button, Tooltip, Typography, theme } from 'antd';
import { ExportOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { zhCN } from '../zhCN.ts';
import { WorkbenchIcon } from './WorkbenchIcon.tsx';

export interface WorkbenchTileProps {
  /** The dnd id, unique on the page (`app-3`, `sub-1`). */
  dragId: string;
  name: string;
  icon?: string | null;
  seed: number;
  description?: string | null;
  commonUse: boolean;
  /** Opens in a new tab (an outside link). */
  external?: boolean;
  /** Off while searching and in 常用应用: the order is kept in the full lists only. */
  sortable: boolean;
  onOpen(): void;
  onToggleCommonUse(): void;
}

/** One application or process on the workbench: a click opens it, the star marks it common, a drag reorders it. */
export function WorkbenchTile(props: WorkbenchTileProps) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props.dragId, disabled: !props.sortable });
  const style: CSSProperties = {
    position: 'relative',
    width: 188,
    height: 72,
    borderRadius: token.borderRadiusLG,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorBgContainer,
    cursor: 'pointer',
    boxShadow: isDragging ? token.boxShadow : undefined,
    zIndex: isDragging ? 1 : undefined,
    transform: CSS.Translate.toString(transform),
    transition,
  };
  const keyDown = (event: KeyboardEvent) => {
    // Space picks the tile up for a keyboard drag (the grid's sensor); Enter opens it.
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter') props.onOpen();
  };
  const star = props.commonUse ? zhCN.workbench.unmark(props.name) : zhCN.workbench.mark(props.name);
  // The tile's opener is named by the application alone (its description and the outside-link
  // mark are its title, read as its description), and the star sits beside the opener rather than
  // in it: a button inside a button is unreachable to a screen reader (axe: nested-interactive).
  const title = [props.description, props.external ? zhCN.workbench.external : null].filter(Boolean).join(' · ') || undefined;
  return (
    <div ref={setNodeRef} style={style}>
      <div
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        role="button"
        tabIndex={0}
        title={title}
        onClick={props.onOpen}
        onKeyDown={keyDown}
        style={{ display: 'flex', alignItems: 'center', gap: 10, height: '100%', padding: '0 30px 0 14px', borderRadius: token.borderRadiusLG }}
      >
        <WorkbenchIcon name={props.icon} seed={props.seed} />
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {props.name}
            {props.external && (
              <Tooltip title={zhCN.workbench.external}>
                <ExportOutlined aria-hidden style={{ marginLeft: 4, fontSize: 12, color: token.colorTextTertiary }} />
              </Tooltip>
            )}
          </Typography.Text>
          {props.description && (
            <Typography.Text aria-hidden type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
              {props.description}
            </Typography.Text>
          )}
        </div>
      </div>
      <Button
        type="text"
        size="small"
        aria-label={star}
        title={star}
        icon={props.commonUse ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
        style={{ position: 'absolute', top: 4, right: 4 }}
        // The star is not the tile: neither opening nor the start of a drag.
        onPointerDown={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.stopPropagation();
          props.onToggleCommonUse();
        }}
      />
    </div>
  );
}
