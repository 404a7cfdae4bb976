import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DeployErrorCode } from '../../contracts/bpmn/DeployErrorCodes.ts';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import { EngineError } from './EngineError.ts';
import { ENGINE_EVENT_NAMES } from './EngineHooks.ts';
import { EngineTestBed } from './testing/EngineTestBed.ts';

let bed: EngineTestBed;

beforeEach(async () => {
  bed = await new EngineTestBed().migrate();
});

afterEach(async () => {
  await bed.destroy();
});

async function refusal(promise: Promise<unknown>): Promise<EngineError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return error as EngineError;
  }
  throw new Error('expected an EngineError');
}

/** start → apply (the initiator) → exclusive gateway (自动 unless told) → small | big → end */
function amountRouting(flowMode?: 'auto' | 'manual'): DiagramBuilder {
  return new DiagramBuilder('purchase')
    .start('start')
    .userTask('apply', '提交申请', { variable: '${initiator}' })
    .exclusive('route', '金额判断', flowMode)
    .userTask('small', '部门审批', { users: ['manager'] })
    .userTask('big', '总经理审批', { users: ['ceo'] })
    .end('end')
    .flow('f1', 'start', 'apply')
    .flow('f2', 'apply', 'route')
    .flow('toSmall', 'route', 'small', { name: '小额', condition: '${amount < 10000}' })
    .flow('toBig', 'route', 'big', { name: '大额', condition: '${amount >= 10000}' })
    .flow('f5', 'small', 'end')
    .flow('f6', 'big', 'end');
}

describe('deploy', () => {
  it('stores a new version per deploy and serves the latest XML', async () => {
    const first = await bed.engine.deploy({ key: 'purchase', name: '采购', xml: amountRouting().toXml(), deployedBy: 'admin' });
    const second = await bed.engine.deploy({ key: 'purchase', name: '采购', xml: amountRouting().toXml(), deployedBy: 'admin' });
    expect(first).toMatchObject({ success: true, definition: { key: 'purchase', version: 1 } });
    expect(second.definition?.version).toBe(2);
    expect((await bed.engine.deployedXml('purchase')).procDefId).toBe(second.definition?.id);
  });

  it('refuses to store a condition that is not boolean, so it never fails at run time', async () => {
    const xml = amountRouting().toXml().replace('${amount &gt;= 10000}', '${amount * 2}');
    expect(await bed.engine.deploy({ key: 'purchase', name: '采购', xml, deployedBy: 'admin' })).toEqual({
      success: false,
      illegalNodeList: [{ nodeId: 'toBig', errCode: DeployErrorCode.CONDITION_NOT_BOOLEAN }],
    });
  });

  it('returns the deploy rules’ findings instead of storing', async () => {
    const xml = new DiagramBuilder('p', { formKeys: [] }).start('s').userTask('t', '审批', { noCandidates: true }).end('e').flow('a', 's', 't').flow('b', 't', 'e').toXml();
    const result = await bed.engine.deploy({ key: 'p', name: '', xml, deployedBy: 'admin' });
    expect(result).toEqual({
      success: false,
      illegalNodeList: [
        { nodeId: 't', errCode: DeployErrorCode.CANDIDATE_REQUIRED },
        { nodeId: 'p', errCode: DeployErrorCode.FORM_REQUIRED },
      ],
    });
    expect(await refusal(bed.engine.deployedXml('p'))).toMatchObject({ code: 'DEFINITION_NOT_FOUND' });
  });

  it('refuses what the engine cannot run: other elements, bad expressions, external scripts', async () => {
    const xml = amountRouting()
      .toXml()
      .replace('<bpmn:endEvent id="end"', '<bpmn:serviceTask id="robot" name="机器人" /><bpmn:endEvent id="end"')
      .replace('${amount &lt; 10000}', '${amount &lt;}')
      .replace('${amount &gt;= 10000}', '')
      .replace('xsi:type="bpmn:tFormalExpression"></bpmn:conditionExpression>', 'xsi:type="bpmn:tFormalExpression" language="juel" camunda:resource="big.juel"></bpmn:conditionExpression>');
    const result = await bed.engine.deploy({ key: 'purchase', name: '采购', xml, deployedBy: 'admin' });
    expect(result.success).toBe(false);
    expect(result.illegalNodeList).toEqual(
      expect.arrayContaining([
        { nodeId: 'robot', errCode: DeployErrorCode.ELEMENT_UNSUPPORTED },
        { nodeId: 'toSmall', errCode: DeployErrorCode.EXPRESSION_INVALID },
        { nodeId: 'toBig', errCode: DeployErrorCode.SCRIPT_RESOURCE_UNSUPPORTED },
      ]),
    );
  });

  it('refuses unsafe or unreadable XML with a clear error', async () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]><bpmn:definitions/>';
    expect(await refusal(bed.engine.deploy({ key: 'x', name: '', xml, deployedBy: 'admin' }))).toMatchObject({
      code: 'XML_INVALID',
      message: '流程图无法读取：流程图不能包含 DOCTYPE 或 ENTITY 声明',
    });
    expect(await refusal(bed.engine.saveDraft({ key: 'x', name: '', xml, savedBy: 'admin' }))).toMatchObject({ code: 'XML_INVALID' });
  });

  it('keeps one draft per key, replaced on each save', async () => {
    await bed.engine.saveDraft({ key: 'purchase', name: '采购', xml: '<draft-1/>', savedBy: 'admin' });
    await bed.engine.saveDraft({ key: 'purchase', name: '采购v2', xml: '<draft-2/>', savedBy: 'admin' });
    expect(await bed.engine.draft('purchase')).toMatchObject({ name: '采购v2', xml: '<draft-2/>' });
    expect(await bed.engine.draft('other')).toBeUndefined();
  });
});

