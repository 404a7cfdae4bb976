import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagramBuilder, type UserTaskSpec } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { TaskStalledEvent } from './EngineHooks.ts';
import { EngineTestBed } from './testing/EngineTestBed.ts';

let bed: EngineTestBed;
let stalled: TaskStalledEvent[];

beforeEach(async () => {
  bed = await new EngineTestBed().migrate();
  stalled = [];
  bed.engine.hooks.taskStalled.tap('test:stalled', (event) => void stalled.push(event));
});

afterEach(async () => {
  await bed.destroy();
});

/** start → review (the step under test) → archive (clerk) → end */
async function deployReview(spec: UserTaskSpec, key = 'reviewing'): Promise<void> {
  await bed.deploy(
    new DiagramBuilder(key)
      .start('s')
      .userTask('review', '复核', spec)
      .userTask('archive', '归档', { users: ['clerk'] })
      .end('e')
      .flow('a', 's', 'review')
      .flow('b', 'review', 'archive')
      .flow('c', 'archive', 'e'),
  );
}

const history = async (procInstId: string) => (await bed.engine.history(procInstId)).map((row) => `${row.activityId}:${row.action}:${row.userNickName}`);

describe('a step whose named handler cannot hold it stalls (issue 22 §4)', () => {
  it('stops at a handler variable naming a disabled user: a task nobody holds, the reason in the history, taskStalled', async () => {
    bed.directory.inactive.add('wang');
    await deployReview({ variable: '${reviewer}' });
    const { procInstId, status } = await bed.engine.start({ procDefKey: 'reviewing', initiator: 'i', variables: { reviewer: 'wang' } });
    expect(status).toBe('running');
    const [task] = await bed.openTasks(procInstId);
    expect(task).toMatchObject({ nodeId: 'review', assignee: null, candidates: [] });
    const rows = await bed.engine.history(procInstId);
    expect(rows.map((row) => `${row.activityId}:${row.action}:${row.userNickName}`)).toEqual(['s:start:用户i', 'review:stall:系统', 'review:running:']);
    expect(rows[1].fullMsg).toBe('节点“复核”的办理人（用户wang）已停用，流程已暂停，请管理员转办');
    expect(stalled).toHaveLength(1);
    expect(stalled[0]).toMatchObject({ task: { taskId: task.id, assignee: null, candidates: [] }, unavailable: [{ userId: 'wang', name: '用户wang', reason: 'disabled' }] });
    expect(stalled[0].comment).toBe(rows[1].fullMsg);
  });

  it('is mended by 转办: the new holder agrees and the instance goes on', async () => {
    bed.directory.unknown.add('99');
    await deployReview({ users: ['99'] });
    const { procInstId } = await bed.engine.start({ procDefKey: 'reviewing', initiator: 'i' });
    const [task] = await bed.openTasks(procInstId);
    expect((await bed.engine.history(procInstId))[1].fullMsg).toBe('节点“复核”的办理人（99）不存在，流程已暂停，请管理员转办');
    const reassigned = await bed.engine.reassign({ taskId: task.id, actorId: 'admin', assignee: 'zhao', comment: '原办理人不存在' });
    expect(reassigned.openTasks).toEqual([expect.objectContaining({ taskId: task.id, assignee: 'zhao', candidates: ['zhao'] })]);
    await bed.engine.complete({ taskId: task.id, userId: 'zhao' });
    expect(await bed.openSummary(procInstId)).toEqual(['archive:clerk']);
    expect(await history(procInstId)).toEqual(['s:start:用户i', 'review:stall:系统', 'review:reassign:用户admin', 'review:complete:用户zhao', 'archive:running:用户clerk']);
  });

  it('stalls rather than refuses when noManager is 1, and does not stall while another named user can take the task', async () => {
    bed.directory.inactive.add('wang');
    await deployReview({ users: ['wang'], noManager: '1' });
    const refusedBefore = await bed.engine.start({ procDefKey: 'reviewing', initiator: 'i' });
    expect(await bed.openSummary(refusedBefore.procInstId)).toEqual(['review:']);
    await deployReview({ users: ['wang', 'li'] }, 'shared');
    const shared = await bed.engine.start({ procDefKey: 'shared', initiator: 'i' });
    expect(await bed.openSummary(shared.procInstId)).toEqual(['review:li']);
    expect(stalled).toHaveLength(1);
  });

  it('keeps the spec’s noManager rule for groups that have no members', async () => {
    bed.directory.departments.set('empty', []);
    await deployReview({ departments: ['empty'] });
    const { procInstId } = await bed.engine.start({ procDefKey: 'reviewing', initiator: 'i' });
    expect(await bed.openSummary(procInstId)).toEqual(['archive:clerk']);
    expect(await history(procInstId)).toContain('review:autoComplete:系统');
    expect(stalled).toEqual([]);
  });

  it('says each reason after its name when they differ', async () => {
    bed.directory.inactive.add('wang');
    bed.directory.unknown.add('99');
    await deployReview({ users: ['wang', '99'] });
    const { procInstId } = await bed.engine.start({ procDefKey: 'reviewing', initiator: 'i' });
    expect((await bed.engine.history(procInstId))[1].fullMsg).toBe('节点“复核”的办理人（用户wang已停用、99不存在），流程已暂停，请管理员转办');
    expect(await bed.openTasks(procInstId)).toHaveLength(1);
  });

  it('leaves the initiator free to withdraw an instance that stalled at its first step', async () => {
    bed.directory.inactive.add('wang');
    await deployReview({ users: ['wang'] });
    const { procInstId } = await bed.engine.start({ procDefKey: 'reviewing', initiator: 'i' });
    expect((await bed.engine.withdraw({ procInstId, userId: 'i' })).status).toBe('withdrawn');
  });
});

