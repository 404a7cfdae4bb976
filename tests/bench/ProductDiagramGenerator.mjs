/*
 * Product diagrams of a chosen size for the lint benchmark, as the designer draws them:
 * user tasks with candidate conditions (some multi-instance), exclusive gateways with
 * conditions and flow order, parallel and the odd inclusive block, process form keys, and
 * full bpmndi (shapes and edges) laid out without overlaps. About one diagram in eight gets
 * the mistakes designers make (an unnamed task, no candidates, a gateway branch without a
 * condition, a dangling task), so both linters have findings to agree on.
 */

const SHAPES = {
  startEvent: [36, 36],
  endEvent: [36, 36],
  userTask: [100, 80],
  exclusiveGateway: [50, 50],
  parallelGateway: [50, 50],
  inclusiveGateway: [50, 50],
};
const COLUMN = 170;
const ROW = 130;

/** mulberry32: small, seeded, good enough to vary diagrams reproducibly. */
class SeededRandom {
  constructor(seed) {
    this.state = seed >>> 0;
  }

  next() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }
}

const PEOPLE = ['张三', '李四', '王五', '赵六', '孙七'];
const STEPS = ['部门审批', '财务审核', '法务审核', '总经理审批', '人事备案', '采购确认', '合同盖章', '分管领导审批'];

export class ProductDiagramGenerator {
  /**
   * @param {number} elements flow nodes plus sequence flows to reach (at least)
   * @param {number} seed
   */
  constructor(elements, seed) {
    this.target = elements;
    this.random = new SeededRandom(seed);
    this.flawed = this.random.next() < 0.125;
    this.nodes = [];
    this.flows = [];
    this.counter = 0;
  }

  /** The diagram as XML. */
  toXml() {
    const start = this.node('startEvent', { name: '开始' }, 0, 0);
    let tail = start;
    let column = 1;
    while (this.nodes.length + this.flows.length < this.target - 2) {
      const roll = this.random.next();
      let block;
      if (roll < 0.45) block = this.taskBlock(column);
      else if (roll < 0.75) block = this.gatewayBlock('exclusiveGateway', column);
      else if (roll < 0.95) block = this.gatewayBlock('parallelGateway', column);
      else block = this.gatewayBlock('inclusiveGateway', column);
      this.flow(tail, block.entry);
      tail = block.exit;
      column += block.columns;
    }
    const end = this.node('endEvent', { name: '结束' }, column, 0);
    this.flow(tail, end);
    if (this.flawed) this.addFlaws(column);
    return this.render();
  }

  taskBlock(column, row = 0) {
    const task = this.task(column, row);
    return { entry: task, exit: task, columns: 1, rows: 1 };
  }

  gatewayBlock(type, column) {
    const split = this.node(type, { name: type === 'exclusiveGateway' ? '金额判断' : undefined }, column, 0);
    const branches = this.random.int(2, 3);
    const length = this.random.int(1, 3);
    const ends = [];
    const outgoing = [];
    for (let branch = 0; branch < branches; branch++) {
      let previous = split;
      for (let step = 0; step < length; step++) {
        const task = this.task(column + 1 + step, branch);
        const flow = this.flow(previous, task, step === 0 ? this.condition(type, branch, branches) : undefined);
        if (step === 0) outgoing.push(flow);
        previous = task;
      }
      ends.push(previous);
    }
    const join = this.node(type, {}, column + length + 1, 0);
    for (const last of ends) this.flow(last, join);
    if (type === 'exclusiveGateway') split.order = outgoing.map((flow, index) => [flow.id, index + 1]);
    return { entry: split, exit: join, columns: length + 2, rows: branches };
  }

  /** Exclusive and inclusive branches carry a JUEL condition; the last one is the default. */
  condition(type, branch, branches) {
    if (type === 'parallelGateway' || branch === branches - 1) return undefined;
    return this.random.pick(['${amount > 10000}', '${days >= 3}', "${dept == 'finance'}", '${approved}']);
  }

  task(column, row) {
    const multi = this.random.next() < 0.2;
    return this.node('userTask', { name: `${this.random.pick(STEPS)}${this.counter}`, candidates: [this.random.pick(PEOPLE)], multi }, column, row);
  }

  node(type, spec, column, row) {
    const node = { id: `${type}_${this.counter++}`, type, ...spec, column, row, incoming: [], outgoing: [] };
    this.nodes.push(node);
    return node;
  }