describe('start and end events, user tasks', () => {
  it('runs start → task → end and completes the instance', async () => {
    await bed.deploy(new DiagramBuilder('p').start('s').userTask('t', '审批', { users: ['u1'] }).end('e').flow('a', 's', 't').flow('b', 't', 'e'));
    const started = await bed.engine.start({ procDefKey: 'p', initiator: 'u0', businessKey: 'contract-7' });
    expect(started.status).toBe('running');
    expect(started.openTasks).toMatchObject([{ taskDefKey: 't', taskName: '审批', assignee: 'u1', businessKey: 'contract-7', processName: '测试流程' }]);
    const done = await bed.engine.complete({ taskId: started.openTasks[0].taskId, userId: 'u1', comment: '同意' });
    expect(done).toMatchObject({ status: 'complete', openTasks: [] });
    expect(await bed.visited(started.procInstId)).toEqual(['s', 't', 'e']);
    expect(await bed.tokens(started.procInstId)).toEqual([]);
  });

  it('sets initiator as a variable and merges variables given on completion', async () => {
    await bed.deploy(amountRouting());
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { title: '电脑' } });
    await bed.completeAt(procInstId, 'apply', { variables: { amount: 25000 } });
    expect(await bed.openSummary(procInstId)).toEqual(['big:ceo']);
    expect((await bed.engine.instance(procInstId)).variables).toEqual({ title: '电脑', initiator: 'alice', amount: 25000 });
  });

  it('refuses the wrong user, an unknown task, a long comment and non-JSON variables', async () => {
    await bed.deploy(amountRouting());
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice' });
    const task = await bed.taskAt(procInstId, 'apply');
    expect(await refusal(bed.engine.complete({ taskId: task.id, userId: 'mallory' }))).toMatchObject({ code: 'NOT_ASSIGNEE', message: '您不是该任务的办理人' });
    expect(await refusal(bed.engine.complete({ taskId: 'nope', userId: 'alice' }))).toMatchObject({ code: 'TASK_NOT_FOUND', message: '任务已处理或不存在' });
    expect(await refusal(bed.engine.complete({ taskId: task.id, userId: 'alice', comment: '长'.repeat(101) }))).toMatchObject({
      code: 'COMMENT_TOO_LONG',
    });
    expect(await refusal(bed.engine.complete({ taskId: task.id, userId: 'alice', variables: { when: 1n } as never }))).toMatchObject({
      code: 'VARIABLES_INVALID',
    });
    expect(await bed.engine.complete({ taskId: task.id, userId: 'alice', comment: '长'.repeat(100), variables: { amount: 1 } })).toMatchObject({
      status: 'running',
    });
  });
});

describe('the business key of the start flow (rh:businessKey)', () => {
  const keyed = (businessKey: string) =>
    new DiagramBuilder('p').start('s').userTask('t', '审批', { users: ['u1'] }).end('e').flow('a', 's', 't', { businessKey }).flow('b', 't', 'e');
  const keyOf = async (procInstId: string) => (await bed.engine.instance(procInstId)).businessKey;

  it('names a start that gets no key from the form or the caller by the expression over the start variables', async () => {
    await bed.deploy(keyed('HT-${applyNo}'));
    const { procInstId, openTasks } = await bed.engine.start({ procDefKey: 'p', initiator: 'u0', variables: { applyNo: 7 } });
    expect(await keyOf(procInstId)).toBe('HT-7');
    expect(openTasks[0]).toMatchObject({ businessKey: 'HT-7' });
    await bed.deploy(keyed('${amount}'));
    expect(await keyOf((await bed.engine.start({ procDefKey: 'p', initiator: 'u0', variables: { amount: 25000 } })).procInstId)).toBe('25000');
  });

  it('gives way to the business form’s key and to the caller’s', async () => {
    await bed.deploy(keyed('${applyNo}'));
    const variables = { applyNo: 'A-1' };
    expect(await keyOf((await bed.engine.start({ procDefKey: 'p', initiator: 'u0', variables, businessKey: 'caller-1' })).procInstId)).toBe('caller-1');
    expect(await keyOf((await bed.engine.start({ procDefKey: 'p', initiator: 'u0', variables, within: async () => 'form-1' })).procInstId)).toBe('form-1');
  });

  it('leaves none, and still starts, when a variable is missing or the value is not text or a number', async () => {
    await bed.deploy(keyed('${businessKey}'));
    const { procInstId, status } = await bed.engine.start({ procDefKey: 'p', initiator: 'u0' });
    expect(status).toBe('running');
    expect(await keyOf(procInstId)).toBeNull();
    expect(await keyOf((await bed.engine.start({ procDefKey: 'p', initiator: 'u0', variables: { businessKey: { no: 1 } } })).procInstId)).toBeNull();
    expect(await keyOf((await bed.engine.start({ procDefKey: 'p', initiator: 'u0', variables: { businessKey: '   ' } })).procInstId)).toBeNull();
  });

  it('takes the expression of the start flow that is taken', async () => {
    await bed.deploy(
      new DiagramBuilder('p')
        .start('s')
        .userTask('small', '小额', { users: ['u1'] })
        .userTask('big', '大额', { users: ['u2'] })
        .end('e')
        .flow('toSmall', 's', 'small', { condition: '${amount < 100}', businessKey: 'S-${amount}' })
        .flow('toBig', 's', 'big', { condition: '${amount >= 100}', businessKey: 'B-${amount}' })
        .flow('f3', 'small', 'e')
        .flow('f4', 'big', 'e'),
    );
    expect(await keyOf((await bed.engine.start({ procDefKey: 'p', initiator: 'u0', variables: { amount: 500 } })).procInstId)).toBe('B-500');
    expect(await keyOf((await bed.engine.start({ procDefKey: 'p', initiator: 'u0', variables: { amount: 5 } })).procInstId)).toBe('S-5');
  });

  it('refuses to deploy an expression that does not parse', async () => {
    expect(await bed.engine.deploy({ key: 'p', name: '测试', xml: keyed('${applyNo').toXml(), deployedBy: 'admin' })).toEqual({
      success: false,
      illegalNodeList: [{ nodeId: 'a', errCode: DeployErrorCode.EXPRESSION_INVALID }],
    });
  });
});

