import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';

/** A small seeded generator (mulberry32), so a failing diagram can be rebuilt from its seed. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

type GatewayKind = 'exclusive' | 'parallel' | 'inclusive';

interface Node {
  id: string;
  kind: 'start' | 'end' | 'task' | 'split' | 'merge';
  gateway?: GatewayKind;
  defaultFlow?: string;
}

interface Flow {
  id: string;
  source: string;
  target: string;
  /** A boolean variable name, tested by the condition. */
  variable?: string;
}

/**
 * A random acyclic, block-structured diagram over the product's palette: sequences of user
 * tasks and exclusive, parallel and inclusive split/merge blocks (with conditions and default
 * flows), nested. Rendered twice: for our engine as drawn, and for bpmn-engine with every
 * merge drawn as a parallel gateway — bpmn-engine's dead-path elimination makes that the
 * synchronising merge, which in block-structured diagrams is what each of our merges does
 * (its own inclusive gateway does not synchronise, and its exclusive merge passes discards
 * on early).
 */
export class RandomBlockDiagram {
  readonly nodes: Node[] = [];
  readonly flows: Flow[] = [];
  readonly variables: Record<string, boolean> = {};
  private counter = 0;

  constructor(
    private readonly random: SeededRandom,
    readonly processId: string,
    private readonly maxDepth = 3,
  ) {
    const start = this.add('start');
    const last = this.sequence(start.id, 0);
    const end = this.add('end');
    this.connect(last, end.id);
  }

  get taskCount(): number {
    return this.nodes.filter((n) => n.kind === 'task').length;
  }

  private add(kind: Node['kind'], gateway?: GatewayKind): Node {
    const node: Node = { id: `${kind}${++this.counter}`, kind, ...(gateway && { gateway }) };
    this.nodes.push(node);
    return node;
  }

  private connect(source: string, target: string, variable?: string): Flow {
    const flow: Flow = { id: `flow${++this.counter}`, source, target, ...(variable && { variable }) };
    this.flows.push(flow);
    return flow;
  }

  /** Appends 1–3 items after `from` (the first flow testing `variable`); returns the last node's id. */
  private sequence(from: string, depth: number, variable?: string): string {
    let last = from;
    const items = this.random.int(1, 3);
    for (let i = 0; i < items; i++) {
      const condition = i === 0 ? variable : undefined;
      if (depth < this.maxDepth && this.random.chance(0.4)) {
        last = this.block(last, depth + 1, condition);
      } else {
        const task = this.add('task');
        this.connect(last, task.id, condition);
        last = task.id;
      }
    }
    return last;
  }

  private block(from: string, depth: number, variable?: string): string {
    const kinds: GatewayKind[] = ['exclusive', 'parallel', 'inclusive'];
    const kind = kinds[this.random.int(0, 2)];
    const split = this.add('split', kind);
    this.connect(from, split.id, variable);
    const merge = this.add('merge', kind);
    const branches = this.random.int(2, 3);
    for (let b = 0; b < branches; b++) {
      const isDefault = kind !== 'parallel' && b === branches - 1;
      let condition: string | undefined;
      if (kind !== 'parallel' && !isDefault) {
        condition = `c${++this.counter}`;
        this.variables[condition] = this.random.chance(0.5);
      }
      const first = this.flows.length;
      // now and then a branch goes straight to the merge
      if (this.random.chance(0.15)) this.connect(split.id, merge.id, condition);
      else this.connect(this.sequence(split.id, depth, condition), merge.id);
      if (isDefault) split.defaultFlow = this.flows[first].id;
    }
    return merge.id;
  }

  /** Our rendering: gateways as drawn, `${cN}` conditions, each task for user `u`. */
  forEngine(): string {
    const builder = new DiagramBuilder(this.processId);
    for (const node of this.nodes) {
      if (node.kind === 'start') builder.start(node.id);
      else if (node.kind === 'end') builder.end(node.id);
      else if (node.kind === 'task') builder.userTask(node.id, node.id, { users: ['u'] });
      else if (node.gateway === 'exclusive') builder.exclusive(node.id);
      else if (node.gateway === 'parallel') builder.parallel(node.id);
      else builder.inclusive(node.id);
      if (node.defaultFlow) builder.defaultFlow(node.id, node.defaultFlow);
    }
    for (const flow of this.flows) builder.flow(flow.id, flow.source, flow.target, flow.variable ? { condition: `\${${flow.variable}}` } : {});
    return builder.toXml();
  }

  /** bpmn-engine's rendering: merges as parallel gateways, conditions over environment.variables. */
  forBpmnEngine(): string {
    const elements = this.nodes.map((node) => {
      switch (node.kind) {
        case 'start':
          return `<startEvent id="${node.id}" />`;
        case 'end':
          return `<endEvent id="${node.id}" />`;
        case 'task':
          return `<userTask id="${node.id}" />`;
        case 'merge':
          return `<parallelGateway id="${node.id}" />`;
        case 'split': {
          const tag = `${node.gateway}Gateway`;
          return `<${tag} id="${node.id}"${node.defaultFlow ? ` default="${node.defaultFlow}"` : ''} />`;
        }
      }
    });
    const flows = this.flows.map((flow) =>
      flow.variable
        ? `<sequenceFlow id="${flow.id}" sourceRef="${flow.source}" targetRef="${flow.target}"><conditionExpression xsi:type="tFormalExpression">\${environment.variables.${flow.variable}}</conditionExpression></sequenceFlow>`
        : `<sequenceFlow id="${flow.id}" sourceRef="${flow.source}" targetRef="${flow.target}" />`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="http://ronghe.example/diff">',
      `<process id="${this.processId}" isExecutable="true">`,
      ...elements,
      ...flows,
      '</process>',
      '</definitions>',
    ].join('\n');
  }
}
