import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagramBuilder, type UserTaskSpec } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { EngineError } from './EngineError.ts';
import { EngineTestBed } from './testing/EngineTestBed.ts';

let bed: EngineTestBed;

beforeEach(async () => {
  bed = await new EngineTestBed().migrate();
});

afterEach(async () => {
  await bed.destroy();
});

/** start → sign (the multi-person node) → next → end */
async function deploySigning(spec: UserTaskSpec): Promise<void> {
  await bed.deploy(
    new DiagramBuilder('signing')
      .start('s')
      .userTask('sign', '会签', spec)
      .userTask('next', '归档', { users: ['clerk'] })
      .end('e')
      .flow('a', 's', 'sign')
      .flow('b', 'sign', 'next')
      .flow('c', 'next', 'e'),
  );
}

async function completeAs(procInstId: string, userId: string) {
  const task = (await bed.openTasks(procInstId, 'sign')).find((t) => t.assignee === userId);
  if (!task) throw new Error(`${userId} holds no open task`);
  return bed.engine.complete({ taskId: task.id, userId });
}

async function refusal(promise: Promise<unknown>): Promise<EngineError> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: EngineError) => error,
  );
}

describe('parallel multi-instance', () => {
  it('gives every signer a task and moves on once the percentage is reached, cancelling the rest', async () => {
    await deploySigning({ users: ['p1', 'p2', 'p3', 'p4'], multi: { type: 'completeMultiInst', percentage: 50 } });
    const cancelled: string[] = [];
    bed.engine.hooks.taskCancelled.tap('test:log', (e) => void cancelled.push(`${e.task.assignee}:${e.reason}`));
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    expect(await bed.openSummary(procInstId)).toEqual(['sign:p1', 'sign:p2', 'sign:p3', 'sign:p4']);
    await completeAs(procInstId, 'p3');
    expect(await bed.openSummary(procInstId)).toEqual(['sign:p1', 'sign:p2', 'sign:p4']);
    await completeAs(procInstId, 'p1');
    expect(await bed.openSummary(procInstId)).toEqual(['next:clerk']);
    expect(cancelled).toEqual(['p2:multiInstanceDone', 'p4:multiInstanceDone']);
    expect((await bed.tasks(procInstId)).filter((t) => t.nodeId === 'sign').map((t) => `${t.assignee}:${t.status}`)).toEqual([
      'p1:completed',
      'p2:cancelled',
      'p3:completed',
      'p4:cancelled',
    ]);
  });

  it('needs everyone at 100 %', async () => {
    await deploySigning({ users: ['p1', 'p2'], multi: { type: 'completeMultiInst' } });
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    await completeAs(procInstId, 'p2');
    expect(await bed.openSummary(procInstId)).toEqual(['sign:p1']);
    await completeAs(procInstId, 'p1');
    expect(await bed.openSummary(procInstId)).toEqual(['next:clerk']);
  });

  it('ends on a custom completion condition over the nrOf… variables', async () => {
    await deploySigning({
      users: ['p1', 'p2', 'p3'],
      multi: { type: 'conditionBasedMultiInst', condition: '${nrOfCompletedInstances >= 2 || vetoed}' },
    });
    const quorum = await bed.engine.start({ procDefKey: 'signing', initiator: 'i', variables: { vetoed: false } });
    await completeAs(quorum.procInstId, 'p1');
    expect((await bed.openTasks(quorum.procInstId, 'sign')).length).toBe(2);
    await completeAs(quorum.procInstId, 'p2');
    expect(await bed.openSummary(quorum.procInstId)).toEqual(['next:clerk']);

    const veto = await bed.engine.start({ procDefKey: 'signing', initiator: 'i', variables: { vetoed: false } });
    const p3 = (await bed.openTasks(veto.procInstId, 'sign')).find((t) => t.assignee === 'p3')!;
    await bed.engine.complete({ taskId: p3.id, userId: 'p3', variables: { vetoed: true } });
    expect(await bed.openSummary(veto.procInstId)).toEqual(['next:clerk']);
  });

  it('counts an auto-approved initiator among the completed instances', async () => {
    await deploySigning({ users: ['i', 'p1', 'p2'], multi: { type: 'completeMultiInst', percentage: 60 }, initiatorAutoComplete: true });
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    expect(await bed.openSummary(procInstId)).toEqual(['sign:p1', 'sign:p2']);
    await completeAs(procInstId, 'p2');
    expect(await bed.openSummary(procInstId)).toEqual(['next:clerk']);
  });
});

