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
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props.dragId, disabled: !props.sortable });
  const style: CSSProperties = {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    width: 188,
    height: 72,
    padding: '0 30px 0 14px',
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
  return (
    <div ref={setNodeRef} style={style} {...attributes} {...listeners} role="button" tabIndex={0} aria-label={props.name} title={props.description ?? undefined} onClick={props.onOpen} onKeyDown={keyDown}>
      <WorkbenchIcon name={props.icon} seed={props.seed} />
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {props.name}
          {props.external && (
            <Tooltip title={zhCN.workbench.external}>
              <ExportOutlined style={{ marginLeft: 4, fontSize: 12, color: token.colorTextTertiary }} />
            </Tooltip>
          )}
        </Typography.Text>
        {props.description && (
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
            {props.description}
          </Typography.Text>
        )}
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
