import { describe, expect, it } from 'vitest';
import EventBus from 'diagram-js/lib/core/EventBus';
import { BpmnModdle } from 'bpmn-moddle';
import type { DiagramElement, ModdleElement } from '../DiagramServices.ts';
import { DefaultFlowClearsCondition } from './DefaultFlowClearsCondition.ts';
import { DefaultNames, defaultNameOf } from './DefaultNames.ts';

const moddle = new BpmnModdle();
const shape = (type: string, attrs: Record<string, unknown> = {}) =>
  ({ id: 'x', type, businessObject: moddle.create(type, attrs) }) as unknown as DiagramElement;

describe('default names', () => {
  it('names a drawn user task 人工任务 and each event and gateway after its kind', () => {
    expect(defaultNameOf(shape('bpmn:UserTask'))).toBe('人工任务');
    expect(defaultNameOf(shape('bpmn:StartEvent'))).toBe('开始');
    expect(defaultNameOf(shape('bpmn:EndEvent'))).toBe('结束');
    expect(defaultNameOf(shape('bpmn:IntermediateThrowEvent'))).toBe('中间事件');
    expect(defaultNameOf(shape('bpmn:ExclusiveGateway'))).toBe('排他网关');
    expect(defaultNameOf(shape('bpmn:ParallelGateway'))).toBe('并行网关');
    expect(defaultNameOf(shape('bpmn:InclusiveGateway'))).toBe('包容网关');
    expect(defaultNameOf(shape('bpmn:SubProcess'))).toBeUndefined();
  });

  it('writes the name into the model when the shape is created, keeping a name already given', () => {
    const bus = new EventBus();
    new DefaultNames(bus as never);
    const unnamed = shape('bpmn:UserTask');
    const named = shape('bpmn:EndEvent', { name: '归档' });
    bus.fire('commandStack.shape.create.preExecute', { context: { shape: unnamed } });
    bus.fire('commandStack.shape.create.preExecute', { context: { shape: named } });
    expect(unnamed.businessObject.name).toBe('人工任务');
    expect(named.businessObject.name).toBe('归档');
  });
});

describe('a default flow', () => {
  it('loses its condition in the same command that makes it the default', () => {
    const bus = new EventBus();
    const flow = shape('bpmn:SequenceFlow', { id: 'Flow_2', conditionExpression: moddle.create('bpmn:FormalExpression', { body: '${days > 3}' }) });
    const updates: Array<[string, Record<string, unknown>]> = [];
    const modeling = { updateProperties: (element: DiagramElement, properties: Record<string, unknown>) => updates.push([element.id, properties]) };
    new DefaultFlowClearsCondition(bus as never, modeling, { get: (id: string) => (id === 'Flow_2' ? { ...flow, id } : undefined) });
    const gateway = shape('bpmn:ExclusiveGateway');
    bus.fire('commandStack.element.updateProperties.postExecuted', { context: { element: gateway, properties: { default: flow.businessObject as ModdleElement } } });
    bus.fire('commandStack.element.updateProperties.postExecuted', { context: { element: gateway, properties: { name: 'x' } } });
    expect(updates).toEqual([['Flow_2', { conditionExpression: undefined }]]);
  });
});
