import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import type { DiagramElement, Entries, EntryAction } from '../DiagramServices.ts';
import { rhTranslate } from '../translate/RhTranslate.ts';
import { RhContextPadProvider } from './RhContextPadProvider.ts';

// What bpmn-js' ContextPadProvider offers on a task, plus the lane actions it offers on lanes.
const STOCK: Entries = Object.fromEntries(
  ['append.end-event', 'append.gateway', 'append.append-task', 'append.intermediate-event', 'append.receive-task', 'append.message-intermediate-event',
    'append.timer-intermediate-event', 'append.condition-intermediate-event', 'append.signal-intermediate-event', 'append.compensation-activity',
    'append.text-annotation', 'connect', 'replace', 'delete', 'lane-insert-above', 'lane-divide-two', 'lane-divide-three', 'lane-insert-below']
    .map((id) => [id, { group: 'model', className: id, title: id }]),
);

function provider(autoPlace: boolean) {
  const appended: string[] = [];
  const injector = {
    get: <T,>(name: string) => (name === 'autoPlace' && autoPlace ? ({ append: (_s: DiagramElement, shape: DiagramElement) => appended.push(`auto:${shape.type}`) } as T) : null),
  };
  const instance = new RhContextPadProvider(
    { registerProvider: () => undefined },
    { createShape: ({ type }) => ({ type }) as DiagramElement },
    { start: (_e, shape) => appended.push(`drag:${shape.type}`) },
    rhTranslate,
    new BpmnModdle() as never,
    injector,
  );
  return { instance, appended };
}

describe('the designer context pad', () => {
  it('keeps the spec’s appends of nodes the engine runs, annotation, connect, change type, delete and lane actions, and drops the others', () => {
    const entries = provider(true).instance.getContextPadEntries()(STOCK);
    // The intermediate event is the spec's, but the engine refuses it (issue 26).
    expect(Object.keys(entries)).toEqual([
      'append.end-event', 'append.gateway', 'append.append-task', 'append.text-annotation',
      'connect', 'replace', 'delete', 'lane-insert-above', 'lane-divide-two', 'lane-divide-three', 'lane-insert-below',
    ]);
  });

  it('appends a user task, by click and by drag', () => {
    const { instance, appended } = provider(true);
    const entry = instance.getContextPadEntries()(STOCK)['append.append-task'];
    const action = entry.action as EntryAction;
    const source = { type: 'bpmn:StartEvent' } as DiagramElement;
    action.click!(new Event('click'), source);
    action.dragstart!(new Event('dragstart'), source);
    expect(appended).toEqual(['auto:bpmn:UserTask', 'drag:bpmn:UserTask']);
    expect(entry.title).toBe('追加人工任务');
  });

  it('starts a drag on click when the modeler has no auto place', () => {
    const { instance, appended } = provider(false);
    (instance.getContextPadEntries()(STOCK)['append.append-task'].action as EntryAction).click!(new Event('click'), { type: 'bpmn:UserTask' } as DiagramElement);
    expect(appended).toEqual(['drag:bpmn:UserTask']);
  });
});
