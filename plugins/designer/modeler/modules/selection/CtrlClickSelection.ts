import type { DiagramElement, EventBus } from '../DiagramServices.ts';

interface Selection {
  isSelected(element: DiagramElement): boolean;
  select(element: DiagramElement, add?: boolean): void;
  deselect(element: DiagramElement): void;
}

interface Canvas {
  getRootElement(): DiagramElement;
}

interface HandTool {
  activateMove(event: MouseEvent, autoActivate: boolean): void;
}

/** Ahead of diagram-js' SelectionBehavior (default priority), which adds to the selection with Shift only. */
const BEFORE_SELECTION_BEHAVIOUR = 1500;
/** Ahead of diagram-js' HandTool (1500), which starts panning on any Ctrl+mousedown. */
const BEFORE_HAND_TOOL = 2000;

/**
 * The align buttons tell the administrator 请按住 Ctrl 键选择多个元素对齐 (spec 002 §2.2): a click
 * with Ctrl (⌘ on a Mac) adds the element to the selection, or takes a selected one out, as Shift
 * does in diagram-js; a Ctrl+click on the empty canvas keeps the selection. Ctrl+drag still pans:
 * diagram-js' hand tool began panning at the Ctrl+mousedown itself, and the click trap of that
 * pan swallowed the click; on an element the pan now begins only once the pointer moves.
 */
export class CtrlClickSelection {
  static $inject = ['eventBus', 'selection', 'canvas', 'injector'];

  constructor(eventBus: EventBus, selection: Selection, canvas: Canvas, injector: { get<T>(name: string, strict?: boolean): T | null }) {
    const handTool = injector.get<HandTool>('handTool', false);
    eventBus.on('element.mousedown', BEFORE_HAND_TOOL, ({ element, originalEvent }: { element: DiagramElement; originalEvent?: MouseEvent }) => {
      if (!handTool || !originalEvent || originalEvent.button !== 0 || !(originalEvent.ctrlKey || originalEvent.metaKey)) return undefined;
      if (element === canvas.getRootElement()) return undefined;
      handTool.activateMove(originalEvent, false);
      return false;
    });
    eventBus.on('element.click', BEFORE_SELECTION_BEHAVIOUR, ({ element, originalEvent }: { element: DiagramElement; originalEvent?: MouseEvent }) => {
      if (!originalEvent || originalEvent.button !== 0 || originalEvent.shiftKey || !(originalEvent.ctrlKey || originalEvent.metaKey)) return undefined;
      if (element !== canvas.getRootElement()) {
        if (selection.isSelected(element)) selection.deselect(element);
        else selection.select(element, true);
      }
      // Handled: the default behaviour would replace the selection.
      return false;
    });
  }
}
