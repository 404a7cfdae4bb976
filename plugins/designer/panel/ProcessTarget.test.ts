import { describe, expect, it } from 'vitest';
import { createRongheModdle } from '../../../contracts/bpmn/RongheModdle.ts';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { processTarget } from './ProcessTarget.ts';

const moddle = createRongheModdle();
const shape = (type: string, businessObject: unknown) => ({ id: String((businessObject as { id: string }).id), type, businessObject }) as unknown as DiagramElement;

describe('what 流程属性 edits', () => {
  it('is the canvas root when the diagram has no pool', () => {
    const root = shape('bpmn:Process', moddle.create('bpmn:Process', { id: 'leave' }));
    expect(processTarget(root, [root])).toBe(root);
  });

  it('is the pool’s process with content when the root is a collaboration, under the process’s own id', () => {
    const empty = moddle.create('bpmn:Process', { id: 'other' });
    const leave = moddle.create('bpmn:Process', { id: 'leave', flowElements: [moddle.create('bpmn:StartEvent', { id: 's' })] });
    const root = shape('bpmn:Collaboration', moddle.create('bpmn:Collaboration', { id: 'c' }));
    const pools = [
      shape('bpmn:Participant', moddle.create('bpmn:Participant', { id: 'p1', processRef: empty })),
      shape('bpmn:Participant', moddle.create('bpmn:Participant', { id: 'p2', processRef: leave })),
    ];
    const target = processTarget(root, [root, ...pools])!;
    expect(target.businessObject).toBe(leave);
    expect(target.id).toBe('leave');
    expect(target.type).toBe('bpmn:Process');
  });

  it('is nothing before a diagram is imported', () => {
    expect(processTarget(undefined, [])).toBeUndefined();
  });
});
