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
  new CtrlClickSelection(bus as never, selection as never, canvas);
  const click = (element: DiagramElement, keys: Partial<MouseEvent> = {}) =>
    bus.fire('element.click', { element, originalEvent: { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...keys } });
  const selected = () => (selection.get() as DiagramElement[]).map((element) => element.id);
  return { click, selected };
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
