import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { EngineError } from './EngineError.ts';
import { MAX_COPY_RECIPIENTS } from './ProcessEngine.ts';
import { EngineTestBed } from './testing/EngineTestBed.ts';

let bed: EngineTestBed;

beforeEach(async () => {
  bed = await new EngineTestBed().migrate();
  await bed.deploy(
    new DiagramBuilder('leave')
      .start('s')
      .userTask('manager', '经理审批', { users: ['m'] })
      .end('e')
      .flow('a', 's', 'manager')
      .flow('b', 'manager', 'e'),
  );
});

afterEach(async () => {
  await bed.destroy();
});

function outcome(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'accepted',
    (error: EngineError) => `${error.code}:${error.message}`,
  );
}

describe('copy (抄送)', () => {
  it('leaves the task with its holder, tells the hooks whom it went to and shows them in the history', async () => {
    const copied: string[][] = [];
    bed.engine.hooks.taskCopied.tap('test:log', (e) => void copied.push(e.userIds));
    const recorded: string[][] = [];
    const { procInstId } = await bed.engine.start({ procDefKey: 'leave', initiator: 'i' });
    const task = await bed.taskAt(procInstId, 'manager');

    await bed.engine.copy({ taskId: task.id, userId: 'm', userIdList: ['u1', 'u2', 'u1'], comment: '请知悉', within: async (_scope, ids) => void recorded.push([...ids]) });

    expect(await bed.openSummary(procInstId)).toEqual(['manager:m']);
    expect(copied).toEqual([['u1', 'u2']]);
    expect(recorded).toEqual([['u1', 'u2']]);
    expect((await bed.engine.history(procInstId)).map((r) => [r.activityId, r.userId, r.action, r.fullMsg])).toEqual([
      ['s', 'i', 'start', ''],
      ['manager', 'm', 'copy', '抄送给：用户u1、用户u2；意见：请知悉'],
      ['manager', 'm', 'running', ''],
    ]);
  });

  it('is refused to anyone but the holder, without people, to inactive people and beyond the limit', async () => {
    bed.directory.inactive.add('gone');
    const { procInstId } = await bed.engine.start({ procDefKey: 'leave', initiator: 'i' });
    const task = await bed.taskAt(procInstId, 'manager');
    const many = Array.from({ length: MAX_COPY_RECIPIENTS + 1 }, (_, n) => `u${n}`);

    expect(await outcome(bed.engine.copy({ taskId: task.id, userId: 'i', userIdList: ['u1'] }))).toBe('NOT_ASSIGNEE:您不是该任务的办理人');
    expect(await outcome(bed.engine.copy({ taskId: task.id, userId: 'm', userIdList: [' '] }))).toBe('COPY_USERS_REQUIRED:请选择抄送人员');
    expect(await outcome(bed.engine.copy({ taskId: task.id, userId: 'm', userIdList: ['u1', 'gone'] }))).toBe('COPY_USERS_INVALID:抄送人员必须是本公司的在职人员');
    expect(await outcome(bed.engine.copy({ taskId: task.id, userId: 'm', userIdList: many }))).toBe(`COPY_TOO_MANY:一次最多抄送 ${MAX_COPY_RECIPIENTS} 人`);
    expect(await outcome(bed.engine.copy({ taskId: task.id, userId: 'm', userIdList: ['u1'], comment: '长'.repeat(101) }))).toBe('COMMENT_TOO_LONG:意见不能超过 100 个字符');
    // Nothing of the refused copies was written.
    expect((await bed.engine.history(procInstId)).map((r) => r.action)).toEqual(['start', 'running']);
  });

  it('writes nothing when the caller’s record fails', async () => {
    const { procInstId } = await bed.engine.start({ procDefKey: 'leave', initiator: 'i' });
    const task = await bed.taskAt(procInstId, 'manager');
    const failing = bed.engine.copy({ taskId: task.id, userId: 'm', userIdList: ['u1'], within: () => Promise.reject(new Error('磁盘已满')) });
    await expect(failing).rejects.toThrow('磁盘已满');
    expect((await bed.engine.history(procInstId)).map((r) => r.action)).toEqual(['start', 'running']);
  });
});
