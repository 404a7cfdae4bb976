import type { ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// Enter opens a tile, so only Space picks one up (dnd-kit's default takes both).
const KEYS = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };

export interface SortableTileGridProps {
  /** The tiles' dnd ids in their order. */
  ids: string[];
  /** A tile was dropped on another's place. */
  onMove(activeId: string, overId: string): void;
  children: ReactNode;
}

/** A wrapping row of tiles that can be dragged into another order (one group: tiles never leave it). */
export function SortableTileGrid({ ids, onMove, children }: SortableTileGridProps) {
  // A few pixels of movement before a drag starts, so a click still opens the tile.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: KEYS }));
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>{children}</div>
      </SortableContext>
    </DndContext>
  );
}
