import {
  isBpmn,
  type BpmnDefinitions,
  type BpmnFlowNode,
  type BpmnProcess,
  type BpmnSequenceFlow,
  type BpmnUserTask,
} from '../../../contracts/bpmn/BpmnElements.ts';
import { DeployErrorCode, type IllegalNode } from '../../../contracts/bpmn/DeployErrorCodes.ts';
import { engineNodeType, hasStandardLoop, hasStandardMultiInstance, hasTextBesideCondition, isRunnableConditionTemplate } from '../../../contracts/bpmn/EngineElements.ts';
import { RongheExtensionReader } from '../../../contracts/bpmn/RongheExtensionReader.ts';
import type { CompiledExpression } from '../../../contracts/bpmn/expression/ExpressionAst.ts';
import { ExpressionError } from '../../../contracts/bpmn/expression/ExpressionError.ts';
import type { ExpressionEvaluator } from '../expression/ExpressionEvaluator.ts';
import { ProcessModel, type FlowModel, type NodeModel } from './ProcessModel.ts';

export interface CompileResult {
  model?: ProcessModel;
  /** Why the diagram cannot run, in deploy-result form; empty when `model` is set. */
  illegalNodeList: IllegalNode[];
}

/**
 * Turns a parsed diagram into a ProcessModel for the product's element subset, parsing every
 * `${…}` on the way. What the engine cannot run becomes a deploy finding, so a definition
 * that deploys is a definition that runs. The deploy rules of contracts/bpmn refuse all of it
 * first (ronghe/element-supported, single-start-event, expression-valid,
 * script-resource-unsupported, multi-instance-needs-rh, loop-unsupported ask the same helpers); this is the last
 * line, and the only judge of which process of the diagram the key names.
 */
export class ProcessModelCompiler {
  private readonly extension = new RongheExtensionReader();

  constructor(private readonly expressions: ExpressionEvaluator) {}

  /** Picks the process with id `key`, else the diagram's only executable process. */
  selectProcess(definitions: BpmnDefinitions, key: string): BpmnProcess | undefined {
    const processes = (definitions.rootElements ?? []).filter((e): e is BpmnProcess => isBpmn(e, 'bpmn:Process'));
    const byKey = processes.find((p) => p.id === key);
    if (byKey) return byKey;
    const runnable = processes.filter((p) => p.isExecutable !== false && (p.flowElements ?? []).length > 0);
    return runnable.length === 1 ? runnable[0] : undefined;
  }

  compile(definitions: BpmnDefinitions, key: string): CompileResult {
    const findings: IllegalNode[] = [];
    const process = this.selectProcess(definitions, key);
    if (!process) return { illegalNodeList: [{ nodeId: key, errCode: DeployErrorCode.PROCESS_MISSING }] };

    const elements = process.flowElements ?? [];
    const flowElements = elements.filter((e): e is BpmnSequenceFlow => isBpmn(e, 'bpmn:SequenceFlow'));
    const nodeElements = new Map<string, BpmnFlowNode>();
    const starts: string[] = [];
    for (const element of elements) {
      if (!isBpmn<BpmnFlowNode>(element, 'bpmn:FlowNode')) continue;
      const type = engineNodeType(element);
      if (!type) {
        findings.push({ nodeId: element.id, errCode: DeployErrorCode.ELEMENT_UNSUPPORTED });
        continue;
      }
      if (type === 'userTask' && hasStandardMultiInstance(element) && !this.extension.extension(element, 'rh:MultiActorAction')) {
        findings.push({ nodeId: element.id, errCode: DeployErrorCode.MULTI_INSTANCE_RH_REQUIRED });
      }
      if (type === 'userTask' && hasStandardLoop(element)) findings.push({ nodeId: element.id, errCode: DeployErrorCode.LOOP_UNSUPPORTED });
      if (type === 'startEvent') starts.push(element.id);
      nodeElements.set(element.id, element);
    }
    if (starts.length !== 1) findings.push({ nodeId: process.id, errCode: DeployErrorCode.START_EVENT_REQUIRED });

    const flows: FlowModel[] = [];
    for (const flow of flowElements) {
      const sourceId = flow.sourceRef?.id;
      const targetId = flow.targetRef?.id;
      if (!sourceId || !targetId || !nodeElements.has(sourceId) || !nodeElements.has(targetId)) {
        if (!sourceId || !targetId || (!findings.some((f) => f.nodeId === sourceId) && !findings.some((f) => f.nodeId === targetId))) {
          findings.push({ nodeId: flow.id, errCode: DeployErrorCode.ELEMENT_UNSUPPORTED });
        }
        continue;
      }
      const source = nodeElements.get(sourceId)!;
      const condition = isBpmn(source, 'bpmn:ParallelGateway') ? null : this.condition(flow, findings);
      const businessKey = isBpmn(source, 'bpmn:StartEvent') ? this.extension.businessKey(flow) : '';
      flows.push({
        id: flow.id,
        name: flow.name ?? '',
        sourceId,
        targetId,
        condition,
        isDefault: source.default?.id === flow.id,
        businessKey: businessKey ? this.expression(businessKey, flow.id, findings) : null,
      });
    }

    const nodes: NodeModel[] = [];
    for (const [id, element] of nodeElements) {
      const type = engineNodeType(element)!;
      const incoming = flows.filter((f) => f.targetId === id).map((f) => f.id);
      let outgoing = flows.filter((f) => f.sourceId === id).map((f) => f.id);
      if (type === 'exclusiveGateway') {
        const ordered = this.extension.flowOrder(element).map((entry) => entry.flowId).filter((flowId) => outgoing.includes(flowId));
        outgoing = [...new Set(ordered), ...outgoing.filter((flowId) => !ordered.includes(flowId))];
      }
      const base = {
        id,
        name: element.name ?? '',
        incoming: Object.freeze(incoming),
        outgoing: Object.freeze(outgoing),
        defaultFlowId: element.default?.id && outgoing.includes(element.default.id) ? element.default.id : null,
      };
      if (type === 'userTask') {
        nodes.push(this.userTask(element as BpmnUserTask, base, findings));
      } else if (type === 'startEvent' || type === 'endEvent') {
        nodes.push({ ...base, type, buttons: this.extension.buttons(element) ?? null, forms: this.extension.forms(element) });
      } else {
        nodes.push({ ...base, type, manual: type === 'exclusiveGateway' && this.extension.flowMode(element) === 'manual' });
      }
    }

    if (findings.length > 0) return { illegalNodeList: findings };
    const model = new ProcessModel(
      process.id,
      process.name ?? process.id,
      this.extension.formKeys(process),
      this.extension.forms(process),
      nodes,
      flows,
      starts[0],
    );
    return { model, illegalNodeList: [] };
  }

