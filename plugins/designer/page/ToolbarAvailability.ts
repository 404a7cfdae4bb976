import { canZoomIn, canZoomOut } from './ZoomLevel.ts';

export interface ToolbarSituation {
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
  /** The submit lock is held (a save or deploy is under way, or just succeeded). */
  saving: boolean;
  /** The diagram is loaded; before that only nothing works. */
  ready: boolean;
}

export interface ToolbarAvailability {
  undo: boolean;
  redo: boolean;
  zoomIn: boolean;
  zoomOut: boolean;
  /** Everything that edits or reads the canvas (fit, align, redraw, import, export, preview). */
  canvas: boolean;
  save: boolean;
  deploy: boolean;
}

/** Which toolbar buttons are live (spec 002 §2.1, §2.2: C3, C7, C8, B8). */
export function toolbarAvailability({ canUndo, canRedo, zoom, saving, ready }: ToolbarSituation): ToolbarAvailability {
  return {
    undo: ready && canUndo,
    redo: ready && canRedo,
    zoomIn: ready && canZoomIn(zoom),
    zoomOut: ready && canZoomOut(zoom),
    canvas: ready,
    save: ready && !saving,
    deploy: ready && !saving,
  };
}
