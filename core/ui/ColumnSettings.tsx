import { useState, type CSSProperties } from 'react';
import { Button, Checkbox, Popover, Tooltip, theme } from 'antd';
import { HolderOutlined, SettingOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { columnIdOf, type ColumnLayout, type DataTableColumn, type FixedSide } from './ColumnLayout.ts';
import { zhCN } from './zhCN.ts';

/** Part 1 §9: the panel is 200 px wide and between 150 px and the table's height minus 136 px tall. */
const PANEL_WIDTH = 200;
const PANEL_MIN_HEIGHT = 150;
const PANEL_HEIGHT_OFFSET = 136;

export interface ColumnSettingsProps<T> {
  layout: ColumnLayout<T>;
  onChange(next: ColumnLayout<T>): void;
  onReset(): void;
  /** Measured when the panel opens, so a resized table gets a fitting panel. */
  tableHeight(): number;
}

function titleText<T>(column: DataTableColumn<T>): string {
  return typeof column.title === 'string' ? column.title : columnIdOf(column);
}

interface SettingRowProps<T> {
  column: DataTableColumn<T>;
  layout: ColumnLayout<T>;
  onChange(next: ColumnLayout<T>): void;
}

function SettingRow<T>({ column, layout, onChange }: SettingRowProps<T>) {
  const id = columnIdOf(column);
  const title = titleText(column);
  const movable = layout.canMove(id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !movable,
  });
  const { token } = theme.useToken();
  const style: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    padding: '2px 0',
    transform: CSS.Translate.toString(transform),
    transition,
    background: isDragging ? token.colorFillSecondary : undefined,
  };
  const pin = (side: FixedSide) => onChange(layout.setFixed(id, column.fixed === side ? undefined : side));
  return (
    <li ref={setNodeRef} style={style} aria-label={title}>
      <Button
        ref={setActivatorNodeRef}
        type="text"
        size="small"
        icon={<HolderOutlined />}
        style={{ cursor: movable ? 'grab' : 'not-allowed' }}
        {...attributes}
        {...listeners}
        disabled={!movable}
        aria-label={zhCN.table.dragColumn(title)}
      />
      <Checkbox
        checked={!column.hidden}
        disabled={!layout.canHide(id)}
        onChange={(event) => onChange(layout.setHidden(id, !event.target.checked))}
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
      >
        {title}
      </Checkbox>
      <Tooltip title={zhCN.table.fixLeft}>
        <Button
          type="text"
          size="small"
          icon={<VerticalRightOutlined />}
          aria-label={zhCN.table.fixLeft}
          aria-pressed={column.fixed === 'left'}
          style={{ color: column.fixed === 'left' ? token.colorPrimary : undefined }}
          onClick={() => pin('left')}
        />
      </Tooltip>
      <Tooltip title={zhCN.table.fixRight}>
        <Button
          type="text"
          size="small"
          icon={<VerticalLeftOutlined />}
          aria-label={zhCN.table.fixRight}
          aria-pressed={column.fixed === 'right'}
          style={{ color: column.fixed === 'right' ? token.colorPrimary : undefined }}
          onClick={() => pin('right')}
        />
      </Tooltip>
    </li>
  );
}

/**
 * The toolbar's column panel (part 1 §4, §5): show or hide a column (not the first two), drag
 * an unfixed column to a new place, fix a column left or right (a second click unfixes it).
 */
export function ColumnSettings<T>({ layout, onChange, onReset, tableHeight }: ColumnSettingsProps<T>) {
  const [open, setOpen] = useState(false);
  const [maxHeight, setMaxHeight] = useState(PANEL_MIN_HEIGHT);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = layout.columns.map(columnIdOf);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onChange(layout.move(String(active.id), String(over.id)));
  };

  const toggle = (next: boolean) => {
    if (next) setMaxHeight(Math.max(PANEL_MIN_HEIGHT, tableHeight() - PANEL_HEIGHT_OFFSET));
    setOpen(next);
  };

  const panel = (
    <div style={{ width: PANEL_WIDTH }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ul
            aria-label={zhCN.table.columnSettings}
            style={{ listStyle: 'none', margin: 0, padding: 0, minHeight: PANEL_MIN_HEIGHT, maxHeight, overflowY: 'auto' }}
          >
            {layout.columns.map((column) => (
              <SettingRow key={columnIdOf(column)} column={column} layout={layout} onChange={onChange} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={toggle}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', width: PANEL_WIDTH }}>
          <span>{zhCN.table.columnSettings}</span>
          <Button type="link" size="small" onClick={onReset}>
            {zhCN.table.columnSettingsReset}
          </Button>
        </div>
      }
      content={panel}
    >
      <Tooltip title={zhCN.table.columnSettings}>
        <Button type="text" icon={<SettingOutlined />} aria-label={zhCN.table.columnSettings} aria-expanded={open} />
      </Tooltip>
    </Popover>
  );
}