describe('exclusive gateway', () => {
  it('takes the first flow whose condition holds', async () => {
    await bed.deploy(amountRouting());
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 500 } });
    await bed.completeAt(procInstId, 'apply');
    expect(await bed.openSummary(procInstId)).toEqual(['small:manager']);
    expect((await bed.engine.diagram(procInstId)).highLightFlowList).toEqual(['f1', 'f2', 'toSmall']);
  });

  it('evaluates in the rh:flowOrder order, then takes the default flow when nothing holds', async () => {
    const diagram = amountRouting()
      .flow('toSmall2', 'route', 'small', { condition: '${amount > 0}' })
      .flow('fallback', 'route', 'end')
      .defaultFlow('route', 'fallback')
      .order('route', [['toBig', 1], ['toSmall', 2]]);
    await bed.deploy(diagram);
    const ordered = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 20000 } });
    await bed.completeAt(ordered.procInstId, 'apply');
    expect(await bed.openSummary(ordered.procInstId)).toEqual(['big:ceo']);

    // null compares false with everything: no condition holds
    const fallback = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: null } });
    const result = await bed.completeAt(fallback.procInstId, 'apply');
    expect(result.status).toBe('complete');
    expect(await bed.visited(fallback.procInstId)).toEqual(['start', 'apply', 'route', 'end']);
  });

  it('at a 手动 gateway offers and follows only a branch whose condition holds', async () => {
    await bed.deploy(amountRouting('manual'));
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 5000 } });
    const task = await bed.taskAt(procInstId, 'apply');
    // ¥5,000: 大额 (amount >= 10000) is false, so it is neither offered nor accepted
    expect(await bed.engine.nextFlowOptions(task.id)).toEqual([{ id: 'toSmall', name: '小额', nextElementId: 'small', nextElementName: '部门审批' }]);
    expect((await bed.engine.taskConfig(task.id)).seqFlowList.map((flow) => flow.id)).toEqual(['toSmall']);
    // the definition's own configuration, which knows no instance, still lists both
    expect((await bed.engine.nodeConfig((await bed.engine.task(task.id)).procDefId, 'apply')).seqFlowList.map((flow) => flow.id)).toEqual(['toSmall', 'toBig']);
    expect(await refusal(bed.engine.complete({ taskId: task.id, userId: 'alice', selectedSeqFlowId: 'toBig' }))).toMatchObject({
      code: 'FLOW_CONDITION_FALSE',
      message: '“大额”的条件不成立，不能选择该下一流程节点',
    });
    expect(await bed.openSummary(procInstId)).toEqual(['apply:alice']);
    await bed.engine.complete({ taskId: task.id, userId: 'alice', selectedSeqFlowId: 'toSmall' });
    expect(await bed.openSummary(procInstId)).toEqual(['small:manager']);

    // the variables the agreement brings decide: raised to ¥50,000 on agreeing, 大额 holds
    const again = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 5000 } });
    const next = await bed.taskAt(again.procInstId, 'apply');
    await bed.engine.complete({ taskId: next.id, userId: 'alice', selectedSeqFlowId: 'toBig', variables: { amount: 50000 } });
    expect(await bed.openSummary(again.procInstId)).toEqual(['big:ceo']);
    const third = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 1 } });
    expect(await refusal(bed.engine.complete({ taskId: (await bed.taskAt(third.procInstId, 'apply')).id, userId: 'alice', selectedSeqFlowId: 'ghost' }))).toMatchObject({
      code: 'SELECTED_FLOW_INVALID',
    });
  });

  it('at a 手动 gateway offers a branch without a condition, the default, and one its variables cannot decide yet', async () => {
    await bed.deploy(
      new DiagramBuilder('purchase')
        .start('start')
        .userTask('apply', '提交申请', { variable: '${initiator}' })
        .exclusive('route', '金额判断', 'manual')
        .defaultFlow('route', 'toArchive')
        .userTask('small', '部门审批', { users: ['manager'] })
        .userTask('big', '总经理审批', { users: ['ceo'] })
        .userTask('archive', '归档', { users: ['clerk'] })
        .end('end')
        .flow('f1', 'start', 'apply')
        .flow('f2', 'apply', 'route')
        .flow('toSmall', 'route', 'small', { name: '小额' })
        .flow('toBig', 'route', 'big', { name: '大额', condition: '${budget.approved}' })
        .flow('toArchive', 'route', 'archive', { name: '归档' })
        .flow('f5', 'small', 'end')
        .flow('f6', 'big', 'end')
        .flow('f7', 'archive', 'end'),
    );
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice' });
    const task = await bed.taskAt(procInstId, 'apply');
    expect((await bed.engine.nextFlowOptions(task.id)).map((flow) => flow.id)).toEqual(['toSmall', 'toBig', 'toArchive']);
    // chosen without the variable, the condition fails as at a 自动 gateway, naming the flow
    expect(await refusal(bed.engine.complete({ taskId: task.id, userId: 'alice', selectedSeqFlowId: 'toBig' }))).toMatchObject({ code: 'EXPRESSION_FAILED' });
    await bed.engine.complete({ taskId: task.id, userId: 'alice', selectedSeqFlowId: 'toBig', variables: { budget: { approved: true } } });
    expect(await bed.openSummary(procInstId)).toEqual(['big:ceo']);
  });

  it('at a 手动 gateway refuses an agreement without a choice, or with a flow that does not leave it', async () => {
    await bed.deploy(amountRouting('manual'));
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 1 } });
    const task = await bed.taskAt(procInstId, 'apply');
    for (const selectedSeqFlowId of [undefined, 'f5']) {
      expect(await refusal(bed.engine.complete({ taskId: task.id, userId: 'alice', selectedSeqFlowId }))).toMatchObject({
        code: 'NEXT_FLOW_REQUIRED',
        message: '请选择下一流程节点',
      });
    }
    expect(await bed.openSummary(procInstId)).toEqual(['apply:alice']);
  });

  it('at a 自动 gateway offers no choice, refuses one, and lets the conditions decide', async () => {
    await bed.deploy(amountRouting('auto'));
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 50000 } });
    const task = await bed.taskAt(procInstId, 'apply');
    expect(await bed.engine.nextFlowOptions(task.id)).toEqual([]);
    expect(await refusal(bed.engine.complete({ taskId: task.id, userId: 'alice', selectedSeqFlowId: 'toSmall' }))).toMatchObject({
      code: 'FLOW_DECIDED_BY_CONDITION',
      message: '“金额判断”按条件自动流转，不能选择下一流程节点',
    });
    await bed.engine.complete({ taskId: task.id, userId: 'alice' });
    expect(await bed.openSummary(procInstId)).toEqual(['big:ceo']);
  });

  it('does not ask at start for the choice of a first task that stops for its handler', async () => {
    await bed.deploy(amountRouting('manual'));
    expect((await bed.engine.startConfig('purchase')).seqFlowList).toEqual([]);
  });

  it('lets the initiator choose at start when the first task offers several ways', async () => {
    const diagram = amountRouting();
    await bed.deploy(
      new DiagramBuilder('purchase')
        .start('start')
        .userTask('apply', '提交申请', { variable: '${initiator}', initiatorAutoComplete: true })
        .exclusive('route', undefined, 'manual')
        .userTask('small', '部门审批', { users: ['manager'] })
        .userTask('big', '总经理审批', { users: ['ceo'] })
        .end('end')
        .flow('f1', 'start', 'apply')
        .flow('f2', 'apply', 'route')
        .flow('toSmall', 'route', 'small', { name: '小额', condition: '${amount < 10000}' })
        .flow('toBig', 'route', 'big', { name: '大额', condition: '${amount >= 10000}' })
        .flow('f5', 'small', 'end')
        .flow('f6', 'big', 'end'),
    );
    expect(diagram.processId).toBe('purchase');
    const config = await bed.engine.startConfig('purchase');
    expect(config.seqFlowList.map((o) => o.id)).toEqual(['toSmall', 'toBig']);
    expect(config.buttonList).toEqual([{ id: 'start', name: '提交', custom: false, enabled: true, editable: false }]);
    // a start event carrying a task's button list still starts with 提交 alone
    const xml = new DiagramBuilder('startButtons').start('start').userTask('apply', '申请', { users: ['alice'] }).end('end').flow('f1', 'start', 'apply').flow('f2', 'apply', 'end').toXml();
    const taskButtons = '<bpmn:extensionElements><rh:buttons><rh:button id="complete" name="同意" enabled="true" /></rh:buttons></bpmn:extensionElements>';
    const withTaskButtons = xml.replace(/<bpmn:startEvent id="start" name="开始"\s*\/>/, `<bpmn:startEvent id="start" name="开始">${taskButtons}</bpmn:startEvent>`);
    expect(withTaskButtons).toContain('<rh:button id="complete"');
    expect((await bed.engine.deploy({ key: 'startButtons', name: '按钮', xml: withTaskButtons, deployedBy: 'admin' })).success).toBe(true);
    expect((await bed.engine.startConfig('startButtons')).buttonList.map((b) => b.id)).toEqual(['start']);
    // the start's choice is checked over the start's variables (the form being submitted)
    expect(await refusal(bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', selectedSeqFlowId: 'toBig', variables: { amount: 3 } }))).toMatchObject({
      code: 'FLOW_CONDITION_FALSE',
    });
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', selectedSeqFlowId: 'toBig', variables: { amount: 30000 } });
    expect(await bed.openSummary(procInstId)).toEqual(['big:ceo']);
    expect((await bed.engine.history(procInstId)).map((r) => `${r.activityId}:${r.action}`)).toEqual(['start:start', 'apply:autoComplete', 'big:running']);
  });

  it('fails the command, leaving nothing behind, when no flow can be taken', async () => {
    await bed.deploy(amountRouting());
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice' });
    const task = await bed.taskAt(procInstId, 'apply');
    expect(await refusal(bed.engine.complete({ taskId: task.id, userId: 'alice' }))).toMatchObject({
      code: 'EXPRESSION_FAILED',
      message: '节点“小额”的表达式有误：表达式中的变量“amount”未定义',
    });
    const stillOpen = await bed.taskAt(procInstId, 'apply');
    expect(stillOpen.status).toBe('open');
    expect(await refusal(bed.engine.complete({ taskId: task.id, userId: 'alice', variables: { amount: Number.NaN } }))).toMatchObject({
      code: 'NO_OUTGOING_FLOW',
      message: '节点“金额判断”没有满足条件的流向',
    });
    expect(await bed.visited(procInstId)).toEqual(['start', 'apply']);
  });
});