  private userTask(element: BpmnUserTask, base: Omit<NodeModel, 'type'>, findings: IllegalNode[]): NodeModel {
    const candidates = this.extension.candidateCondition(element) ?? {
      companyList: [],
      departmentList: [],
      roleList: [],
      userList: [],
      variable: '',
    };
    const multiActor = this.extension.multiActorAction(element);
    return {
      ...base,
      type: 'userTask',
      candidates,
      candidateVariable: candidates.variable ? this.expression(candidates.variable, element.id, findings) : null,
      multiActor,
      completionCondition:
        multiActor.type === 'conditionBasedMultiInst' && multiActor.condition ? this.expression(multiActor.condition, element.id, findings) : null,
      behaviour: this.extension.assigneeBehaviour(element),
      buttons: this.extension.buttons(element) ?? null,
      forms: this.extension.forms(element),
      notice: this.extension.notice(element) ?? null,
    };
  }

  private expression(source: string, elementId: string, findings: IllegalNode[]): CompiledExpression | null {
    try {
      return this.expressions.compile(source);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      findings.push({ nodeId: elementId, errCode: DeployErrorCode.EXPRESSION_INVALID });
      return null;
    }
  }

  private condition(flow: BpmnSequenceFlow, findings: IllegalNode[]): CompiledExpression | null {
    const expression = flow.conditionExpression;
    if (!expression) return null;
    const body = typeof expression.body === 'string' ? expression.body.trim() : '';
    if (!body) {
      // the codes ronghe/flow-condition and ronghe/script-resource-unsupported give an empty body
      const errCode = (expression.resource ?? '').trim()
        ? DeployErrorCode.SCRIPT_RESOURCE_UNSUPPORTED
        : (expression.language ?? '').trim()
          ? DeployErrorCode.SCRIPT_RESOURCE_REQUIRED
          : DeployErrorCode.EXPRESSION_REQUIRED;
      findings.push({ nodeId: flow.id, errCode });
      return null;
    }
    const compiled = this.expression(body, flow.id, findings);
    // literal text can only be a condition when it spells a boolean
    if (compiled && !isRunnableConditionTemplate(compiled.parts, body)) {
      findings.push({ nodeId: flow.id, errCode: DeployErrorCode.EXPRESSION_INVALID });
      return null;
    }
    // text beside the `${…}` makes the value a string, which no run could take for true or false
    if (compiled && hasTextBesideCondition(compiled.parts)) {
      findings.push({ nodeId: flow.id, errCode: DeployErrorCode.CONDITION_TEXT_OUTSIDE });
      return null;
    }
    return compiled;
  }
}
