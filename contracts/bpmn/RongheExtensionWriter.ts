import type { ModdleElement } from 'bpmn-moddle';
import type {
  ButtonSetting,
  CandidateCondition,
  FlowOrderEntry,
  FormEntry,
  MultiActorAction,
  NoticeSetting,
} from './RongheExtension.ts';

/** What creates moddle elements: a BpmnModdle, or bpmn-js' `moddle` / `bpmnFactory` service. */
export interface ModdleFactory {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

/**
 * The inverse of RongheExtensionReader: plain shapes of RongheExtension.ts into rh: moddle
 * elements, ready to stand in an element's extensionElements. The designer writes the diagram
 * through it, so what the panel shows and what the server reads are one model.
 */
export class RongheExtensionWriter {
  constructor(private readonly moddle: ModdleFactory) {}

  formKeys(keys: readonly string[]): ModdleElement {
    return this.moddle.create('rh:FormKeys', { values: keys.map((value) => this.moddle.create('rh:FormKey', { value })) });
  }

  forms(entries: readonly FormEntry[]): ModdleElement {
    return this.moddle.create('rh:Forms', {
      entries: entries.map((form) =>
        this.moddle.create('rh:Form', {
          formId: form.formId,
          formKey: form.formKey,
          formName: form.formName,
          fields: form.formFieldList.map((field) => this.moddle.create('rh:FormField', { ...field })),
          properties: form.formPropertyList.map((property) => this.moddle.create('rh:FormProperty', { ...property })),
        }),
      ),
    });
  }

  candidateCondition(condition: CandidateCondition): ModdleElement {
    return this.moddle.create('rh:CandidateCondition', {
      ...(condition.variable ? { variable: condition.variable } : {}),
      companies: condition.companyList.map((c) => this.moddle.create('rh:Company', { companyId: c.companyId, name: c.name })),
      departments: condition.departmentList.map((d) => this.moddle.create('rh:Department', { deptId: d.deptId, name: d.name })),
      roles: condition.roleList.map((r) => this.moddle.create('rh:Role', { roleId: r.roleId, roleName: r.roleName })),
      users: condition.userList.map((u) => this.moddle.create('rh:User', { userId: u.userId, chineseName: u.chineseName })),
    });
  }

  multiActorAction(action: MultiActorAction): ModdleElement {
    return this.moddle.create('rh:MultiActorAction', {
      type: action.type,
      isSequential: action.isSequential,
      completePercentage: action.completePercentage,
      ...(action.condition ? { condition: action.condition } : {}),
    });
  }

  flowOrder(entries: readonly FlowOrderEntry[]): ModdleElement {
    return this.moddle.create('rh:FlowOrder', {
      flows: entries.map((entry) => this.moddle.create('rh:OrderedFlow', { flowId: entry.flowId, seq: entry.seq })),
    });
  }

  buttons(buttons: readonly ButtonSetting[]): ModdleElement {
    return this.moddle.create('rh:Buttons', { buttons: buttons.map((button) => this.moddle.create('rh:Button', { ...button })) });
  }

  /**
   * rh:businessKey of a flow leaving the start event, as the attributes to set on the flow
   * (an attribute, not an extension element): none removes it.
   */
  businessKey(expression: string | null): Record<string, string | undefined> {
    return { 'rh:businessKey': expression?.trim() || undefined };
  }

  notice(notice: NoticeSetting): ModdleElement {
    return this.moddle.create('rh:Notice', { channels: notice.channels.map((value) => this.moddle.create('rh:Channel', { value })) });
  }
}