/** start → fork → (a, b) → join → after → end */
function parallelBlock(join: 'parallel' | 'inclusive' = 'parallel'): DiagramBuilder {
  const diagram = new DiagramBuilder('par')
    .start('start')
    .parallel('fork')
    .userTask('a', '甲审批', { users: ['ua'] })
    .userTask('b', '乙审批', { users: ['ub'] })
    .userTask('after', '汇总', { users: ['boss'] })
    .end('end')
    .flow('f0', 'start', 'fork')
    .flow('fa', 'fork', 'a')
    .flow('fb', 'fork', 'b')
    .flow('ja', 'a', 'join')
    .flow('jb', 'b', 'join')
    .flow('f9', 'join', 'after')
    .flow('f10', 'after', 'end');
  return join === 'parallel' ? diagram.parallel('join') : diagram.inclusive('join');
}

describe('parallel gateway', () => {
  it('forks every branch and joins once each has arrived', async () => {
    await bed.deploy(parallelBlock());
    const { procInstId } = await bed.engine.start({ procDefKey: 'par', initiator: 'u0' });
    expect(await bed.openSummary(procInstId)).toEqual(['a:ua', 'b:ub']);
    await bed.completeAt(procInstId, 'b');
    expect(await bed.openSummary(procInstId)).toEqual(['a:ua']);
    expect((await bed.tokens(procInstId)).map((t) => `${t.nodeId}:${t.state}`)).toEqual(['a:active', 'join:waiting']);
    await bed.completeAt(procInstId, 'a');
    expect(await bed.openSummary(procInstId)).toEqual(['after:boss']);
    expect(await bed.visited(procInstId)).toEqual(['start', 'fork', 'a', 'b', 'join', 'after']);
    expect((await bed.engine.diagram(procInstId)).highLightGatewayList).toEqual(['fork', 'join']);
  });
});

