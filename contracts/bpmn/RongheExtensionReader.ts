import type { ModdleElement } from 'bpmn-moddle';
import { isBpmn, type BpmnBaseElement, type BpmnUserTask } from './BpmnElements.ts';
import {
  DEFAULT_COMPLETE_PERCENTAGE,
  DEFAULT_GATEWAY_FLOW_MODE,
  MULTI_ACTOR_TYPES,
  type AssigneeBehaviour,
  type ButtonSetting,
  type CandidateCondition,
  type FlowOrderEntry,
  type FormEntry,
  type FormFlag,
  type GatewayFlowMode,
  type MultiActorAction,
  type MultiActorType,
  type NoticeSetting,
} from './RongheExtension.ts';

type Raw = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function list(value: unknown): Raw[] {
  return Array.isArray(value) ? (value as Raw[]) : [];
}

function flag(value: unknown): FormFlag {
  return value === 'true' || value === 'false' ? value : 'default';
}

/**
 * Reads the rh: extension of moddle elements into the plain shapes of RongheExtension.ts.
 * Missing parts read as their documented defaults, so rules and engine never meet undefined
 * lists; whether something was configured at all is answered by the methods returning
 * `undefined`.
 */
export class RongheExtensionReader {
  /** The first extension element of a type, e.g. 'rh:CandidateCondition'. */
  extension(element: ModdleElement | undefined, type: string): ModdleElement | undefined {
    const values = (element as BpmnBaseElement | undefined)?.extensionElements?.values ?? [];
    return values.find((value) => isBpmn(value, type));
  }

  /** The process-level form keys (getForm); blank keys are dropped. */
  formKeys(process: ModdleElement): string[] {
    const holder = this.extension(process, 'rh:FormKeys');
    return list(holder?.values)
      .map((key) => text(key.value).trim())
      .filter((key) => key.length > 0);
  }

  forms(element: ModdleElement): FormEntry[] {
    const holder = this.extension(element, 'rh:Forms');
    return list(holder?.entries).map((form) => ({
      formId: text(form.formId),
      formKey: text(form.formKey),
      formName: text(form.formName),
      formFieldList: list(form.fields).map((field) => ({
        key: text(field.key),
        name: text(field.name),
        operable: flag(field.operable),
        readOnly: flag(field.readOnly),
        hidden: flag(field.hidden),
        required: flag(field.required),
      })),
      formPropertyList: list(form.properties).map((property) => ({
        key: text(property.key),
        name: text(property.name),
        value: text(property.value),
      })),
    }));
  }

  /** The candidate condition of a user task, or undefined when none was configured. */
  candidateCondition(task: ModdleElement): CandidateCondition | undefined {
    const holder = this.extension(task, 'rh:CandidateCondition');
    if (!holder) return undefined;
    return {
      companyList: list(holder.companies).map((c) => ({ companyId: text(c.companyId), name: text(c.name) })),
      departmentList: list(holder.departments).map((d) => ({ deptId: text(d.deptId), name: text(d.name) })),
      roleList: list(holder.roles).map((r) => ({ roleId: text(r.roleId), roleName: text(r.roleName) })),
      userList: list(holder.users).map((u) => ({ userId: text(u.userId), chineseName: text(u.chineseName) })),
      variable: text(holder.variable).trim(),
    };
  }

  /** True when a condition names nobody: every list empty (ignoring blank ids) and no variable. */
  isCandidateConditionEmpty(condition: CandidateCondition | undefined): boolean {
    if (!condition) return true;
    const some = (ids: string[]) => ids.some((id) => id.trim().length > 0);
    return (
      !some(condition.companyList.map((c) => c.companyId)) &&
      !some(condition.departmentList.map((d) => d.deptId)) &&
      !some(condition.roleList.map((r) => r.roleId)) &&
      !some(condition.userList.map((u) => u.userId)) &&
      condition.variable.length === 0
    );
  }

  /** The handling method; a task without one is handled singly. */
  multiActorAction(task: ModdleElement): MultiActorAction {
    const holder = this.extension(task, 'rh:MultiActorAction');
    const type = text(holder?.type) as MultiActorType;
    const percentage = Number(holder?.completePercentage ?? DEFAULT_COMPLETE_PERCENTAGE);
    return {
      type: MULTI_ACTOR_TYPES.includes(type) ? type : 'candidate',
      isSequential: holder?.isSequential === true,
      completePercentage: Number.isInteger(percentage) ? Math.min(100, Math.max(1, percentage)) : DEFAULT_COMPLETE_PERCENTAGE,
      condition: text(holder?.condition).trim(),
    };
  }

  assigneeBehaviour(task: BpmnUserTask): AssigneeBehaviour {
    return {
      noManager: task.noManager === '1' ? '1' : '0',
      initiatorAutoComplete: task.initiatorAutoComplete === true,
      serialAutoComplete: task.serialAutoComplete === true,
    };
  }

  /** The exclusive gateway's flow mode; anything but `manual` is the default, auto. */
  flowMode(gateway: ModdleElement): GatewayFlowMode {
    return text(gateway.flowMode).trim() === 'manual' ? 'manual' : DEFAULT_GATEWAY_FLOW_MODE;
  }

  /** The business-key expression of a flow leaving the start event (rh:businessKey), '' when none. */
  businessKey(flow: ModdleElement): string {
    return text(flow.businessKey).trim();
  }

  /** The exclusive-gateway branch order, sorted by seq. */
  flowOrder(gateway: ModdleElement): FlowOrderEntry[] {
    const holder = this.extension(gateway, 'rh:FlowOrder');
    return list(holder?.flows)
      .map((entry) => ({ flowId: text(entry.flowId), seq: Number(entry.seq ?? 0) }))
      .filter((entry) => entry.flowId.length > 0)
      .sort((a, b) => a.seq - b.seq);
  }

  /** The configured buttons, or undefined when the node has no button list. */
  buttons(element: ModdleElement): ButtonSetting[] | undefined {
    const holder = this.extension(element, 'rh:Buttons');
    if (!holder) return undefined;
    return list(holder.buttons).map((button) => ({
      id: text(button.id),
      name: text(button.name),
      custom: button.custom === true,
      enabled: button.enabled === true,
      editable: button.editable !== false,
    }));
  }

  /** The notice setting, or undefined when notification is off. */
  notice(element: ModdleElement): NoticeSetting | undefined {
    const holder = this.extension(element, 'rh:Notice');
    if (!holder) return undefined;
    const channels = list(holder.channels)
      .map((channel) => text(channel.value).trim())
      .filter((channel) => channel.length > 0);
    return { channels: channels.length > 0 ? channels : ['system'] };
  }
}
