import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import { CompiledCli, type CliRun } from '../testing/CompiledCli.ts';
import { InProcessCli } from '../testing/InProcessCli.ts';
import { SampleDiagrams } from '../testing/SampleDiagrams.ts';
import type { SimulationReport } from './SimulationReport.ts';

describe('ronghe simulate (the real program in process; one case as a compiled child process)', () => {
  let work: string;
  const simulate = (args: string[]): Promise<CliRun> => InProcessCli.run(['simulate', ...args], { cwd: work });
  const report = async (args: string[]): Promise<{ run: CliRun; report: SimulationReport }> => {
    const run = await simulate([...args, '--json']);
    return { run, report: JSON.parse(run.stdout) as SimulationReport };
  };
  const pathOf = (result: SimulationReport) => result.path.map((entry) => entry.nodeId);

  beforeAll(async () => {
    await CompiledCli.ensureBuilt();
    work = mkdtempSync(join(tmpdir(), 'ronghe-simulate-'));
    writeFileSync(join(work, 'leave.bpmn'), SampleDiagrams.valid());
    writeFileSync(join(work, 'broken.bpmn'), SampleDiagrams.withDeployErrors());
    // Three countersigners, done when half agree.
    writeFileSync(
      join(work, 'countersign.bpmn'),
      new DiagramBuilder('countersign', { name: '会签' })
        .start('start')
        .userTask('sign', '会签', { users: ['2', '3', '4'], multi: { type: 'completeMultiInst', percentage: 50 } })
        .userTask('file', '归档', { users: ['5'] })
        .end('end')
        .flow('f1', 'start', 'sign')
        .flow('f2', 'sign', 'file')
        .flow('f3', 'file', 'end')
        .toXml(),
    );
    // Two signers one after the other.
    writeFileSync(
      join(work, 'serial.bpmn'),
      new DiagramBuilder('serial', { name: '逐级审批' })
        .start('start')
        .userTask('chain', '逐级审批', { users: ['3', '10'], multi: { type: 'completeMultiInst', sequential: true } })
        .end('end')
        .flow('f1', 'start', 'chain')
        .flow('f2', 'chain', 'end')
        .toXml(),
    );
    // A task for a department, a role and the initiator, to see them resolved.
    writeFileSync(
      join(work, 'groups.bpmn'),
      new DiagramBuilder('groups', { name: '报销' })
        .start('start')
        .userTask('review', '审核', { departments: ['13'], roles: ['4'] })
        .userTask('confirm', '确认', { variable: '${initiator}' })
        .end('end')
        .flow('f1', 'start', 'review')
        .flow('f2', 'review', 'confirm')
        .flow('f3', 'confirm', 'end')
        .toXml()
        .replace('name="13"', 'name="研发部"'),
    );
    // A 手动 gateway: the handler of 提交申请 chooses the branch.
    writeFileSync(
      join(work, 'manual.bpmn'),
      new DiagramBuilder('manual', { name: '采购' })
        .start('start')
        .userTask('apply', '提交申请', { users: ['2'] })
        .exclusive('route', '分流', 'manual')
        .userTask('small', '部门审批', { users: ['3'] })
        .userTask('big', '总经理审批', { users: ['9'] })
        .end('end')
        .flow('f1', 'start', 'apply')
        .flow('f2', 'apply', 'route')
        .flow('toSmall', 'route', 'small', { name: '小额', condition: '${amount < 10000}' })
        .flow('toBig', 'route', 'big', { name: '大额', condition: '${amount >= 10000}' })
        .flow('f5', 'small', 'end')
        .flow('f6', 'big', 'end')
        .toXml(),
    );
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('runs as the compiled program in a child process: the report on stdout, exit 0; a missing variable exits 1', async () => {
    const run = await CompiledCli.run(['simulate', 'leave.bpmn', '--vars', '{"days":1}', '--until-end', '--json'], { cwd: work });
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as SimulationReport).status).toBe('complete');
    expect((await CompiledCli.run(['simulate', 'leave.bpmn', '--until-end'], { cwd: work })).status).toBe(1);
  });

  describe('branching', () => {
    it('takes the branch the variables choose, and stops at the task waiting there', async () => {
      const long = await report(['leave.bpmn', '--vars', '{"days":5}', '--step', 'apply=agree']);
      expect(long.run.status).toBe(0);
      expect(pathOf(long.report)).toEqual(['start', 'apply', 'decide', 'directors']);
      expect(long.report.flows).toEqual(['f1', 'f2', 'f4']);
      expect(long.report.status).toBe('running');
      expect(long.report.waiting).toEqual([{ nodeId: 'directors', nodeName: '总监会签', handlers: [{ id: '3', name: '3' }, { id: '4', name: '4' }] }]);

      const short = await report(['leave.bpmn', '--vars', '{"days":1}', '--step', 'apply=agree']);
      expect(pathOf(short.report)).toEqual(['start', 'apply', 'decide', 'manager']);
      expect(short.report.flows).toContain('f3');
    });

    it('prints the path, the tasks with their handlers, and where it stopped', async () => {
      const run = await simulate(['leave.bpmn', '--vars', '{"days":1}', '--step', '提交申请=agree']);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('开始（start） → 提交申请（apply） → 天数判断（decide） → 部门经理审批（manager）（进行中）');
      expect(run.stdout).toMatch(/部门经理审批（manager） +办理人 2 +待办/);
      expect(run.stdout).toContain('结果：停在 部门经理审批（manager），等待 2 办理');
    });

    it('runs to the end with --until-end', async () => {
      const { run, report: result } = await report(['leave.bpmn', '--vars', '{"days":1}', '--until-end']);
      expect(run.status).toBe(0);
      expect(result.status).toBe('complete');
      expect(pathOf(result)).toEqual(['start', 'apply', 'decide', 'manager', 'end']);
    });

    it('fails with exit 1, naming the condition, when a variable it needs is missing', async () => {
      const run = await simulate(['leave.bpmn', '--until-end']);
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/结果：失败：.*days/);
    });
  });

  describe('multi-person tasks', () => {
    it('creates one task per countersigner and moves on once the completion percentage is reached', async () => {
      const { run, report: result } = await report(['countersign.bpmn', '--step', 'sign=agree']);
      expect(run.status).toBe(0);
      const signs = result.tasks.filter((task) => task.nodeId === 'sign');
      expect(signs.map((task) => [task.assignee?.id, task.multiInstance, task.status])).toEqual([
        ['2', { index: 1, of: 3 }, 'completed'],
        ['3', { index: 2, of: 3 }, 'completed'],
        ['4', { index: 3, of: 3 }, 'cancelled'],
      ]);
      expect(result.waiting.map((waiting) => waiting.nodeId)).toEqual(['file']);
    });

    it('lets one named signer agree, leaving the others waiting', async () => {
      const { report: result } = await report(['countersign.bpmn', '--step', 'sign=agree:3']);
      expect(result.steps[0].actions.map((action) => action.user.id)).toEqual(['3']);
      expect(result.waiting).toEqual([{ nodeId: 'sign', nodeName: '会签', handlers: [{ id: '2', name: '2' }, { id: '4', name: '4' }] }]);
    });

    it('hands a sequential node to each signer in turn', async () => {
      const { report: result } = await report(['serial.bpmn', '--users', 'demo', '--step', 'chain=agree']);
      expect(result.steps[0].actions.map((action) => action.user)).toEqual([
        { id: '3', name: '李四' },
        { id: '10', name: '钱一' },
      ]);
      expect(result.status).toBe('complete');
      const first = await report(['serial.bpmn', '--step', 'chain=agree:3']);
      expect(first.report.waiting).toEqual([{ nodeId: 'chain', nodeName: '逐级审批', handlers: [{ id: '10', name: '10' }] }]);
    });
  });

  describe('reject', () => {
    it('goes back to an earlier task and through the nodes again', async () => {
      const { run, report: result } = await report(['leave.bpmn', '--vars', '{"days":1}', '--step', 'apply=agree', '--step', 'manager=reject:apply', '--step', 'apply=agree']);
      expect(run.status).toBe(0);
      expect(pathOf(result)).toEqual(['start', 'apply', 'decide', 'manager', 'apply', 'decide', 'manager']);
      expect(result.path[3].status).toBe('cancelled');
      expect(result.tasks.map((task) => [task.nodeId, task.status])).toEqual([
        ['apply', 'completed'],
        ['manager', 'rejected'],
        ['apply', 'completed'],
        ['manager', 'open'],
      ]);
      expect(result.steps[1].actions[0]).toMatchObject({ action: 'reject', nodeId: 'manager', target: 'apply' });
    });

    it('exits 1 naming the valid targets for a target that was never passed', async () => {
      const run = await simulate(['leave.bpmn', '--vars', '{"days":1}', '--step', 'apply=agree', '--step', 'manager=reject:directors']);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('可驳回到：提交申请（apply）');
    });

    it('exits 1 for a step at a task that is not waiting', async () => {
      const run = await simulate(['leave.bpmn', '--step', 'manager=agree']);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('manager 没有待办任务（当前待办：提交申请（apply））');
    });
  });

  describe('candidates', () => {
    it('echoes the candidate condition with the names the picker stored when no organisation is given', async () => {
      const { report: result } = await report(['groups.bpmn']);
      expect(result.directory).toBe('echo');
      expect(result.tasks[0].candidates).toEqual([
        { id: 'department:13', name: '研发部' },
        { id: 'role:4', name: '4' },
      ]);
    });

    it('resolves departments (with the ones below), roles and ${initiator} in the demo organisation', async () => {
      const { report: result } = await report(['groups.bpmn', '--users', 'demo', '--initiator', '2', '--step', 'review=agree:4']);
      // 研发部 holds 李四, with 前端组 (张三) and 后端组 (吴九) below it; role 4 is 财务人员: 王五 in 张三's company.
      expect(result.tasks[0].candidates.map((candidate) => candidate.name)).toEqual(['李四', '张三', '吴九', '王五']);
      expect(result.waiting).toEqual([{ nodeId: 'confirm', nodeName: '确认', handlers: [{ id: '2', name: '张三' }] }]);
    });

    it('takes role holders from the company in --vars companyId, as the server takes the instance’s company', async () => {
      // 财务人员 in 融合教育集团 (2) is 林芳; 研发部 belongs to 融合科技 and still names its members.
      const { report: result } = await report(['groups.bpmn', '--users', 'demo', '--initiator', '6', '--vars', '{"companyId": 2}']);
      expect(result.tasks[0].candidates.map((candidate) => candidate.name)).toEqual(['李四', '张三', '吴九', '林芳']);
    });

    it('reads an organisation from a --users file, leaving inactive people out', async () => {
      writeFileSync(
        join(work, 'org.json'),
        JSON.stringify({
          departments: [{ id: '13' }, { id: '14', parent: '13' }],
          users: [
            { id: 'a', name: '甲', departments: ['14'] },
            { id: 'b', name: '乙', departments: ['13'], active: false },
            { id: 'c', name: '丙', roles: ['4'] },
          ],
        }),
      );
      const { report: result } = await report(['groups.bpmn', '--users', 'org.json']);
      expect(result.initiator).toEqual({ id: 'a', name: '甲' });
      expect(result.tasks[0].candidates).toEqual([
        { id: 'a', name: '甲' },
        { id: 'c', name: '丙' },
      ]);
    });
  });

  it('stops at a step whose named handler is inactive, saying so, and refuses a step there (issue 22 §4)', async () => {
    writeFileSync(
      join(work, 'named.bpmn'),
      new DiagramBuilder('named', { name: '指定人审批' })
        .start('start')
        .userTask('check', '复核', { users: ['b'] })
        .end('end')
        .flow('f1', 'start', 'check')
        .flow('f2', 'check', 'end')
        .toXml(),
    );
    writeFileSync(join(work, 'named.json'), JSON.stringify({ users: [{ id: 'a', name: '甲' }, { id: 'b', name: '乙', active: false }] }));
    const run = await simulate(['named.bpmn', '--users', 'named.json', '--until-end']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('复核（check）  无人办理（已暂停）  待办');
    expect(run.stdout).toContain('结果：停在 复核（check）：办理人已停用或不存在，流程已暂停，需管理员转办');
    const stepped = await simulate(['named.bpmn', '--users', 'named.json', '--step', 'check=agree']);
    expect(stepped.status).toBe(1);
    expect(stepped.stdout + stepped.stderr).toContain('复核（check） 无人办理：办理人已停用或不存在，流程已暂停');
  });

  it('takes the branch a step chooses at a 手动 gateway, by flow or next node, and refuses a branch not offered', async () => {
    const byFlow = await report(['manual.bpmn', '--vars', '{"amount":50000}', '--step', 'apply=agree>toBig']);
    expect(byFlow.run.status).toBe(0);
    expect(pathOf(byFlow.report)).toEqual(['start', 'apply', 'route', 'big']);
    const byNode = await report(['manual.bpmn', '--vars', '{"amount":50000}', '--step', 'apply=agree>总经理审批:2']);
    expect(pathOf(byNode.report)).toEqual(['start', 'apply', 'route', 'big']);
    // a branch whose condition is false cannot be chosen; variables the step brings count
    const ruledOut = await simulate(['manual.bpmn', '--vars', '{"amount":1}', '--step', 'apply=agree>toBig']);
    expect(ruledOut.status).toBe(1);
    expect(ruledOut.stdout + ruledOut.stderr).toContain('“大额”的条件不成立，不能选择该下一流程节点');
    const raised = await report(['manual.bpmn', '--vars', '{"amount":1}', '--step', 'apply=agree>toBig:{"amount":50000}']);
    expect(pathOf(raised.report)).toEqual(['start', 'apply', 'route', 'big']);
    const unknown = await simulate(['manual.bpmn', '--vars', '{"amount":1}', '--step', 'apply=agree>归档']);
    expect(unknown.status).toBe(1);
    expect(unknown.stdout + unknown.stderr).toContain('没有这个分支可选（可选：小额（toSmall）→ 部门审批、大额（toBig）→ 总经理审批）');
    const none = await simulate(['manual.bpmn', '--vars', '{"amount":1}', '--step', 'apply=agree']);
    expect(none.status).toBe(1);
    expect(none.stdout + none.stderr).toContain('请选择下一流程节点');
  });

  it('exits 1 and lists the nodes with their labels when the engine refuses the diagram', async () => {
    const run = await simulate(['broken.bpmn']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('流程引擎拒绝此流程图');
    expect(run.stdout).toMatch(/apply +办理人设置不能为空（CANDIDATE_REQUIRED）/);
  });

  it('exits 2 for a missing file, bad --vars, a bad --step or a bad --users file', async () => {
    expect((await simulate(['nope.bpmn'])).status).toBe(2);
    const vars = await simulate(['leave.bpmn', '--vars', '{days:5}']);
    expect(vars.status).toBe(2);
    expect(vars.stderr).toContain('--vars 需要一个 JSON 对象');
    const step = await simulate(['leave.bpmn', '--step', 'apply=approve']);
    expect(step.status).toBe(2);
    expect(step.stderr).toContain('--step apply=approve 格式不正确');
    writeFileSync(join(work, 'bad-users.json'), '{"people":[]}');
    expect((await simulate(['leave.bpmn', '--users', 'bad-users.json'])).status).toBe(2);
  });
});
