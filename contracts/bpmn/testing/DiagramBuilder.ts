/*
 * Builds product diagrams as XML for tests (deploy rules, engine, differential runs). It
 * writes semantic BPMN only; layout (bpmndi) is irrelevant to checks and execution.
 */

export interface UserTaskSpec {
  users?: string[];
  departments?: string[];
  companies?: string[];
  roles?: string[];
  variable?: string;
  /** Omit to write no candidate condition at all. */
  noCandidates?: boolean;
  multi?: { type: 'candidate' | 'completeMultiInst' | 'conditionBasedMultiInst'; sequential?: boolean; percentage?: number; condition?: string };
  noManager?: '0' | '1';
  initiatorAutoComplete?: boolean;
  serialAutoComplete?: boolean;
  buttons?: Array<{ id: string; name: string; enabled: boolean }>;
  /** rh:notice with these channels (`system` is 站内信); omit for no notice. */
  notice?: string[];
}

export interface FlowSpec {
  name?: string;
  condition?: string;
  language?: string;
  resource?: string;
  /** Writes an empty conditionExpression element. */
  emptyCondition?: boolean;
  /** rh:businessKey (a flow leaving the start event). */
  businessKey?: string;
}

export interface ProcessSpec {
  name?: string;
  executable?: boolean;
  formKeys?: string[];
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attr(name: string, value: string | number | boolean | undefined): string {
  return value === undefined ? '' : ` ${name}="${escapeXml(String(value))}"`;
}

export class DiagramBuilder {
  private readonly elements: string[] = [];
  private readonly defaults = new Map<string, string>();
  private readonly orders = new Map<string, Array<[string, number]>>();
  private readonly gateways = new Map<string, { type: string; name?: string; flowMode?: 'auto' | 'manual' }>();

  constructor(
    readonly processId: string = 'proc',
    private readonly spec: ProcessSpec = {},
  ) {}

  start(id: string, name: string | undefined = '开始'): this {
    this.elements.push(`<bpmn:startEvent id="${id}"${attr('name', name)} />`);
    return this;
  }

  end(id: string, name: string | undefined = '结束'): this {
    this.elements.push(`<bpmn:endEvent id="${id}"${attr('name', name)} />`);
    return this;
  }

  userTask(id: string, name: string | undefined, spec: UserTaskSpec = {}): this {
    const extensions: string[] = [];
    if (!spec.noCandidates) {
      const children = [
        ...(spec.companies ?? []).map((c) => `<rh:company companyId="${escapeXml(c)}" name="${escapeXml(c)}" />`),
        ...(spec.departments ?? []).map((d) => `<rh:department deptId="${escapeXml(d)}" name="${escapeXml(d)}" />`),
        ...(spec.roles ?? []).map((r) => `<rh:role roleId="${escapeXml(r)}" roleName="${escapeXml(r)}" />`),
        ...(spec.users ?? []).map((u) => `<rh:user userId="${escapeXml(u)}" chineseName="${escapeXml(u)}" />`),
      ];
      extensions.push(`<rh:candidateCondition${attr('variable', spec.variable)}>${children.join('')}</rh:candidateCondition>`);
    }
    if (spec.multi) {
      extensions.push(
        `<rh:multiActorAction${attr('type', spec.multi.type)}${attr('isSequential', spec.multi.sequential)}${attr('completePercentage', spec.multi.percentage)}${attr('condition', spec.multi.condition)} />`,
      );
    }
    if (spec.buttons) {
      extensions.push(
        `<rh:buttons>${spec.buttons.map((b) => `<rh:button id="${b.id}" name="${escapeXml(b.name)}" enabled="${b.enabled}" />`).join('')}</rh:buttons>`,
      );
    }
    if (spec.notice) {
      extensions.push(`<rh:notice>${spec.notice.map((c) => `<rh:channel value="${escapeXml(c)}" />`).join('')}</rh:notice>`);
    }
    const attrs =
      attr('name', name) +
      attr('rh:noManager', spec.noManager) +
      attr('rh:initiatorAutoComplete', spec.initiatorAutoComplete) +
      attr('rh:serialAutoComplete', spec.serialAutoComplete);
    const body = extensions.length ? `<bpmn:extensionElements>${extensions.join('')}</bpmn:extensionElements>` : '';
    this.elements.push(`<bpmn:userTask id="${id}"${attrs}>${body}</bpmn:userTask>`);
    return this;
  }

