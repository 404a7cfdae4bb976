import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { EngineError } from './EngineError.ts';
import { EngineTestBed } from './testing/EngineTestBed.ts';

let bed: EngineTestBed;

beforeEach(async () => {
  bed = await new EngineTestBed().migrate();
});

afterEach(async () => {
  await bed.destroy();
});

async function rejectAt(procInstId: string, nodeId: string, target: string, comment = '退回修改') {
  const task = await bed.taskAt(procInstId, nodeId);
  return bed.engine.reject({ taskId: task.id, userId: task.assignee!, target, reSubmitType: 1, comment });
}

async function targetsAt(procInstId: string, nodeId: string): Promise<string[]> {
  const task = await bed.taskAt(procInstId, nodeId);
  return (await bed.engine.listJumpTargets(task.id)).map((t) => t.taskDefKey);
}

async function tokenSummary(procInstId: string): Promise<string[]> {
  return (await bed.tokens(procInstId)).map((t) => `${t.nodeId}:${t.state}`).sort();
}

describe('reject along a line', () => {
  beforeEach(async () => {
    await bed.deploy(
      new DiagramBuilder('line')
        .start('s')
        .userTask('submit', '提交', { variable: '${initiator}', initiatorAutoComplete: true })
        .userTask('manager', '经理', { users: ['m'] })
        .userTask('director', '总监', { users: ['d'] })
        .end('e')
        .flow('f1', 's', 'submit')
        .flow('f2', 'submit', 'manager')
        .flow('f3', 'manager', 'director')
        .flow('f4', 'director', 'e'),
    );
  });

  it('offers the user tasks already passed, and sends the instance back to one of them', async () => {
    const rejected: string[] = [];
    bed.engine.hooks.processRejected.tap('test:log', (e) => void rejected.push(`${e.fromNodeId}->${e.targetNodeId}:${e.comment}`));
    const { procInstId } = await bed.engine.start({ procDefKey: 'line', initiator: 'i' });
    expect(await targetsAt(procInstId, 'manager')).toEqual(['submit']);
    await bed.completeAt(procInstId, 'manager');
    expect(await bed.engine.listJumpTargets((await bed.taskAt(procInstId, 'director')).id)).toEqual([
      { taskDefKey: 'submit', taskName: '提交' },
      { taskDefKey: 'manager', taskName: '经理' },
    ]);
    await rejectAt(procInstId, 'director', 'submit', '金额有误');
    expect(rejected).toEqual(['director->submit:金额有误']);
    // back with the initiator, who handles it in person this time
    expect(await bed.openSummary(procInstId)).toEqual(['submit:i']);
    await bed.completeAt(procInstId, 'submit');
    expect(await bed.openSummary(procInstId)).toEqual(['manager:m']);
    const history = (await bed.engine.history(procInstId)).map((r) => `${r.activityId}:${r.action}:${r.userId}`);
    expect(history).toEqual(['s:start:i', 'submit:autoComplete:i', 'manager:complete:m', 'director:reject:d', 'submit:complete:i', 'manager:running:m']);
    const statuses = Object.fromEntries((await bed.engine.diagram(procInstId)).activityStatusList.map((a) => [a.activityId, a.status]));
    expect(statuses).toMatchObject({ submit: 'complete', manager: 'running', director: 'noRunning' });
  });

  it('refuses a target not passed, a missing target or strategy, and strategy 2', async () => {
    const { procInstId } = await bed.engine.start({ procDefKey: 'line', initiator: 'i' });
    const task = await bed.taskAt(procInstId, 'manager');
    const attempt = (target: string, reSubmitType: number) =>
      bed.engine.reject({ taskId: task.id, userId: 'm', target, reSubmitType }).then(
        () => 'accepted',
        (error: EngineError) => `${error.code}:${error.message}`,
      );
    expect(await attempt('director', 1)).toBe('REJECT_TARGET_INVALID:只能驳回到本流程已经办理过的前序节点');
    expect(await attempt('manager', 1)).toBe('REJECT_TARGET_INVALID:只能驳回到本流程已经办理过的前序节点');
    expect(await attempt('', 1)).toBe('REJECT_TARGET_REQUIRED:驳回节点不能为空');
    expect(await attempt('submit', 2)).toBe('REJECT_STRATEGY_UNSUPPORTED:暂不支持直接回到当前节点的提交策略');
    expect(await attempt('submit', undefined as never)).toBe('REJECT_STRATEGY_REQUIRED:重新提交策略不能为空');
    expect(await bed.openSummary(procInstId)).toEqual(['manager:m']);
  });
});

