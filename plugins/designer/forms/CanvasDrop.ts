import type { FormField } from './FormDesignApi.ts';
import type { FieldPath, FormDraft } from './FormDraft.ts';
import { typeOfPaletteId } from './PaletteIds.ts';

/**
 * What a drop on the canvas does: a palette item becomes a new field before the field it was
 * dropped on (at the end when dropped on the canvas itself); a field dragged onto another takes
 * its place. Answers the field to select (a new one), else null.
 */
export function dropOnCanvas(draft: FormDraft, fields: readonly FormField[], draggedId: string, overId: string | null): FieldPath | null {
  if (overId === null) return null;
  const overIndex = fields.findIndex((field) => field.key === overId);
  const type = typeOfPaletteId(draggedId);
  if (type) return draft.add(type, overIndex >= 0 ? { index: overIndex } : {});
  if (overIndex >= 0 && draggedId !== overId) draft.move({ key: draggedId }, overIndex);
  return null;
}