  /** An exclusive gateway; `manual` is 手动 (rh:flowMode), the handler choosing its branch. */
  exclusive(id: string, name?: string, flowMode?: 'auto' | 'manual'): this {
    this.gateways.set(id, { type: 'exclusiveGateway', name, flowMode });
    return this;
  }

  parallel(id: string, name?: string): this {
    this.gateways.set(id, { type: 'parallelGateway', name });
    return this;
  }

  inclusive(id: string, name?: string): this {
    this.gateways.set(id, { type: 'inclusiveGateway', name });
    return this;
  }

  /** Marks a flow as its gateway's (or activity's) default. */
  defaultFlow(nodeId: string, flowId: string): this {
    this.defaults.set(nodeId, flowId);
    return this;
  }

  /** The rh:flowOrder of an exclusive gateway. */
  order(gatewayId: string, entries: Array<[string, number]>): this {
    this.orders.set(gatewayId, entries);
    return this;
  }

  flow(id: string, source: string, target: string, spec: FlowSpec = {}): this {
    let condition = '';
    if (spec.condition !== undefined || spec.emptyCondition || spec.language || spec.resource) {
      condition =
        `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression"${attr('language', spec.language)}${attr('camunda:resource', spec.resource)}>` +
        `${spec.condition === undefined ? '' : escapeXml(spec.condition)}</bpmn:conditionExpression>`;
    }
    this.elements.push(`<bpmn:sequenceFlow id="${id}"${attr('name', spec.name)}${attr('rh:businessKey', spec.businessKey)} sourceRef="${source}" targetRef="${target}">${condition}</bpmn:sequenceFlow>`);
    return this;
  }

  toXml(): string {
    const gateways = [...this.gateways].map(([id, g]) => {
      const order = this.orders.get(id);
      const ext = order
        ? `<bpmn:extensionElements><rh:flowOrder>${order.map(([flowId, seq]) => `<rh:orderedFlow flowId="${flowId}" seq="${seq}" />`).join('')}</rh:flowOrder></bpmn:extensionElements>`
        : '';
      return `<bpmn:${g.type} id="${id}"${attr('name', g.name)}${attr('rh:flowMode', g.flowMode)}${attr('default', this.defaults.get(id))}>${ext}</bpmn:${g.type}>`;
    });
    const elements = this.elements.map((xml) => {
      const match = /^<bpmn:(userTask) id="([^"]+)"/.exec(xml);
      const flowId = match ? this.defaults.get(match[2]) : undefined;
      return flowId ? xml.replace(`id="${match![2]}"`, `id="${match![2]}" default="${flowId}"`) : xml;
    });
    const formKeys = this.spec.formKeys ?? ['agreementForm'];
    const processExt = formKeys.length
      ? `<bpmn:extensionElements><rh:formKeys>${formKeys.map((k) => `<rh:formKey value="${escapeXml(k)}" />`).join('')}</rh:formKeys></bpmn:extensionElements>`
      : '';
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:rh="http://ronghe.example/schema/bpmn/1.0" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs" targetNamespace="http://ronghe.example/test">',
      `<bpmn:process id="${this.processId}"${attr('name', this.spec.name ?? '测试流程')} isExecutable="${this.spec.executable ?? true}">`,
      processExt,
      ...elements,
      ...gateways,
      '</bpmn:process>',
      '</bpmn:definitions>',
    ].join('\n');
  }
}