describe('a countersign keeps every named user’s vote', () => {
  it('parallel: the active signers get their tasks, the disabled one’s vote waits holder-less for 转办', async () => {
    bed.directory.inactive.add('p2');
    await deployReview({ users: ['p1', 'p2', 'p3'], multi: { type: 'completeMultiInst' } });
    const { procInstId } = await bed.engine.start({ procDefKey: 'reviewing', initiator: 'i' });
    expect(await bed.openSummary(procInstId)).toEqual(['review:', 'review:p1', 'review:p3']);
    for (const userId of ['p1', 'p3']) {
      const task = (await bed.openTasks(procInstId)).find((t) => t.assignee === userId)!;
      await bed.engine.complete({ taskId: task.id, userId });
    }
    // two of three votes: the node waits for the third
    expect(await bed.openSummary(procInstId)).toEqual(['review:']);
    const [vote] = await bed.openTasks(procInstId);
    await expect(bed.engine.reassign({ taskId: vote.id, actorId: 'admin', assignee: 'p1', comment: '代为表决' })).rejects.toMatchObject({ code: 'REASSIGN_ALREADY_SIGNER' });
    await bed.engine.reassign({ taskId: vote.id, actorId: 'admin', assignee: 'p4', comment: 'p2 已离职' });
    await bed.engine.complete({ taskId: vote.id, userId: 'p4' });
    expect(await bed.openSummary(procInstId)).toEqual(['archive:clerk']);
  });

  it('parallel: a percentage reached without the stalled vote moves on and closes it', async () => {
    bed.directory.inactive.add('p2');
    await deployReview({ users: ['p1', 'p2'], multi: { type: 'completeMultiInst', percentage: 50 } });
    const { procInstId } = await bed.engine.start({ procDefKey: 'reviewing', initiator: 'i' });
    const p1 = (await bed.openTasks(procInstId)).find((t) => t.assignee === 'p1')!;
    await bed.engine.complete({ taskId: p1.id, userId: 'p1' });
    expect(await bed.openSummary(procInstId)).toEqual(['archive:clerk']);
  });

  it('sequential: stalls at the turn of a signer disabled while waiting, and the vote may go back to them once enabled again', async () => {
    await deployReview({ users: ['p1', 'p2', 'p3'], multi: { type: 'completeMultiInst', sequential: true } });
    const { procInstId } = await bed.engine.start({ procDefKey: 'reviewing', initiator: 'i' });
    expect(await bed.openSummary(procInstId)).toEqual(['review:p1']);
    bed.directory.inactive.add('p2');
    await bed.completeAt(procInstId, 'review');
    expect(await bed.openSummary(procInstId)).toEqual(['review:']);
    expect(stalled.map((event) => event.unavailable.map((u) => u.userId))).toEqual([['p2']]);
    bed.directory.inactive.delete('p2');
    const [vote] = await bed.openTasks(procInstId);
    await bed.engine.reassign({ taskId: vote.id, actorId: 'admin', assignee: 'p2', comment: '已重新启用' });
    await bed.completeAt(procInstId, 'review');
    expect(await bed.openSummary(procInstId)).toEqual(['review:p3']);
    await bed.completeAt(procInstId, 'review');
    expect(await bed.openSummary(procInstId)).toEqual(['archive:clerk']);
  });
});