describe('inclusive gateway', () => {
  /** start → split (a if x, b if y, c by default) → merge → end */
  function inclusive(): DiagramBuilder {
    return new DiagramBuilder('inc')
      .start('start')
      .inclusive('split')
      .inclusive('merge')
      .userTask('a', 'A', { users: ['ua'] })
      .userTask('b', 'B', { users: ['ub'] })
      .userTask('c', 'C', { users: ['uc'] })
      .end('end')
      .flow('f0', 'start', 'split')
      .flow('sa', 'split', 'a', { condition: '${x}' })
      .flow('sb', 'split', 'b', { condition: '${y}' })
      .flow('sc', 'split', 'c')
      .defaultFlow('split', 'sc')
      .flow('ma', 'a', 'merge')
      .flow('mb', 'b', 'merge')
      .flow('mc', 'c', 'merge')
      .flow('f9', 'merge', 'end');
  }

  it('forks on every true condition and joins when no other token can arrive', async () => {
    await bed.deploy(inclusive());
    const both = await bed.engine.start({ procDefKey: 'inc', initiator: 'u0', variables: { x: true, y: true } });
    expect(await bed.openSummary(both.procInstId)).toEqual(['a:ua', 'b:ub']);
    await bed.completeAt(both.procInstId, 'a');
    expect((await bed.tokens(both.procInstId)).map((t) => `${t.nodeId}:${t.state}`)).toEqual(['b:active', 'merge:waiting']);
    expect((await bed.completeAt(both.procInstId, 'b')).status).toBe('complete');

    const one = await bed.engine.start({ procDefKey: 'inc', initiator: 'u0', variables: { x: false, y: true } });
    expect(await bed.openSummary(one.procInstId)).toEqual(['b:ub']);
    expect((await bed.completeAt(one.procInstId, 'b')).status).toBe('complete');
  });

  it('takes the default flow when no condition holds', async () => {
    await bed.deploy(inclusive());
    const { procInstId } = await bed.engine.start({ procDefKey: 'inc', initiator: 'u0', variables: { x: false, y: false } });
    expect(await bed.openSummary(procInstId)).toEqual(['c:uc']);
  });
});

