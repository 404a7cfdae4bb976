import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';

/**
 * The element 流程属性 reads and writes: the canvas root when it is the process, and for a
 * diagram drawn with a pool (the root is then the collaboration) the process of its pool — the
 * one with content when there are several. Such a process has no shape of its own, so it stands
 * in as an element under its own id, which no shape has: commands update it and redraw nothing.
 */
export function processTarget(root: DiagramElement | undefined, shapes: readonly DiagramElement[]): DiagramElement | undefined {
  const owner = root?.businessObject;
  if (!owner) return undefined;
  if (!owner.$instanceOf('bpmn:Collaboration')) return root;
  const processes = shapes
    .filter((shape) => shape.type === 'bpmn:Participant')
    .map((pool) => pool.businessObject.get('processRef') as ModdleElement | undefined)
    .filter((process): process is ModdleElement => !!process);
  const process = processes.find((candidate) => ((candidate.get('flowElements') as unknown[] | undefined) ?? []).length > 0) ?? processes[0];
  return process ? ({ id: String(process.get('id')), type: 'bpmn:Process', businessObject: process } as unknown as DiagramElement) : undefined;
}
