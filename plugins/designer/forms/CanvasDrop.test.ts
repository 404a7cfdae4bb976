import { describe, expect, it } from 'vitest';
import { dropOnCanvas } from './CanvasDrop.ts';
import { CANVAS_DROP_ID } from './FormCanvasIds.ts';
import { FormDraft, emptyDefinition } from './FormDraft.ts';

function draftWith(...keys: string[]) {
  const definition = emptyDefinition();
  definition.fields = keys.map((key) => ({ key, type: 'input' as const, label: key }));
  return new FormDraft({ name: '请假申请', definition });
}
const keys = (draft: FormDraft) => draft.state.definition.fields.map((field) => field.key);

describe('a drop on the form canvas', () => {
  it('puts a palette item before the field it is dropped on, and answers the new field', () => {
    const draft = draftWith('a', 'b');
    expect(dropOnCanvas(draft, draft.state.definition.fields, 'palette:date', 'b')).toEqual({ key: 'date1', table: undefined });
    expect(keys(draft)).toEqual(['a', 'date1', 'b']);
  });

  it('appends a palette item dropped on the canvas itself', () => {
    const draft = draftWith('a');
    dropOnCanvas(draft, draft.state.definition.fields, 'palette:money', CANVAS_DROP_ID);
    expect(keys(draft)).toEqual(['a', 'money1']);
  });

  it('moves a field onto another’s place', () => {
    const draft = draftWith('a', 'b', 'c');
    expect(dropOnCanvas(draft, draft.state.definition.fields, 'c', 'a')).toBeNull();
    expect(keys(draft)).toEqual(['c', 'a', 'b']);
  });

  it('does nothing when dropped outside, or on itself', () => {
    const draft = draftWith('a', 'b');
    dropOnCanvas(draft, draft.state.definition.fields, 'palette:input', null);
    dropOnCanvas(draft, draft.state.definition.fields, 'a', 'a');
    dropOnCanvas(draft, draft.state.definition.fields, 'a', CANVAS_DROP_ID);
    expect(keys(draft)).toEqual(['a', 'b']);
    expect(draft.canUndo).toBe(false);
  });
});