/** s → prep → fork → (a1 → a2) | b → join → c → e */
function parallelReview(join: 'parallel' | 'inclusive'): DiagramBuilder {
  const diagram = new DiagramBuilder('review')
    .start('s')
    .userTask('prep', '准备', { users: ['p'] })
    .userTask('a1', '甲一', { users: ['ua1'] })
    .userTask('a2', '甲二', { users: ['ua2'] })
    .userTask('b', '乙', { users: ['ub'] })
    .userTask('c', '汇总', { users: ['uc'] })
    .end('e')
    .flow('f0', 's', 'prep')
    .flow('f1', 'prep', 'fork')
    .flow('fa', 'fork', 'a1', { condition: join === 'inclusive' ? '${withA}' : undefined })
    .flow('fb', 'fork', 'b', { condition: join === 'inclusive' ? '${withB}' : undefined })
    .flow('fa2', 'a1', 'a2')
    .flow('ja', 'a2', 'join')
    .flow('jb', 'b', 'join')
    .flow('fc', 'join', 'c')
    .flow('fe', 'c', 'e');
  return join === 'parallel' ? diagram.parallel('fork').parallel('join') : diagram.inclusive('fork').inclusive('join');
}

describe.each(['parallel', 'inclusive'] as const)('reject across a %s join', (join) => {
  const variables = { withA: true, withB: true };

  beforeEach(async () => {
    await bed.deploy(parallelReview(join));
  });

  it('to before the fork: closes the branch still open and the token waiting at the join', async () => {
    const { procInstId } = await bed.engine.start({ procDefKey: 'review', initiator: 'i', variables });
    await bed.completeAt(procInstId, 'prep');
    await bed.completeAt(procInstId, 'b');
    await bed.completeAt(procInstId, 'a1');
    expect(await tokenSummary(procInstId)).toEqual(['a2:active', 'join:waiting']);
    expect(await targetsAt(procInstId, 'a2')).toEqual(['prep', 'a1']);
    await rejectAt(procInstId, 'a2', 'prep');
    expect(await tokenSummary(procInstId)).toEqual(['prep:active']);
    await bed.completeAt(procInstId, 'prep');
    expect(await bed.openSummary(procInstId)).toEqual(['a1:ua1', 'b:ub']);
    // the join must not fire on the stale arrival from before the reject
    await bed.completeAt(procInstId, 'a1');
    await bed.completeAt(procInstId, 'a2');
    expect(await bed.openSummary(procInstId)).toEqual(['b:ub']);
    await bed.completeAt(procInstId, 'b');
    expect(await bed.openSummary(procInstId)).toEqual(['c:uc']);
  });

  it('within one branch: keeps the other branch’s token waiting at the join', async () => {
    const { procInstId } = await bed.engine.start({ procDefKey: 'review', initiator: 'i', variables });
    await bed.completeAt(procInstId, 'prep');
    await bed.completeAt(procInstId, 'b');
    await bed.completeAt(procInstId, 'a1');
    expect(await targetsAt(procInstId, 'a2')).not.toContain('b');
    await rejectAt(procInstId, 'a2', 'a1');
    expect(await tokenSummary(procInstId)).toEqual(['a1:active', 'join:waiting']);
    await bed.completeAt(procInstId, 'a1');
    await bed.completeAt(procInstId, 'a2');
    expect(await bed.openSummary(procInstId)).toEqual(['c:uc']);
  });

  it('while the sibling branch is still open: leaves it open and joins with it later', async () => {
    const { procInstId } = await bed.engine.start({ procDefKey: 'review', initiator: 'i', variables });
    await bed.completeAt(procInstId, 'prep');
    await bed.completeAt(procInstId, 'a1');
    await rejectAt(procInstId, 'a2', 'a1');
    expect(await bed.openSummary(procInstId)).toEqual(['a1:ua1', 'b:ub']);
    await bed.completeAt(procInstId, 'a1');
    await bed.completeAt(procInstId, 'a2');
    expect(await bed.openSummary(procInstId)).toEqual(['b:ub']);
    await bed.completeAt(procInstId, 'b');
    expect(await bed.openSummary(procInstId)).toEqual(['c:uc']);
  });

  it('from after the join into one branch: re-runs that branch only, and the join fires again', async () => {
    const { procInstId } = await bed.engine.start({ procDefKey: 'review', initiator: 'i', variables });
    for (const node of ['prep', 'a1', 'a2', 'b']) await bed.completeAt(procInstId, node);
    // in the order the instance reached them
    expect(await targetsAt(procInstId, 'c')).toEqual(['prep', 'a1', 'b', 'a2']);
    await rejectAt(procInstId, 'c', 'a2');
    expect(await bed.openSummary(procInstId)).toEqual(['a2:ua2']);
    await bed.completeAt(procInstId, 'a2');
    expect(await bed.openSummary(procInstId)).toEqual(['c:uc']);
    expect((await bed.completeAt(procInstId, 'c')).status).toBe('complete');
  });
});