describe('conditional sequence flows', () => {
  it('leaves a task by every flow whose condition holds, else by its default', async () => {
    const diagram = new DiagramBuilder('cond')
      .start('s')
      .userTask('t', '登记', { users: ['u1'] })
      .userTask('legal', '法务', { users: ['law'] })
      .userTask('finance', '财务', { users: ['fin'] })
      .userTask('archive', '归档', { users: ['arc'] })
      .end('e')
      .flow('f0', 's', 't')
      .flow('toLegal', 't', 'legal', { condition: '${risky}' })
      .flow('toFinance', 't', 'finance', { condition: '${money > 100}' })
      .flow('toArchive', 't', 'archive')
      .defaultFlow('t', 'toArchive')
      .flow('x1', 'legal', 'e')
      .flow('x2', 'finance', 'e')
      .flow('x3', 'archive', 'e');
    await bed.deploy(diagram);
    const both = await bed.engine.start({ procDefKey: 'cond', initiator: 'u0', variables: { risky: true, money: 500 } });
    await bed.completeAt(both.procInstId, 't');
    expect(await bed.openSummary(both.procInstId)).toEqual(['finance:fin', 'legal:law']);
    const neither = await bed.engine.start({ procDefKey: 'cond', initiator: 'u0', variables: { risky: false, money: 5 } });
    await bed.completeAt(neither.procInstId, 't');
    expect(await bed.openSummary(neither.procInstId)).toEqual(['archive:arc']);
  });
});

describe('candidates', () => {
  beforeEach(() => {
    bed.directory.departments.set('d1', ['x', 'y']);
    bed.directory.companies.set('c1', ['y', 'z']);
    bed.directory.roles.set('r1', ['w']);
  });

  it('unions users, department, company and role members and the variable, without repeats or inactive users', async () => {
    bed.directory.inactive.add('z');
    await bed.deploy(
      new DiagramBuilder('cand')
        .start('s')
        .userTask('t', '会办', { users: ['v', 'x'], departments: ['d1'], companies: ['c1'], roles: ['r1'], variable: '${initiator}' })
        .end('e')
        .flow('a', 's', 't')
        .flow('b', 't', 'e'),
    );
    const { procInstId } = await bed.engine.start({ procDefKey: 'cand', initiator: 'init' });
    const task = await bed.taskAt(procInstId, 't');
    expect(task.assignee).toBeNull();
    expect(task.candidates).toEqual(['v', 'x', 'init', 'y', 'w']);
    // any candidate may take the task; it is then theirs
    await bed.engine.complete({ taskId: task.id, userId: 'w' });
    expect((await bed.tasks(procInstId))[0]).toMatchObject({ status: 'completed', assignee: 'w', handledBy: 'w' });
  });

  it('reads a list or comma-separated ids from the variable', async () => {
    await bed.deploy(new DiagramBuilder('v').start('s').userTask('t', '会办', { variable: '${reviewers}' }).end('e').flow('a', 's', 't').flow('b', 't', 'e'));
    const list = await bed.engine.start({ procDefKey: 'v', initiator: 'i', variables: { reviewers: ['p', 'q'] } });
    expect((await bed.taskAt(list.procInstId, 't')).candidates).toEqual(['p', 'q']);
    const text = await bed.engine.start({ procDefKey: 'v', initiator: 'i', variables: { reviewers: 'p, r，s' } });
    expect((await bed.taskAt(text.procInstId, 't')).candidates).toEqual(['p', 'r', 's']);
  });

  it("passes a node nobody can handle when noManager is '0', and refuses to flow when it is '1'", async () => {
    const diagram = (noManager: '0' | '1') =>
      new DiagramBuilder(`nm${noManager}`)
        .start('s')
        .userTask('t', '空部门审批', { departments: ['empty'], noManager })
        .userTask('u', '经理', { users: ['m'] })
        .end('e')
        .flow('a', 's', 't')
        .flow('b', 't', 'u')
        .flow('c', 'u', 'e');
    await bed.deploy(diagram('0'));
    await bed.deploy(diagram('1'));
    const passes = await bed.engine.start({ procDefKey: 'nm0', initiator: 'i' });
    expect(await bed.openSummary(passes.procInstId)).toEqual(['u:m']);
    expect((await bed.engine.history(passes.procInstId)).map((r) => [r.activityId, r.action, r.userNickName])).toEqual([
      ['s', 'start', '用户i'],
      ['t', 'autoComplete', '系统'],
      ['u', 'running', '用户m'],
    ]);
    expect(await refusal(bed.engine.start({ procDefKey: 'nm1', initiator: 'i' }))).toMatchObject({
      code: 'NO_CANDIDATE',
      message: '节点“空部门审批”找不到办理人',
    });
    expect(await bed.db.selectFrom('wf_instance').select('id').execute()).toEqual([{ id: passes.procInstId }]);
  });

  it('auto-approves for the initiator and for the handler of the adjacent node when flagged', async () => {
    await bed.deploy(
      new DiagramBuilder('auto')
        .start('s')
        .userTask('submit', '提交', { variable: '${initiator}', initiatorAutoComplete: true })
        .userTask('lead', '组长', { users: ['lead'] })
        .userTask('lead2', '组长复核', { users: ['lead'], serialAutoComplete: true })
        .userTask('own', '本人确认', { variable: '${initiator}' })
        .end('e')
        .flow('a', 's', 'submit')
        .flow('b', 'submit', 'lead')
        .flow('c', 'lead', 'lead2')
        .flow('d', 'lead2', 'own')
        .flow('f', 'own', 'e'),
    );
    const { procInstId } = await bed.engine.start({ procDefKey: 'auto', initiator: 'i' });
    expect(await bed.openSummary(procInstId)).toEqual(['lead:lead']);
    await bed.completeAt(procInstId, 'lead');
    // lead2 is lead's again and adjacent: approved automatically; own has no flag
    expect(await bed.openSummary(procInstId)).toEqual(['own:i']);
    expect((await bed.engine.history(procInstId)).map((r) => `${r.activityId}:${r.action}:${r.userId}`)).toEqual([
      's:start:i',
      'submit:autoComplete:i',
      'lead:complete:lead',
      'lead2:autoComplete:lead',
      'own:running:i',
    ]);
  });
});

