import { useDraggable } from '@dnd-kit/core';
import { Typography } from 'antd';
import { PALETTE } from './FieldCatalogue.ts';
import type { FormFieldType } from './FormDesignApi.ts';
import { paletteId } from './PaletteIds.ts';
import { zhCN } from './zhCN.ts';

export interface FieldPaletteProps {
  /** A click appends the type to the form. */
  onAdd(type: FormFieldType): void;
  /** The form is full (form.yaml: at most 100 fields). */
  full: boolean;
}

/** Every field type of form.yaml, grouped; drag one onto the canvas, or click to append it. */
export function FieldPalette({ onAdd, full }: FieldPaletteProps) {
  return (
    <nav className="rh-form-palette" aria-label={zhCN.designer.palette}>
      {PALETTE.map(({ group, types }) => (
        <section key={group}>
          <Typography.Text type="secondary" className="rh-form-palette-group">
            {zhCN.groups[group]}
          </Typography.Text>
          <div className="rh-form-palette-items">
            {types.map((type) => (
              <PaletteItem key={type} type={type} disabled={full} onAdd={() => onAdd(type)} />
            ))}
          </div>
        </section>
      ))}
    </nav>
  );
}

function PaletteItem({ type, disabled, onAdd }: { type: FormFieldType; disabled: boolean; onAdd(): void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteId(type), disabled });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="rh-form-palette-item"
      style={{ opacity: isDragging ? 0.5 : 1 }}
      disabled={disabled}
      onClick={onAdd}
      {...listeners}
      {...attributes}
    >
      {zhCN.types[type]}
    </button>
  );
}
