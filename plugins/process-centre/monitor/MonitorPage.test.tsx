import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MANAGEMENT_MENU_GROUP } from '../../../contracts/workbench/Administration.ts';
import { PERMISSION_NAMES } from '../../../contracts/workbench/PermissionCatalogue.ts';
import { SideMenuContributions } from '../../../contracts/workbench/Routes.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, type RecordedCall } from '../../../core/react/testing/index.ts';
import type { Diagram } from '../ProcessCentreApi.ts';
import { DEPT_TREE, dialogTitled, pickMembers } from '../testing/pickMembers.ts';
import { renderProcessCentrePage, shown, ZHANG_SAN } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import type { MonitoredDefinition, MonitoredInstance } from './MonitorApi.ts';

// bpmn-js does not run under happy-dom; the viewer stands in with the diagram it was given.
vi.mock('../diagram/DiagramStatusViewer.tsx', () => ({
  DiagramStatusViewer: ({ diagram }: { diagram: Diagram }) => <p>流程图 {diagram.bpmn20Xml}</p>,
}));

const PAGE = '/management/process/monitor';
const API = {
  instances: '/workflow/monitor/instancePage',
  definitions: '/workflow/monitor/definitionPage',
  terminate: '/workflow/monitor/terminate',
  reassign: '/workflow/monitor/reassign',
  state: '/workflow/monitor/definitionState',
  diagram: '/workflow/history/diagram',
  history: '/workflow/history/list',
  members: '/admin/addressBook/user/fullList',
};

const ADMIN: UserInfo = {
  sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' },
  companyId: 1,
  companyAdmin: 1,
  roles: [1],
  ifTeamAdmin: false,
  permissions: [...PERMISSION_NAMES],
};
/** 李四: no administrator, but a role of the company gives him 流程监控. */
const MONITOR_HOLDER: UserInfo = {
  sysUser: { userId: 8, username: 'lisi', chineseName: '李四', status: '0' },
  companyId: 1,
  roles: [2],
  ifTeamAdmin: false,
  permissions: ['act_process_monitor'],
};

function instance(change: Partial<MonitoredInstance> = {}): MonitoredInstance {
  return {
    procInstId: 'inst-1',
    procDefId: 'agreement:1:abc',
    processDefKey: 'agreement',
    version: 1,
    processName: '合同审批',
    businessKey: 'agreement-12',
    initiatorName: '张三',
    startTime: '2026-11-20 09:00:00',
    endTime: null,
    status: 'running',
    openTasks: [{ taskId: 'task-1', taskName: '部门经理审批', createTime: '2026-11-20 09:00:01', holders: [{ userId: 8, chineseName: '李四' }] }],
    ...change,
  };
}

const INSTANCES = [
  instance(),
  instance({
    procInstId: 'inst-2',
    processName: '费用报销',
    businessKey: 'reimbursement-3',
    status: 'stalled',
    openTasks: [{ taskId: 'task-2', taskName: '财务审核', createTime: '2026-11-21 10:00:00', holders: [] }],
  }),
  instance({ procInstId: 'inst-3', processName: '采购申请', businessKey: null, status: 'complete', endTime: '2026-11-22 16:00:00', openTasks: [] }),
];

function definition(change: Partial<MonitoredDefinition> = {}): MonitoredDefinition {
  return {
    procDefId: 'agreement:2:def',
    processDefKey: 'agreement',
    processName: '合同审批',
    version: 2,
    state: 'active',
    deployedAt: '2026-11-10 09:00:00',
    deployedBy: '系统管理员',
    runningCount: 4,
    ...change,
  };
}

const people = samples.page([
  { userId: 9, username: 'wangwu', chineseName: '王五', status: '0' as const },
  { userId: 10, username: 'zhaoliu', chineseName: '赵六', status: '0' as const },
]);

function server(instances: MonitoredInstance[] = INSTANCES) {
  return new FakeHttpClient()
    .on('GET', API.instances, () => samples.page(instances))
    .on('GET', DEPT_TREE, [])
    .on('GET', API.members, people);
}

const instanceCalls = (http: FakeHttpClient) => http.callsTo('GET', API.instances).map((call: RecordedCall) => call.options?.params);

function rowOf(text: string): HTMLElement {
  return screen.getByText(text).closest<HTMLElement>('tr')!;
}