describe('queries', () => {
  // The to-do, done and started lists are the workflow module's (ProcessCentreLists, tested
  // in tests/integration/workflow): one implementation, the one production serves.
  it('answers the process info of a completed task', async () => {
    await bed.deploy(amountRouting());
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 0 } });
    const apply = await bed.taskAt(procInstId, 'apply');
    await bed.completeAt(procInstId, 'apply', { comment: '提交' });
    expect(await bed.engine.processInfo(apply.id)).toMatchObject({ taskState: 'complete', taskDefKey: 'apply', processDefinitionKey: 'purchase' });
  });

  it('draws the diagram status: running, complete and untouched nodes, with operators', async () => {
    await bed.deploy(amountRouting());
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 50 } });
    await bed.completeAt(procInstId, 'apply');
    const diagram = await bed.engine.diagram(procInstId);
    expect(diagram.bpmn20Xml).toContain('<bpmn:process id="purchase"');
    expect(diagram.activityStatusList).toEqual([
      { activityId: 'start', status: 'complete', operatorList: [] },
      { activityId: 'apply', status: 'complete', operatorList: [{ userId: 'alice', userNickName: '用户alice' }] },
      { activityId: 'route', status: 'complete', operatorList: [] },
      { activityId: 'small', status: 'running', operatorList: [{ userId: 'manager', userNickName: '用户manager' }] },
    ]);
    expect(diagram.highLightGatewayList).toEqual(['route']);
  });

  it('gives the node configuration: next flows, buttons (default set when none drawn) and forms', async () => {
    const definitionId = await bed.deploy(amountRouting('manual'));
    const config = await bed.engine.nodeConfig(definitionId, 'apply');
    expect(config.seqFlowList.map((f) => f.id)).toEqual(['toSmall', 'toBig']);
    expect(config.buttonList.filter((b) => b.enabled).map((b) => b.id)).toEqual(['complete', 'reject', 'copy']);
    expect(config.formList).toEqual([]);
  });
});

describe('hooks', () => {
  it('are frozen and tap-only', () => {
    expect(Object.isFrozen(bed.engine.hooks)).toBe(true);
    expect('promise' in bed.engine.hooks.taskCreated).toBe(false);
  });

  it('are one per event of the one list, and nothing else', () => {
    expect(Object.keys(bed.engine.hooks)).toEqual([...ENGINE_EVENT_NAMES]);
  });

  it('hand taskCreated the node’s rh:notice setting, null where the node has none', async () => {
    const diagram = new DiagramBuilder('noticed')
      .start('start')
      .userTask('told', '经理审批', { users: ['boss'], notice: ['system'] })
      .userTask('silent', '财务审核', { users: ['cfo'] })
      .end('end')
      .flow('f1', 'start', 'told')
      .flow('f2', 'told', 'silent')
      .flow('f3', 'silent', 'end');
    await bed.deploy(diagram);
    const notices: unknown[] = [];
    bed.engine.hooks.taskCreated.tap('test:notice', (e) => void notices.push([e.task.taskDefKey, e.notice]));
    const { procInstId } = await bed.engine.start({ procDefKey: 'noticed', initiator: 'u0' });
    await bed.engine.complete({ taskId: (await bed.taskAt(procInstId, 'told')).id, userId: 'boss' });
    expect(notices).toEqual([
      ['told', { channels: ['system'] }],
      ['silent', null],
    ]);
  });

  it('tell, in order, what each command did', async () => {
    await bed.deploy(parallelBlock());
    const engine = bed.engine;
    const seen: string[] = [];
    engine.hooks.processStarted.tap('test:log', (e) => void seen.push(`started:${e.instance.initiator}`));
    engine.hooks.taskCreated.tap('test:log', (e) => void seen.push(`created:${e.task.taskDefKey}:${e.task.assignee}`));
    engine.hooks.taskCompleted.tap('test:log', (e) => void seen.push(`completed:${e.task.taskDefKey}:${e.actorId}`));
    engine.hooks.processCompleted.tap('test:log', (e) => void seen.push(`finished:${e.instance.status}`));
    const { procInstId } = await engine.start({ procDefKey: 'par', initiator: 'u0' });
    for (const node of ['a', 'b', 'after']) {
      const task = await bed.taskAt(procInstId, node);
      await engine.complete({ taskId: task.id, userId: task.assignee! });
    }
    expect(seen).toEqual([
      'started:u0',
      'created:a:ua',
      'created:b:ub',
      'completed:a:ua',
      'completed:b:ub',
      'created:after:boss',
      'completed:after:boss',
      'finished:complete',
    ]);
  });

  it('refuse the command a failing tap fails: its error reaches the caller, nothing is stored and nothing is reported', async () => {
    const failures: string[] = [];
    const local = await new EngineTestBed({ onHookError: (error, hook) => void failures.push(`${hook}:${(error as Error).message}`) }).migrate();
    await local.deploy(amountRouting());
    local.engine.hooks.taskCreated.tap('test:explode', () => {
      throw new Error('boom');
    });
    await expect(local.engine.start({ procDefKey: 'purchase', initiator: 'alice' })).rejects.toThrow('boom');
    expect(failures).toEqual([]);
    expect(await local.db.selectFrom('wf_instance').select('id').execute()).toEqual([]);
    await local.destroy();
  });
});

