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

function outcome(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'accepted',
    (error: EngineError) => `${error.code}:${error.message}`,
  );
}


describe('delegate', () => {
  beforeEach(async () => {
    await bed.deploy(
      new DiagramBuilder('leave')
        .start('s')
        .userTask('manager', '经理审批', { users: ['m'] })
        .userTask('hr', '人事备案', { users: ['hr'] })
        .end('e')
        .flow('a', 's', 'manager')
        .flow('b', 'manager', 'hr')
        .flow('c', 'hr', 'e'),
    );
  });

  it('goes to the delegate and, once they agree, back to its owner, who completes it', async () => {
    const events: string[] = [];
    bed.engine.hooks.taskDelegated.tap('test:log', (e) => void events.push(`delegated:${e.from}->${e.to}`));
    bed.engine.hooks.taskResolved.tap('test:log', (e) => void events.push(`resolved:${e.delegate}->${e.owner}`));
    const { procInstId } = await bed.engine.start({ procDefKey: 'leave', initiator: 'i' });
    const task = await bed.taskAt(procInstId, 'manager');

    await bed.engine.delegate({ taskId: task.id, userId: 'm', assignee: 'helper', comment: '请帮忙看一下' });
    expect(await bed.taskAt(procInstId, 'manager')).toMatchObject({ assignee: 'helper', owner: 'm', delegationState: 'pending' });
    expect(await bed.openSummary(procInstId)).toEqual(['manager:helper']);
    expect(await outcome(bed.engine.complete({ taskId: task.id, userId: 'm' }))).toBe('NOT_ASSIGNEE:您不是该任务的办理人');
    expect(await outcome(bed.engine.reject({ taskId: task.id, userId: 'helper', target: 's', reSubmitType: 1 }))).toBe(
      'DELEGATE_ONLY_COMPLETES:受托人只能办理（同意）委托给自己的任务',
    );

    await bed.engine.complete({ taskId: task.id, userId: 'helper', comment: '没问题' });
    expect(await bed.taskAt(procInstId, 'manager')).toMatchObject({ assignee: 'm', owner: 'm', delegationState: 'resolved', status: 'open' });
    expect(await bed.openSummary(procInstId)).toEqual(['manager:m']);

    await bed.engine.complete({ taskId: task.id, userId: 'm', comment: '同意' });
    expect(await bed.openSummary(procInstId)).toEqual(['hr:hr']);
    expect(events).toEqual(['delegated:m->helper', 'resolved:helper->m']);
    expect((await bed.engine.history(procInstId)).map((r) => [r.activityId, r.userId, r.action, r.fullMsg])).toEqual([
      ['s', 'i', 'start', ''],
      ['manager', 'm', 'delegate', '请帮忙看一下'],
      ['manager', 'helper', 'complete', '没问题'],
      ['manager', 'm', 'complete', '同意'],
      ['hr', 'hr', 'running', ''],
    ]);
  });

  it('offers the delegate only 同意, the one command the engine lets them run, and the owner every button again', async () => {
    const xml = new DiagramBuilder('buttons')
      .start('s')
      .userTask('manager', '经理审批', { users: ['m'] })
      .end('e')
      .flow('a', 's', 'manager')
      .flow('b', 'manager', 'e')
      .toXml();
    const buttons = ['complete', 'reject', 'delegate', 'terminate', 'invite', 'copy', 'print']
      .map((id) => `<rh:button id="${id}" name="${id}" enabled="true" />`)
      .join('');
    const withButtons = xml.replace(/(<bpmn:userTask id="manager"[^>]*>\s*<bpmn:extensionElements>)/, `$1<rh:buttons>${buttons}</rh:buttons>`);
    expect(withButtons).toContain('<rh:button id="invite"');
    expect((await bed.engine.deploy({ key: 'buttons', name: '按钮', xml: withButtons, deployedBy: 'admin' })).success).toBe(true);
    const { procInstId } = await bed.engine.start({ procDefKey: 'buttons', initiator: 'i' });
    const task = await bed.taskAt(procInstId, 'manager');
    const ids = async () => (await bed.engine.taskConfig(task.id)).buttonList.map((button) => button.id);
    expect(await ids()).toEqual(['complete', 'reject', 'delegate', 'terminate', 'invite', 'copy', 'print']);

    await bed.engine.delegate({ taskId: task.id, userId: 'm', assignee: 'helper', comment: '请帮忙看一下' });
    // 打印 is the browser's alone; every command but 同意 is refused to the delegate
    expect(await ids()).toEqual(['complete', 'print']);
    for (const refused of [
      bed.engine.reject({ taskId: task.id, userId: 'helper', target: 's', reSubmitType: 1 }),
      bed.engine.delegate({ taskId: task.id, userId: 'helper', assignee: 'other', comment: '再转' }),
      bed.engine.terminate({ taskId: task.id, userId: 'helper' }),
      bed.engine.copy({ taskId: task.id, userId: 'helper', userIdList: ['other'] }),
    ]) {
      expect(await outcome(refused)).toMatch(/^DELEGATE_ONLY_COMPLETES:/);
    }
    await bed.engine.complete({ taskId: task.id, userId: 'helper', comment: '没问题' });
    expect(await ids()).toEqual(['complete', 'reject', 'delegate', 'terminate', 'invite', 'copy', 'print']);
  });

  it('needs exactly one active person other than oneself, and a comment', async () => {
    bed.directory.inactive.add('gone');
    const { procInstId } = await bed.engine.start({ procDefKey: 'leave', initiator: 'i' });
    const task = await bed.taskAt(procInstId, 'manager');
    const delegate = (assignee: string, comment: string) => outcome(bed.engine.delegate({ taskId: task.id, userId: 'm', assignee, comment }));
    expect(await delegate('helper', ' ')).toBe('COMMENT_REQUIRED:请填写委托意见');
    expect(await delegate('', '请处理')).toBe('DELEGATE_REQUIRED:请选择委托人员');
    expect(await delegate('m', '请处理')).toBe('DELEGATE_TO_SELF:不能委托给自己');
    expect(await delegate('gone', '请处理')).toBe('DELEGATE_REQUIRED:请选择委托人员');
    expect(await delegate('helper', '请'.repeat(101))).toBe('COMMENT_TOO_LONG:意见不能超过 100 个字符');
    expect(await bed.taskAt(procInstId, 'manager')).toMatchObject({ assignee: 'm', delegationState: null });
  });
});

