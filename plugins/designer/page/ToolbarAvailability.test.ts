import { describe, expect, it } from 'vitest';
import { toolbarAvailability } from './ToolbarAvailability.ts';

const ready = { canUndo: false, canRedo: false, zoom: 1, saving: false, ready: true };

describe('the toolbar’s live buttons', () => {
  it('follow the command history for undo and redo', () => {
    expect(toolbarAvailability(ready)).toMatchObject({ undo: false, redo: false });
    expect(toolbarAvailability({ ...ready, canUndo: true })).toMatchObject({ undo: true, redo: false });
    expect(toolbarAvailability({ ...ready, canRedo: true })).toMatchObject({ undo: false, redo: true });
  });

  it('disable 放大 and 缩小 at the zoom limits', () => {
    expect(toolbarAvailability({ ...ready, zoom: 4 })).toMatchObject({ zoomIn: false, zoomOut: true });
    expect(toolbarAvailability({ ...ready, zoom: 0.2 })).toMatchObject({ zoomIn: true, zoomOut: false });
  });

  it('disable 暂存 and 发布 while saving', () => {
    expect(toolbarAvailability({ ...ready, saving: true })).toMatchObject({ save: false, deploy: false, canvas: true });
    expect(toolbarAvailability(ready)).toMatchObject({ save: true, deploy: true });
  });

  it('keep everything off until the diagram is loaded', () => {
    expect(Object.values(toolbarAvailability({ ...ready, canUndo: true, ready: false }))).not.toContain(true);
  });
});
