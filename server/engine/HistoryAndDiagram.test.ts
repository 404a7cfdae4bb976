import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import { EngineTestBed } from './testing/EngineTestBed.ts';

let bed: EngineTestBed;

beforeEach(async () => {
  bed = await new EngineTestBed().migrate();
});

afterEach(async () => {
  await bed.destroy();
});

async function rejectAt(procInstId: string, nodeId: string, target: string) {
  const task = await bed.taskAt(procInstId, nodeId);
  return bed.engine.reject({ taskId: task.id, userId: task.assignee!, target, reSubmitType: 1, comment: '退回修改' });
}

async function statuses(procInstId: string): Promise<Record<string, string>> {
  return Object.fromEntries((await bed.engine.diagram(procInstId)).activityStatusList.map((a) => [a.activityId, a.status]));
}

describe('the diagram after a reject shows the current round only', () => {
  beforeEach(async () => {
    await bed.deploy(
      new DiagramBuilder('line')
        .start('s')
        .userTask('submit', '提交', { users: ['i'] })
        .userTask('manager', '经理', { users: ['m'] })
        .userTask('director', '总监', { users: ['d'] })
        .end('e')
        .flow('f1', 's', 'submit')
        .flow('f2', 'submit', 'manager')
        .flow('f3', 'manager', 'director')
        .flow('f4', 'director', 'e'),
    );
  });

  it('no node of the rejected region stays green, and no flow out of it stays highlighted', async () => {
    const { procInstId } = await bed.engine.start({ procDefKey: 'line', initiator: 'i' });
    await bed.completeAt(procInstId, 'submit');
    await bed.completeAt(procInstId, 'manager');
    await rejectAt(procInstId, 'director', 'submit');
    expect(await statuses(procInstId)).toEqual({ s: 'complete', submit: 'running', manager: 'noRunning', director: 'noRunning' });
    const diagram = await bed.engine.diagram(procInstId);
    expect(diagram.highLightFlowList).toEqual(['f1']);
    expect(diagram.activityStatusList.find((a) => a.activityId === 'manager')!.operatorList).toEqual([]);
  });

  it('does not add up highlights across rounds', async () => {
    const { procInstId } = await bed.engine.start({ procDefKey: 'line', initiator: 'i' });
    await bed.completeAt(procInstId, 'submit');
    await bed.completeAt(procInstId, 'manager');
    await rejectAt(procInstId, 'director', 'manager');
    await bed.completeAt(procInstId, 'manager');
    await rejectAt(procInstId, 'director', 'submit');
    await bed.completeAt(procInstId, 'submit');
    expect(await statuses(procInstId)).toEqual({ s: 'complete', submit: 'complete', manager: 'running', director: 'noRunning' });
    expect((await bed.engine.diagram(procInstId)).highLightFlowList).toEqual(['f1', 'f2']);
  });
});

describe('the history lists the tasks the engine cancelled, as 取消 with the reason', () => {
  const signing = (multi: { type: 'completeMultiInst'; percentage?: number }) =>
    new DiagramBuilder('signing')
      .start('s')
      .userTask('draft', '起草', { users: ['w'] })
      .userTask('sign', '会签', { users: ['p1', 'p2', 'p3'], multi })
      .userTask('next', '归档', { users: ['clerk'] })
      .end('e')
      .flow('a', 's', 'draft')
      .flow('b', 'draft', 'sign')
      .flow('c', 'sign', 'next')
      .flow('d', 'next', 'e');

  const rows = async (procInstId: string) => (await bed.engine.history(procInstId)).map((r) => `${r.activityId}:${r.action}:${r.userId}:${r.deleteReason ?? ''}`);

  it('a signer’s task cancelled by a reject', async () => {
    await bed.deploy(signing({ type: 'completeMultiInst' }));
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    await bed.completeAt(procInstId, 'draft');
    const [p1, p2] = await bed.openTasks(procInstId, 'sign');
    await bed.engine.complete({ taskId: p1.id, userId: 'p1' });
    await bed.engine.reject({ taskId: p2.id, userId: 'p2', target: 'draft', reSubmitType: 1 });
    expect(await rows(procInstId)).toEqual(['s:start:i:', 'draft:complete:w:', 'sign:complete:p1:', 'sign:reject:p2:', 'sign:canceled:p3:rejected', 'draft:running:w:']);
    const cancelled = (await bed.engine.history(procInstId)).find((r) => r.action === 'canceled')!;
    expect(cancelled.fullMsg).toBe('任务被驳回，本轮审批作废');
    expect(cancelled.endTime).not.toBeNull();
  });

  it('the rest of a countersign once enough signers completed it', async () => {
    await bed.deploy(signing({ type: 'completeMultiInst', percentage: 30 }));
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    await bed.completeAt(procInstId, 'draft');
    await bed.engine.complete({ taskId: (await bed.openTasks(procInstId, 'sign'))[1].id, userId: 'p2' });
    expect(await rows(procInstId)).toEqual([
      's:start:i:',
      'draft:complete:w:',
      'sign:complete:p2:',
      'sign:canceled:p1:completedByOther',
      'sign:canceled:p3:completedByOther',
      'next:running:clerk:',
    ]);
  });

  it('every other open task when the process is terminated', async () => {
    await bed.deploy(signing({ type: 'completeMultiInst' }));
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    await bed.completeAt(procInstId, 'draft');
    await bed.engine.terminate({ taskId: (await bed.openTasks(procInstId, 'sign'))[0].id, userId: 'p1', comment: '项目取消' });
    expect(await rows(procInstId)).toEqual(['s:start:i:', 'draft:complete:w:', 'sign:terminate:p1:', 'sign:canceled:p2:terminated', 'sign:canceled:p3:terminated']);
  });
});