describe('流程监控', () => {
  it('lists the company’s instances with their open tasks and holders; a task nobody holds says 无人处理 in red', async () => {
    await renderProcessCentrePage(PAGE, { http: server(), user: ADMIN });
    expect(await screen.findByText('费用报销')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '序号',
      '流程名称',
      '业务编号',
      '发起人',
      '发起时间',
      '当前节点 / 处理人',
      '状态',
      '结束时间',
      '操作',
    ]);
    expect(within(rowOf('合同审批')).getByText('部门经理审批：李四')).toBeTruthy();
    const nobody = within(rowOf('费用报销')).getByText('无人处理');
    expect(nobody.closest('.ant-typography-danger')).toBeTruthy();
    expect(within(rowOf('费用报销')).getByText('停滞')).toBeTruthy();
    expect(within(rowOf('采购申请')).getByText('已完成')).toBeTruthy();
    expect(within(rowOf('采购申请')).getByText('2026-11-22 16:00:00')).toBeTruthy();
  });

  it('offers 转办 and 终止 on running and stalled instances only; 查看 on every one', async () => {
    await renderProcessCentrePage(PAGE, { http: server(), user: ADMIN });
    await screen.findByText('费用报销');
    const actions = (name: string) => within(rowOf(name)).getAllByRole('button').map((button) => button.textContent);
    expect(actions('合同审批')).toEqual(['查看', '转办', '终止']);
    expect(actions('费用报销')).toEqual(['查看', '转办', '终止']);
    expect(actions('采购申请')).toEqual(['查看']);
  });

  it('filters by process name, status (停滞), initiator and a start-time range', async () => {
    const { http, user } = await renderProcessCentrePage(PAGE, { http: server(), user: ADMIN });
    await screen.findByText('费用报销');
    expect(instanceCalls(http)).toEqual([{ current: 1, size: 10 }]);

    await user.click(screen.getByLabelText('流程名称'));
    await user.paste(' 报销 ');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('停滞'));
    await user.click(screen.getByRole('button', { name: /展\s*开/ }));
    await user.click(screen.getByLabelText('发起人'));
    await user.paste('张');
    await user.click(screen.getByLabelText('发起时间'));
    await user.keyboard('2026-11-01 00:00:00{Enter}');
    await user.keyboard('2026-11-30 23:59:59{Enter}');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));

    // (Enter in the range picker confirms the range and may search already: the last search counts.)
    await waitFor(() =>
      expect(instanceCalls(http).at(-1)).toEqual({
      processName: '报销',
      status: 'stalled',
      initiatorName: '张',
        startTime: ['2026-11-01 00:00:00', '2026-11-30 23:59:59'],
        current: 1,
        size: 10,
      }),
    );
  });

  it('查看 shows the instance’s diagram and history, 转办 named there', async () => {
    const http = server()
      .on('GET', API.diagram, { ...samples.diagram(), bpmn20Xml: '<definitions id="agreement"/>' })
      .on('GET', API.history, [
        { activityName: '提交申请', userNickName: '张三', action: 'start', startTime: '2026-11-20 09:00:00', endTime: '2026-11-20 09:00:00', fullMsg: null },
        { activityName: '部门经理审批', userNickName: '系统管理员', action: 'reassign', startTime: '2026-11-20 09:00:01', endTime: '2026-11-21 08:00:00', fullMsg: '李四休假，转王五' },
      ]);
    const { user } = await renderProcessCentrePage(PAGE, { http, user: ADMIN });
    await screen.findByText('费用报销');
    await user.click(within(rowOf('合同审批')).getByRole('button', { name: '查看' }));

    const drawer = (await screen.findByText('合同审批 · 流程状态')).closest<HTMLElement>('.ant-drawer')!;
    expect(await within(drawer).findByText('流程图 <definitions id="agreement"/>')).toBeTruthy();
    expect(await within(drawer).findByText('转办')).toBeTruthy();
    expect(within(drawer).getByText('李四休假，转王五')).toBeTruthy();
    expect(http.callsTo('GET', API.diagram)[0].options?.params).toEqual({ procInstId: 'inst-1', procDefId: 'agreement:1:abc' });
    expect(http.callsTo('GET', API.history)[0].options?.params).toEqual({ procInstId: 'inst-1' });
  });

  it('转办 asks for the member and the reason before it sends anything (请选择转办人员, 请填写转办原因)', async () => {
    const http = server();
    const { user } = await renderProcessCentrePage(PAGE, { http, user: ADMIN });
    await screen.findByText('费用报销');
    await user.click(within(rowOf('合同审批')).getByRole('button', { name: '转办' }));
    const dialog = await dialogTitled('转办');
    // One open task: it is the one handed over, named with its holder.
    expect(within(dialog).getByText('部门经理审批（李四）')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择转办人员')).toBeTruthy();
    expect(within(dialog).getByText('请填写转办原因')).toBeTruthy();

    // A reason of blanks is no reason.
    await pickMembers(user, '转办给', ['王五']);
    await user.click(within(dialog).getByLabelText('转办原因'));
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写转办原因')).toBeTruthy();
    expect(http.callsTo('POST', API.reassign)).toEqual([]);
  });

  it('转办 hands the task to the chosen member with the reason, shows the server’s message and loads the list again', async () => {
    const http = server().onSaying('POST', API.reassign, '已转办给王五', true);
    const { user, notifier } = await renderProcessCentrePage(PAGE, { http, user: ADMIN });
    await screen.findByText('费用报销');
    await user.click(within(rowOf('费用报销')).getByRole('button', { name: '转办' }));
    const dialog = await dialogTitled('转办');
    expect(within(dialog).getByText('财务审核（无人处理）')).toBeTruthy();
    await pickMembers(user, '转办给', ['王五']);
    await user.click(within(dialog).getByLabelText('转办原因'));
    await user.paste(' 原处理人已离职 ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(http.callsTo('POST', API.reassign).map((call) => call.body)).toEqual([{ taskId: 'task-2', userId: 9, comment: '原处理人已离职' }]));
    expect(shown(notifier, 'success')).toEqual(['已转办给王五']);
    await waitFor(() => expect(instanceCalls(http)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('转办原因')).toBeNull());
  });

  it('转办 of an instance with two open tasks asks which one', async () => {
    const parallel = instance({
      openTasks: [
        { taskId: 'task-f', taskName: '财务审核', createTime: '2026-11-20 10:00:00', holders: [{ userId: 11, chineseName: '孙七' }] },
        { taskId: 'task-l', taskName: '法务审核', createTime: '2026-11-20 10:00:00', holders: [] },
      ],
    });
    const http = server([parallel]).on('POST', API.reassign, true);
    const { user } = await renderProcessCentrePage(PAGE, { http, user: ADMIN });
    await screen.findByText('法务审核：');
    await user.click(within(rowOf('合同审批')).getByRole('button', { name: '转办' }));
    const dialog = await dialogTitled('转办');
    await pickMembers(user, '转办给', ['赵六']);
    await user.click(within(dialog).getByLabelText('转办原因'));
    await user.paste('法务无人');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择转办节点')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: '转办节点' }));
    await user.click(await screen.findByTitle('法务审核（无人处理）'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', API.reassign).map((call) => call.body)).toEqual([{ taskId: 'task-l', userId: 10, comment: '法务无人' }]));
  });

  it('终止 asks for a reason (请填写终止原因), then ends the instance, shows the server’s message and loads the list again', async () => {
    const http = server().onSaying('POST', API.terminate, '已终止该流程', true);
    const { user, notifier } = await renderProcessCentrePage(PAGE, { http, user: ADMIN });
    await screen.findByText('费用报销');
    await user.click(within(rowOf('合同审批')).getByRole('button', { name: '终止' }));
    const dialog = await dialogTitled('终止流程');
    expect(within(dialog).getByText(/终止后「合同审批」立即结束/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写终止原因')).toBeTruthy();
    expect(http.callsTo('POST', API.terminate)).toEqual([]);

    await user.click(within(dialog).getByLabelText('终止原因'));
    await user.paste('合同已线下作废');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', API.terminate).map((call) => call.body)).toEqual([{ procInstId: 'inst-1', comment: '合同已线下作废' }]));
    expect(shown(notifier, 'success')).toEqual(['已终止该流程']);
    await waitFor(() => expect(instanceCalls(http)).toHaveLength(2));
  });

  it('keeps the 终止 dialog open with the server’s refusal when the instance ended meanwhile', async () => {
    const http = server().failOn('POST', API.terminate, 409, '流程已结束');
    const { user, notifier } = await renderProcessCentrePage(PAGE, { http, user: ADMIN });
    await screen.findByText('费用报销');
    await user.click(within(rowOf('合同审批')).getByRole('button', { name: '终止' }));
    const dialog = await dialogTitled('终止流程');
    await user.click(within(dialog).getByLabelText('终止原因'));
    await user.paste('作废');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shown(notifier, 'error')).toEqual(['流程已结束']));
    expect(shown(notifier, 'success')).toEqual([]);
    expect(within(dialog).getByLabelText('终止原因')).toBeTruthy();
  });

  it('流程定义 lists the versions with their state and running instances; 挂起, 激活 at once, 停用 after saying it is final', async () => {
    const versions = [
      definition(),
      definition({ procDefId: 'agreement:1:abc', version: 1, state: 'suspended', runningCount: 1 }),
      definition({ procDefId: 'leave:1:x', processDefKey: 'leave', processName: '请假审批', version: 1, state: 'retired', runningCount: 0 }),
    ];
    const http = server()
      .on('GET', API.definitions, () => samples.page(versions))
      .onSaying('POST', API.state, '已挂起', true);
    const { user, notifier } = await renderProcessCentrePage(PAGE, { http, user: MONITOR_HOLDER });
    await screen.findByText('费用报销');
    await user.click(screen.getByRole('tab', { name: '流程定义' }));
    await screen.findByText('请假审批');
    const row = (procDefVersion: string, name = '合同审批') =>
      screen.getAllByText(procDefVersion).map((cell) => cell.closest<HTMLElement>('tr')!).find((tr) => within(tr).queryByText(name))!;
    expect(within(row('v2')).getByText('已激活')).toBeTruthy();
    expect(within(row('v2')).getByText('4')).toBeTruthy();
    expect(within(row('v1')).getByText('已挂起')).toBeTruthy();
    expect(within(row('v1', '请假审批')).getByText('已停用')).toBeTruthy();
    const actions = (tr: HTMLElement) => within(tr).queryAllByRole('button').map((button) => button.textContent);
    expect(actions(row('v2'))).toEqual(['挂起', '停用']);
    expect(actions(row('v1'))).toEqual(['激活', '停用']);
    expect(actions(row('v1', '请假审批'))).toEqual([]);

    await user.click(within(row('v2')).getByRole('button', { name: '挂起' }));
    await waitFor(() => expect(http.callsTo('POST', API.state).map((call) => call.body)).toEqual([{ procDefId: 'agreement:2:def', state: 'suspended' }]));
    expect(shown(notifier, 'success')).toEqual(['已挂起']);
    await waitFor(() => expect(http.callsTo('GET', API.definitions)).toHaveLength(2));

    await user.click(within(row('v1')).getByRole('button', { name: '停用' }));
    const confirm = await screen.findByText(/停用后「合同审批」v1 不能再发起，也不能再激活/);
    expect(http.callsTo('POST', API.state)).toHaveLength(1);
    await user.click(within(confirm.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', API.state).at(-1)?.body).toEqual({ procDefId: 'agreement:1:abc', state: 'retired' }));
  });

  it('is offered in 管理后台’s side menu only to whoever may call it: the administrators and holders of 流程监控', async () => {
    const { host } = await renderProcessCentrePage('/process/my', { http: server().on('GET', '/workflow/history/query/myStartedPage', samples.page([])) });
    const entry = host.container.getAll(SideMenuContributions).find((item) => item.group === MANAGEMENT_MENU_GROUP && item.path === PAGE)!;
    expect(entry.label).toBe('流程监控');
    expect(entry.visible?.(ADMIN)).toBe(true);
    expect(entry.visible?.(MONITOR_HOLDER)).toBe(true);
    expect(entry.visible?.(ZHANG_SAN)).toBe(false);
    expect(entry.visible?.({ ...MONITOR_HOLDER, permissions: ['act_process_manage'] })).toBe(false);
  });

  it('turns away whoever may not call it with 403, and asks the server nothing', async () => {
    const http = server();
    await renderProcessCentrePage(PAGE, { http });
    expect(await screen.findByText('您没有流程监控权限')).toBeTruthy();
    expect(http.calls).toEqual([]);
  });
});