describe('terminate', () => {
  it('closes every token and task, records open nodes as terminal, and ends the instance', async () => {
    await bed.deploy(
      new DiagramBuilder('par')
        .start('s')
        .parallel('fork')
        .userTask('a', '甲', { users: ['ua'] })
        .userTask('b', '乙', { users: ['ub'] })
        .parallel('join')
        .userTask('c', '丙', { users: ['uc'] })
        .end('e')
        .flow('f0', 's', 'fork')
        .flow('fa', 'fork', 'a')
        .flow('fb', 'fork', 'b')
        .flow('ja', 'a', 'join')
        .flow('jb', 'b', 'join')
        .flow('fc', 'join', 'c')
        .flow('fe', 'c', 'e'),
    );
    const events: string[] = [];
    bed.engine.hooks.taskCancelled.tap('test:log', (e) => void events.push(`cancelled:${e.task.taskDefKey}:${e.reason}`));
    bed.engine.hooks.processTerminated.tap('test:log', (e) => void events.push(`terminated:${e.comment}`));
    const { procInstId } = await bed.engine.start({ procDefKey: 'par', initiator: 'i' });
    await bed.completeAt(procInstId, 'a');
    const b = await bed.taskAt(procInstId, 'b');
    const result = await bed.engine.terminate({ taskId: b.id, userId: 'ub', comment: '项目取消' });

    expect(result).toMatchObject({ status: 'terminated', openTasks: [] });
    expect(events).toEqual(['terminated:项目取消']);
    expect(await bed.tokens(procInstId)).toEqual([]);
    expect((await bed.tasks(procInstId)).map((t) => `${t.nodeId}:${t.status}`)).toEqual(['a:completed', 'b:terminated']);
    const diagram = await bed.engine.diagram(procInstId);
    expect(Object.fromEntries(diagram.activityStatusList.map((s) => [s.activityId, s.status]))).toEqual({
      s: 'complete',
      fork: 'complete',
      a: 'complete',
      b: 'terminal',
    });
    expect(await bed.engine.instance(procInstId)).toMatchObject({ status: 'terminated' });
    expect((await bed.engine.history(procInstId)).at(-1)).toMatchObject({ activityId: 'b', action: 'terminate', fullMsg: '项目取消' });
    expect(await outcome(bed.engine.complete({ taskId: b.id, userId: 'ub' }))).toBe('TASK_NOT_FOUND:任务已处理或不存在');
  });

  it('tells the holders of the other open tasks', async () => {
    await bed.deploy(
      new DiagramBuilder('sign')
        .start('s')
        .userTask('t', '会签', { users: ['p1', 'p2'], multi: { type: 'completeMultiInst' } })
        .end('e')
        .flow('a', 's', 't')
        .flow('b', 't', 'e'),
    );
    const cancelled: string[] = [];
    bed.engine.hooks.taskCancelled.tap('test:log', (e) => void cancelled.push(`${e.task.assignee}:${e.task.status}:${e.reason}`));
    const { procInstId } = await bed.engine.start({ procDefKey: 'sign', initiator: 'i' });
    const [p1] = await bed.openTasks(procInstId, 't');
    await bed.engine.terminate({ taskId: p1.id, userId: 'p1' });
    expect(cancelled).toEqual(['p2:terminated:terminate']);
    expect(await bed.openTasks(procInstId)).toEqual([]);
  });
});