describe('sequential multi-instance', () => {
  it('hands the task to one signer after another, in order', async () => {
    await deploySigning({ users: ['q1', 'q2', 'q3'], multi: { type: 'completeMultiInst', sequential: true } });
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    expect(await bed.openSummary(procInstId)).toEqual(['sign:q1']);
    await completeAs(procInstId, 'q1');
    expect(await bed.openSummary(procInstId)).toEqual(['sign:q2']);
    await completeAs(procInstId, 'q2');
    expect(await bed.openSummary(procInstId)).toEqual(['sign:q3']);
    await completeAs(procInstId, 'q3');
    expect(await bed.openSummary(procInstId)).toEqual(['next:clerk']);
    expect((await bed.tasks(procInstId)).filter((t) => t.nodeId === 'sign').map((t) => t.multiInstanceIndex)).toEqual([0, 1, 2]);
  });

  it('stops early at the percentage', async () => {
    await deploySigning({ users: ['q1', 'q2', 'q3'], multi: { type: 'completeMultiInst', sequential: true, percentage: 34 } });
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    await completeAs(procInstId, 'q1');
    expect(await bed.openSummary(procInstId)).toEqual(['sign:q2']);
    await completeAs(procInstId, 'q2');
    expect(await bed.openSummary(procInstId)).toEqual(['next:clerk']);
  });
});

describe('add signers', () => {
  it('adds parallel instances and applies the percentage to the new total', async () => {
    await deploySigning({ users: ['p1', 'p2'], multi: { type: 'completeMultiInst', percentage: 50 } });
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    const p1 = (await bed.openTasks(procInstId, 'sign')).find((t) => t.assignee === 'p1')!;
    // The new signers hear of it as of any task of theirs, once each.
    const announced: string[] = [];
    bed.engine.hooks.taskCreated.tap('test:log', (e) => void announced.push(`${e.task.taskDefKey}:${e.task.assignee}:${e.actorId}`));
    await bed.engine.addSign({ taskId: p1.id, userId: 'p1', userIdList: ['p3', 'p4', 'p3'], comment: '请一并审阅' });
    expect(announced).toEqual(['sign:p3:p1', 'sign:p4:p1']);
    expect(await bed.openSummary(procInstId)).toEqual(['sign:p1', 'sign:p2', 'sign:p3', 'sign:p4']);
    // 1 of 2 would have been 50 %; 1 of 4 is not
    await completeAs(procInstId, 'p1');
    expect((await bed.openTasks(procInstId, 'sign')).length).toBe(3);
    await completeAs(procInstId, 'p4');
    expect(await bed.openSummary(procInstId)).toEqual(['next:clerk']);
    const history = await bed.engine.history(procInstId);
    expect(history.find((r) => r.action === 'addSign')).toMatchObject({ activityName: '会签', userId: 'p1', fullMsg: '请一并审阅' });
  });

  it('queues sequential signers after the others', async () => {
    await deploySigning({ users: ['q1', 'q2'], multi: { type: 'completeMultiInst', sequential: true } });
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    const q1 = await bed.taskAt(procInstId, 'sign');
    await bed.engine.addSign({ taskId: q1.id, userId: 'q1', userIdList: ['q9'] });
    expect(await bed.openSummary(procInstId)).toEqual(['sign:q1']);
    for (const next of ['q1', 'q2', 'q9']) {
      expect(await bed.openSummary(procInstId)).toEqual([`sign:${next}`]);
      await completeAs(procInstId, next);
    }
    expect(await bed.openSummary(procInstId)).toEqual(['next:clerk']);
  });

  it('is refused on single tasks, without signers, and for people already signing', async () => {
    await deploySigning({ users: ['p1', 'p2'], multi: { type: 'completeMultiInst' } });
    const { procInstId } = await bed.engine.start({ procDefKey: 'signing', initiator: 'i' });
    const p1 = (await bed.openTasks(procInstId, 'sign')).find((t) => t.assignee === 'p1')!;
    expect((await refusal(bed.engine.addSign({ taskId: p1.id, userId: 'p1', userIdList: [] }))).message).toBe('请选择加签人员');
    expect((await refusal(bed.engine.addSign({ taskId: p1.id, userId: 'p1', userIdList: ['p2'] }))).code).toBe('ADD_SIGN_USERS_PRESENT');
    await completeAs(procInstId, 'p1');
    await completeAs(procInstId, 'p2');
    const clerk = await bed.taskAt(procInstId, 'next');
    expect(await refusal(bed.engine.addSign({ taskId: clerk.id, userId: 'clerk', userIdList: ['x'] }))).toMatchObject({
      code: 'ADD_SIGN_NOT_MULTI_INSTANCE',
      message: '只有多人办理的节点可以加签',
    });
  });
});