  flow(source, target, condition) {
    const flow = { id: `Flow_${this.counter++}`, source, target, condition };
    source.outgoing.push(flow);
    target.incoming.push(flow);
    this.flows.push(flow);
    // The last branch of an exclusive or inclusive split is its default flow.
    if ((source.type === 'exclusiveGateway' || source.type === 'inclusiveGateway') && condition === undefined && source.outgoing.length > 1) source.default = flow.id;
    return flow;
  }

  addFlaws(column) {
    const tasks = this.nodes.filter((node) => node.type === 'userTask');
    this.random.pick(tasks).name = undefined;
    this.random.pick(tasks).candidates = [];
    const gateway = this.nodes.find((node) => node.type === 'exclusiveGateway' && node.outgoing.length > 1);
    if (gateway) {
      gateway.default = undefined;
      gateway.outgoing[0].condition = undefined;
    }
    this.node('userTask', { name: '孤立任务', candidates: ['张三'] }, column, 4);
  }

  render() {
    const process = [];
    for (const node of this.nodes) process.push(this.renderNode(node));
    for (const flow of this.flows) {
      const condition = flow.condition
        ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${this.escape(flow.condition)}</bpmn:conditionExpression>`
        : '';
      process.push(`    <bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.source.id}" targetRef="${flow.target.id}">${condition}</bpmn:sequenceFlow>`);
    }

    const shapes = this.nodes.map((node) => {
      const [width, height] = SHAPES[node.type];
      const { x, y } = this.position(node);
      return `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"><dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" /></bpmndi:BPMNShape>`;
    });
    const edges = this.flows.map((flow) => {
      const from = this.centre(flow.source);
      const to = this.centre(flow.target);
      const bend = from.y === to.y ? '' : `<di:waypoint x="${from.x}" y="${to.y}" />`;
      return `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}"><di:waypoint x="${from.x}" y="${from.y}" />${bend}<di:waypoint x="${to.x}" y="${to.y}" /></bpmndi:BPMNEdge>`;
    });

    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:rh="http://ronghe.example/schema/bpmn/1.0" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">',
      '  <bpmn:process id="Process_bench" name="基准流程" isExecutable="true">',
      '    <bpmn:extensionElements><rh:formKeys><rh:formKey value="contractForm" /></rh:formKeys></bpmn:extensionElements>',
      ...process,
      '  </bpmn:process>',
      '  <bpmndi:BPMNDiagram id="BPMNDiagram_1">',
      '    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_bench">',
      ...shapes,
      ...edges,
      '    </bpmndi:BPMNPlane>',
      '  </bpmndi:BPMNDiagram>',
      '</bpmn:definitions>',
      '',
    ].join('\n');
  }

  renderNode(node) {
    const name = node.name === undefined ? '' : ` name="${this.escape(node.name)}"`;
    const fallback = node.default ? ` default="${node.default}"` : '';
    const extensions = [];
    if (node.type === 'userTask') {
      extensions.push(
        `<rh:candidateCondition>${(node.candidates ?? []).map((person) => `<rh:user userId="${PEOPLE.indexOf(person) + 2}" chineseName="${person}" />`).join('')}</rh:candidateCondition>`,
      );
      if (node.multi) extensions.push('<rh:multiActorAction type="completeMultiInst" isSequential="false" completePercentage="100" />');
    }
    if (node.order) {
      extensions.push(`<rh:flowOrder>${node.order.map(([flowId, seq]) => `<rh:orderedFlow flowId="${flowId}" seq="${seq}" />`).join('')}</rh:flowOrder>`);
    }
    // bpmn-js writes a node's flows as <incoming>/<outgoing> children; moddle links nodes through them.
    const links = [
      ...node.incoming.map((flow) => `<bpmn:incoming>${flow.id}</bpmn:incoming>`),
      ...node.outgoing.map((flow) => `<bpmn:outgoing>${flow.id}</bpmn:outgoing>`),
    ].join('');
    const body = extensions.length ? `<bpmn:extensionElements>${extensions.join('')}</bpmn:extensionElements>` : '';
    return `    <bpmn:${node.type} id="${node.id}"${name}${fallback}>${body}${links}</bpmn:${node.type}>`;
  }

  position(node) {
    const [width, height] = SHAPES[node.type];
    // Shapes are centred in their grid cell, so differently sized shapes never touch.
    return { x: 100 + node.column * COLUMN + (100 - width) / 2, y: 100 + node.row * ROW + (80 - height) / 2 };
  }

  centre(node) {
    const [width, height] = SHAPES[node.type];
    const { x, y } = this.position(node);
    return { x: x + width / 2, y: y + height / 2 };
  }

  escape(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }
}
