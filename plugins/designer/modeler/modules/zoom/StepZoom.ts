import { zoomedIn, zoomedOut } from '../../../page/ZoomLevel.ts';
import type { EventBus } from '../DiagramServices.ts';

interface EditorActions {
  isRegistered(action: string): boolean;
  unregister(action: string): void;
  register(action: string, listener: (options: { value: number }) => void): void;
}

interface Canvas {
  zoom(level?: number): number;
}

/** After EditorActions registers diagram-js' own actions on diagram.init (default priority). */
const AFTER_EDITOR_ACTIONS = 500;

/**
 * Ctrl+= and Ctrl+- (diagram-js' stepZoom) step by 0.1 within 0.2–4 like the toolbar's 放大 and
 * 缩小 (spec 002 §2.2, §9), not along diagram-js' logarithmic scale (89 % → 135 %).
 */
export class StepZoom {
  static $inject = ['eventBus', 'editorActions', 'canvas'];

  constructor(eventBus: EventBus, editorActions: EditorActions, canvas: Canvas) {
    eventBus.on('diagram.init', AFTER_EDITOR_ACTIONS, () => {
      if (editorActions.isRegistered('stepZoom')) editorActions.unregister('stepZoom');
      editorActions.register('stepZoom', ({ value }) => {
        const level = canvas.zoom();
        canvas.zoom(value > 0 ? zoomedIn(level) : zoomedOut(level));
      });
    });
  }
}
