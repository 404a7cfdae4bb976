import { EngineError } from '../EngineError.ts';
import type {
  AssigneeBehaviour,
  ButtonSetting,
  CandidateCondition,
  FormEntry,
  MultiActorAction,
  NoticeSetting,
} from '../../../contracts/bpmn/RongheExtension.ts';
import type { CompiledExpression } from '../../../contracts/bpmn/expression/ExpressionAst.ts';

export type NodeType = 'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway' | 'parallelGateway' | 'inclusiveGateway';

export interface FlowModel {
  readonly id: string;
  readonly name: string;
  readonly sourceId: string;
  readonly targetId: string;
  /** Null when the flow has no condition (it is then always true where conditions count). */
  readonly condition: CompiledExpression | null;
  readonly isDefault: boolean;
  /**
   * A flow leaving the start event: the rh:businessKey template naming a new instance's
   * business key when neither the business form nor the caller gives one; null otherwise.
   */
  readonly businessKey: CompiledExpression | null;
}

interface BaseNodeModel {
  readonly id: string;
  readonly name: string;
  /** Incoming flow ids. */
  readonly incoming: readonly string[];
  /** Outgoing flow ids in evaluation order: rh:flowOrder first (exclusive gateways), then document order. */
  readonly outgoing: readonly string[];
  readonly defaultFlowId: string | null;
}

export interface EventNodeModel extends BaseNodeModel {
  readonly type: 'startEvent' | 'endEvent';
  readonly buttons: readonly ButtonSetting[] | null;
  readonly forms: readonly FormEntry[];
}

export interface GatewayNodeModel extends BaseNodeModel {
  readonly type: 'exclusiveGateway' | 'parallelGateway' | 'inclusiveGateway';
  /** Exclusive gateways in 手动 mode: the handler arriving there chooses the branch. */
  readonly manual: boolean;
}

export interface UserTaskNodeModel extends BaseNodeModel {
  readonly type: 'userTask';
  readonly candidates: CandidateCondition;
  readonly candidateVariable: CompiledExpression | null;
  readonly multiActor: MultiActorAction;
  readonly completionCondition: CompiledExpression | null;
  readonly behaviour: AssigneeBehaviour;
  readonly buttons: readonly ButtonSetting[] | null;
  readonly forms: readonly FormEntry[];
  readonly notice: NoticeSetting | null;
}

export type NodeModel = EventNodeModel | GatewayNodeModel | UserTaskNodeModel;

export function isMultiInstance(node: UserTaskNodeModel): boolean {
  return node.multiActor.type !== 'candidate';
}

/**
 * One process of a deployed definition, compiled once and shared by every command on its
 * instances. Nothing in it changes after construction; reachability is worked out on first
 * use and remembered.
 */
export class ProcessModel {
  private readonly nodesById: ReadonlyMap<string, NodeModel>;
  private readonly flowsById: ReadonlyMap<string, FlowModel>;
  private readonly reach = new Map<string, ReadonlySet<string>>();

  constructor(
    readonly processId: string,
    readonly name: string,
    readonly formKeys: readonly string[],
    readonly forms: readonly FormEntry[],
    nodes: readonly NodeModel[],
    flows: readonly FlowModel[],
    readonly startNodeId: string,
  ) {
    this.nodesById = new Map(nodes.map((node) => [node.id, Object.freeze(node)]));
    this.flowsById = new Map(flows.map((flow) => [flow.id, Object.freeze(flow)]));
    Object.freeze(this.formKeys);
    Object.freeze(this.forms);
  }

  get nodes(): IterableIterator<NodeModel> {
    return this.nodesById.values();
  }

  hasNode(id: string): boolean {
    return this.nodesById.has(id);
  }

  node(id: string): NodeModel {
    const node = this.nodesById.get(id);
    // A caller naming a node the diagram lacks is a refusal, not an engine fault.
    if (!node) throw new EngineError('NODE_NOT_FOUND', `节点 ${id} 不在流程 ${this.processId} 中`);
    return node;
  }

  flow(id: string): FlowModel {
    const flow = this.flowsById.get(id);
    if (!flow) throw new EngineError('NODE_NOT_FOUND', `流向 ${id} 不在流程 ${this.processId} 中`);
    return flow;
  }

  hasFlow(id: string): boolean {
    return this.flowsById.has(id);
  }

  outgoing(nodeId: string): FlowModel[] {
    return this.node(nodeId).outgoing.map((id) => this.flow(id));
  }

  /** Every node reachable from `from` by one or more flows (`from` itself only through a cycle). */
  reachable(from: string): ReadonlySet<string> {
    let found = this.reach.get(from);
    if (!found) {
      const seen = new Set<string>();
      const stack = [...this.node(from).outgoing.map((id) => this.flow(id).targetId)];
      while (stack.length) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        for (const flowId of this.node(id).outgoing) stack.push(this.flow(flowId).targetId);
      }
      found = seen;
      this.reach.set(from, found);
    }
    return found;
  }

  canReach(from: string, to: string): boolean {
    return this.reachable(from).has(to);
  }
}
