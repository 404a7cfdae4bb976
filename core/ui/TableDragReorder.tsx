import { createContext, useContext, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import type { DropPosition } from './RowReorder.ts';
import { zhCN } from './zhCN.ts';

/** Part 1 §9: the drop marker follows the pointer at most every 40 ms. */
export const DRAG_THROTTLE_MS = 40;

/** Part 1 §9: the drag-handle column is 100 px wide. */
export const DRAG_HANDLE_WIDTH = 100;

interface DropMarker {
  targetKey: string;
  position: DropPosition;
}

const DropMarkerContext = createContext<DropMarker | null>(null);

interface RowHandle {
  setActivatorNodeRef(element: HTMLElement | null): void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

const RowHandleContext = createContext<RowHandle | null>(null);

const DROP_CLASS: Record<DropPosition, string> = { above: 'ronghe-row-drop-above', below: 'ronghe-row-drop-below' };

/** The landing line is drawn on the cells: antd paints cell backgrounds over anything the row draws. */
function DropMarkerStyle() {
  const { token } = theme.useToken();
  const css =
    `tr.${DROP_CLASS.above} > td { box-shadow: inset 0 2px 0 0 ${token.colorPrimary}; }\n` +
    `tr.${DROP_CLASS.below} > td { box-shadow: inset 0 -2px 0 0 ${token.colorPrimary}; }`;
  return (
    <style href="ronghe-row-drop-marker" precedence="default">
      {css}
    </style>
  );
}

/** Above or below by the dragged row's middle against the target's middle. */
function markerOf({ active, over }: DragMoveEvent | DragEndEvent): DropMarker | null {
  const dragged = active.rect.current.translated;
  if (!over || !dragged || String(over.id) === String(active.id)) return null;
  const middle = dragged.top + dragged.height / 2;
  return { targetKey: String(over.id), position: middle < over.rect.top + over.rect.height / 2 ? 'above' : 'below' };
}

export interface TableDragReorderProps {
  /** A row was dropped next to another; the table decides whether the move is allowed. */
  onDrop(dragKey: string, targetKey: string, position: DropPosition): void;
  children: ReactNode;
}

/**
 * Lets rows of the table inside be dragged by their handle and dropped above or below another
 * row (part 1 §4). Rows come from `DraggableRow` (antd's body row) and the handle from
 * `RowDragHandle` (the handle column's cell).
 */
export function TableDragReorder({ onDrop, children }: TableDragReorderProps) {
  const [marker, setMarker] = useState<DropMarker | null>(null);
  const lastMove = useRef(0);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));

  // Every marker change re-renders the rows; the throttle keeps a fast pointer from flooding React.
  const follow = (event: DragMoveEvent) => {
    const now = Date.now();
    if (now - lastMove.current < DRAG_THROTTLE_MS) return;
    lastMove.current = now;
    setMarker(markerOf(event));
  };

  const drop = (event: DragEndEvent) => {
    setMarker(null);
    lastMove.current = 0;
    const landing = markerOf(event);
    if (landing) onDrop(String(event.active.id), landing.targetKey, landing.position);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragMove={follow}
      onDragOver={follow}
      onDragEnd={drop}
      onDragCancel={() => setMarker(null)}
    >
      <DropMarkerStyle />
      <DropMarkerContext.Provider value={marker}>{children}</DropMarkerContext.Provider>
    </DndContext>
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

/** antd's body row, made a drag source and a drop target; shows a line where the row would land. */
export function DraggableRow(props: RowProps) {
  const key = props['data-row-key'];
  if (key === undefined) return <tr {...props} />;
  return <KeyedDraggableRow {...props} rowKey={String(key)} />;
}

function KeyedDraggableRow({ rowKey, style, ...props }: RowProps & { rowKey: string }) {
  const marker = useContext(DropMarkerContext);
  const drag = useDraggable({ id: rowKey });
  const { setNodeRef: setDropRef } = useDroppable({ id: rowKey });
  const rowStyle: CSSProperties = { ...style, opacity: drag.isDragging ? 0.5 : style?.opacity };
  const markerClass = marker?.targetKey === rowKey ? DROP_CLASS[marker.position] : undefined;
  const ref = (element: HTMLTableRowElement | null) => {
    drag.setNodeRef(element);
    setDropRef(element);
  };
  return (
    <RowHandleContext.Provider
      value={{ setActivatorNodeRef: drag.setActivatorNodeRef, attributes: drag.attributes, listeners: drag.listeners }}
    >
      <tr {...props} className={[props.className, markerClass].filter(Boolean).join(' ')} ref={ref} style={rowStyle} />
    </RowHandleContext.Provider>
  );
}

/** The grip in the handle column; only it starts a drag, so clicks and text selection in a row stay normal. */
export function RowDragHandle() {
  const handle = useContext(RowHandleContext);
  if (!handle) return null;
  return (
    <Button
      ref={handle.setActivatorNodeRef}
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...handle.attributes}
      {...handle.listeners}
      aria-label={zhCN.table.dragRowHandle}
    />
  );
}
