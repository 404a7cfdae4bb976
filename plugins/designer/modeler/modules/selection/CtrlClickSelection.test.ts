import { describe, expect, it } from 'vitest';
import EventBus from 'diagram-js/lib/core/EventBus';
import Selection from 'diagram-js/lib/features/selection/Selection';
import SelectionBehavior from 'diagram-js/lib/features/selection/SelectionBehavior';
import type { DiagramElement } from '../DiagramServices.ts';
import { CtrlClickSelection } from './CtrlClickSelection.ts';

const root = { id: 'Process_1' } as DiagramElement;
const task = { id: 'Task_1' } as DiagramElement;
const gateway = { id: 'Gateway_1' } as DiagramElement;

/** diagram-js' own selection and click behaviour, with ours in front of it. */
function diagram() {
  const bus = new EventBus();
  const canvas = { getRootElement: () => root, findRoot: () => root };
  const selection = new Selection(bus as never, canvas as never);
  new SelectionBehavior(bus as never, selection, canvas as never, { get: () => undefined } as never);
  const pans: Array<boolean> = [];
  // diagram-js' hand tool: a Ctrl+mousedown starts panning at once (autoActivate), whose click trap eats the click.
  const handTool = { activateMove: (_event: MouseEvent, autoActivate: boolean) => pans.push(autoActivate) };
  bus.on('element.mousedown', 1500, (event: { originalEvent: MouseEvent }) => {
    if (!event.originalEvent.ctrlKey) return undefined;
    handTool.activateMove(event.originalEvent, true);
    return false;
  });
  new CtrlClickSelection(bus as never, selection as never, canvas, { get: <T,>(name: string) => (name === 'handTool' ? (handTool as T) : null) });
  const mouse = (keys: Partial<MouseEvent>) => ({ button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...keys });
  const click = (element: DiagramElement, keys: Partial<MouseEvent> = {}) => {
    bus.fire('element.mousedown', { element, originalEvent: mouse(keys) });
    bus.fire('element.click', { element, originalEvent: mouse(keys) });
  };
  const selected = () => (selection.get() as DiagramElement[]).map((element) => element.id);
  return { click, selected, pans };
}

describe('selecting with Ctrl, as the align hint says', () => {
  it('adds the Ctrl+clicked element to the selection and takes it out on a second Ctrl+click', () => {
    const { click, selected } = diagram();
    click(task);
    click(gateway, { ctrlKey: true });
    expect(selected()).toEqual(['Task_1', 'Gateway_1']);
    click(gateway, { ctrlKey: true });
    expect(selected()).toEqual(['Task_1']);
  });

  it('still pans on Ctrl+drag, but on an element only once the pointer moves (a click is a click); on the canvas at once', () => {
    const { click, pans } = diagram();
    click(task, { ctrlKey: true });
    click(root, { ctrlKey: true });
    expect(pans).toEqual([false, true]);
  });

  it('keeps the selection on a Ctrl+click on the empty canvas; a plain click still replaces it', () => {
    const { click, selected } = diagram();
    click(task);
    click(gateway, { metaKey: true });
    click(root, { ctrlKey: true });
    expect(selected()).toEqual(['Task_1', 'Gateway_1']);
    click(task);
    expect(selected()).toEqual(['Task_1']);
  });

  it('leaves Shift+click to diagram-js, which adds as before', () => {
    const { click, selected } = diagram();
    click(task);
    click(gateway, { shiftKey: true });
    expect(selected()).toEqual(['Task_1', 'Gateway_1']);
  });
});