describe('reject and the inclusive join', () => {
  it('re-evaluates the fork on the way through again, and the join waits only for live tokens', async () => {
    await bed.deploy(parallelReview('inclusive'));
    const { procInstId } = await bed.engine.start({ procDefKey: 'review', initiator: 'i', variables: { withA: true, withB: true } });
    await bed.completeAt(procInstId, 'prep');
    await bed.completeAt(procInstId, 'b');
    await bed.completeAt(procInstId, 'a1');
    await rejectAt(procInstId, 'a2', 'prep');
    await bed.completeAt(procInstId, 'prep', { variables: { withB: false } });
    expect(await bed.openSummary(procInstId)).toEqual(['a1:ua1']);
    await bed.completeAt(procInstId, 'a1');
    await bed.completeAt(procInstId, 'a2');
    expect(await bed.openSummary(procInstId)).toEqual(['c:uc']);
  });
});

describe('reject from a multi-person node', () => {
  it('closes every instance of the node', async () => {
    await bed.deploy(
      new DiagramBuilder('mi')
        .start('s')
        .userTask('draft', '起草', { users: ['w'] })
        .userTask('sign', '会签', { users: ['p1', 'p2', 'p3'], multi: { type: 'completeMultiInst' } })
        .end('e')
        .flow('a', 's', 'draft')
        .flow('b', 'draft', 'sign')
        .flow('c', 'sign', 'e'),
    );
    const cancelled: string[] = [];
    bed.engine.hooks.taskCancelled.tap('test:log', (e) => void cancelled.push(`${e.task.assignee}:${e.reason}`));
    const { procInstId } = await bed.engine.start({ procDefKey: 'mi', initiator: 'i' });
    await bed.completeAt(procInstId, 'draft');
    const tasks = await bed.openTasks(procInstId, 'sign');
    await bed.engine.complete({ taskId: tasks[0].id, userId: 'p1' });
    await bed.engine.reject({ taskId: tasks[1].id, userId: 'p2', target: 'draft', reSubmitType: 1 });
    expect(await bed.openSummary(procInstId)).toEqual(['draft:w']);
    expect(cancelled).toEqual(['p3:reject']);
    expect((await bed.tasks(procInstId)).filter((t) => t.nodeId === 'sign').map((t) => t.status)).toEqual(['completed', 'rejected', 'cancelled']);
  });
});
