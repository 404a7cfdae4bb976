import type { FormFieldType } from './FormDesignApi.ts';

/** The dnd id of a palette item, told apart from a field's (a field key has no colon). */
export function paletteId(type: FormFieldType): string {
  return `palette:${type}`;
}

export function typeOfPaletteId(id: string): FormFieldType | null {
  return id.startsWith('palette:') ? (id.slice('palette:'.length) as FormFieldType) : null;
}