describe('one transaction per command', () => {
  // A business table of the caller's, beside the engine's (the server's contracts, to-dos).
  const rows = async () => (await sql<{ id: number; note: string }>`select id, note from side_row order by id`.execute(bed.db)).rows;
  const instances = async () => (await bed.db.selectFrom('wf_instance').select('id').execute()).length;
  beforeEach(async () => {
    await sql`create table side_row (id integer primary key, note text not null)`.execute(bed.db);
    await bed.deploy(amountRouting());
  });

  it('writes a tap’s rows with the command, and announces them only after the commit', async () => {
    const seen: string[] = [];
    for (const name of ENGINE_EVENT_NAMES) {
      bed.engine.hooks[name].tapPromise('test:rows', async (_event, scope) => {
        await sql`insert into side_row (note) values (${name})`.execute(scope.db);
        scope.afterCommit(async () => void seen.push(`${name} pushed after ${(await rows()).length} rows`));
      });
    }
    await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice' });
    expect((await rows()).map((r) => r.note)).toEqual(['processStarted', 'taskCreated']);
    // Read through the root handle, which on SQLite waits for the transaction: it has committed.
    expect(seen).toEqual(['processStarted pushed after 2 rows', 'taskCreated pushed after 2 rows']);
  });

  it('rolls the whole command back when a tap fails: no instance, no task, no rows, no push', async () => {
    const pushed: string[] = [];
    bed.engine.hooks.processStarted.tapPromise('test:rows', async (_event, scope) => {
      await sql`insert into side_row (note) values ('written')`.execute(scope.db);
      scope.afterCommit(async () => void pushed.push('push'));
    });
    bed.engine.hooks.taskCreated.tapPromise('test:broken', async () => {
      throw new Error('写入失败');
    });
    await expect(bed.engine.start({ procDefKey: 'purchase', initiator: 'alice' })).rejects.toThrow('写入失败');
    expect(await instances()).toBe(0);
    expect(await bed.db.selectFrom('wf_task').select('id').execute()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(pushed).toEqual([]);
  });

  it('commits the caller’s own writes with a start, its answer the business key, and drops them when the start is refused', async () => {
    const within = async (scope: { db: typeof bed.db }) => {
      const row = await sql<{ id: number }>`insert into side_row (note) values ('合同') returning id`.execute(scope.db);
      return String(row.rows[0]!.id);
    };
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', within });
    expect((await bed.engine.instance(procInstId)).businessKey).toBe('1');
    await expect(bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', within, selectedSeqFlowId: 'nowhere' })).rejects.toMatchObject({
      code: 'SELECTED_FLOW_INVALID',
    });
    expect(await rows()).toEqual([{ id: 1, note: '合同' }]);
    expect(await instances()).toBe(1);
  });

  it('commits the caller’s edits with a completion, and leaves them out when the completion rolls back', async () => {
    const { procInstId } = await bed.engine.start({ procDefKey: 'purchase', initiator: 'alice', variables: { amount: 50 } });
    const [apply] = await bed.openTasks(procInstId, 'apply');
    let failing = true;
    bed.engine.hooks.taskCompleted.tapPromise('test:broken', async () => {
      if (failing) throw new Error('写入失败');
    });
    const edit = (note: string) => async (scope: { db: typeof bed.db }) => void (await sql`insert into side_row (note) values (${note})`.execute(scope.db));
    await expect(bed.engine.complete({ taskId: apply!.id, userId: 'alice', within: edit('失败的修改') })).rejects.toThrow('写入失败');
    expect(await rows()).toEqual([]);
    expect(await bed.openSummary(procInstId)).toEqual(['apply:alice']);
    failing = false;
    await bed.engine.complete({ taskId: apply!.id, userId: 'alice', within: edit('修改') });
    expect((await rows()).map((r) => r.note)).toEqual(['修改']);
    expect(await bed.openSummary(procInstId)).toEqual(['small:manager']);
  });

  it('reports a failing after-commit effect without undoing the command or skipping the next effect', async () => {
    const failures: string[] = [];
    const local = await new EngineTestBed({ onHookError: (error, hook) => void failures.push(`${hook}:${(error as Error).message}`) }).migrate();
    await local.deploy(amountRouting());
    const pushed: string[] = [];
    local.engine.hooks.processStarted.tap('test:pushes', (_event, scope) => {
      scope.afterCommit(async () => {
        throw new Error('推送失败');
      });
      scope.afterCommit(async () => void pushed.push('second'));
    });
    const { procInstId } = await local.engine.start({ procDefKey: 'purchase', initiator: 'alice' });
    expect(failures).toEqual(['afterCommit:推送失败']);
    expect(pushed).toEqual(['second']);
    expect(await local.openSummary(procInstId)).toEqual(['apply:alice']);
    await local.destroy();
  });
});
