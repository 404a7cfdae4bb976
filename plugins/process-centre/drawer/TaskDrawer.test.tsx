import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ApiEnvelope, RequestOptions } from '../../../contracts/workbench/Http.ts';
import type { BusinessFormProcess } from '../../../contracts/workbench/ProcessCentre.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import type { Diagram } from '../ProcessCentreApi.ts';
import { fakeBusinessForm } from '../testing/FakeBusinessForm.ts';
import { probeFormPlugin } from '../testing/ProbeForm.tsx';
import { renderInWorkbench, shown } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import type { DrawerSubject } from './DrawerSubject.ts';
import { TaskDrawer } from './TaskDrawer.tsx';

// Stands in for the bpmn-js viewer (which does not run under happy-dom) with the diagram it was
// given. Test files share their worker's modules and mocks, so the tests look at what is drawn,
// never at which file's stand-in or module import did it.
vi.mock('../diagram/DiagramStatusViewer.tsx', () => ({
  DiagramStatusViewer: ({ diagram }: { diagram: Diagram }) => <p>流程图 {diagram.bpmn20Xml}</p>,
}));

const API = {
  info: '/workflow/runtime/query/getMessageProcessInfo',
  handle: '/workflow/runtime/query/procDefConfForHandleTask',
  start: '/workflow/runtime/query/procDefConfForStartProcessInst',
  diagram: '/workflow/history/diagram',
  history: '/workflow/history/list',
  terminate: '/workflow/runtime/operate/terminate',
  agreement: '/demoself/agreementForm/query/selectAgreementFormById',
  agreementComplete: '/demoself/agreementForm/operate/completeTask',
};

/** A server whose answer to the stored contract is held until the test lets it go. */
class ContractHeldOpen extends FakeHttpClient {
  /** Times the stored contract was asked for, held or not. */
  asked = 0;
  release: () => void = () => undefined;
  readonly #gate = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  override async get<T>(url: string, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    if (url === API.agreement) {
      this.asked += 1;
      await this.#gate;
    }
    return super.get<T>(url, options);
  }
}

/** A server whose answer to the node's settings is held until the test lets it go. */
class SettingsHeldOpen extends FakeHttpClient {
  /** Times the settings were asked for, held or not. */
  asked = 0;
  release: () => void = () => undefined;
  readonly #gate = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  override async get<T>(url: string, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    if (url === API.handle) {
      this.asked += 1;
      await this.#gate;
    }
    return super.get<T>(url, options);
  }
}

const probe = samples.contractForm({ formKey: 'probe', formRouter: 'ProbeForm' });
const TASK: DrawerSubject = { kind: 'task', procInstId: 'inst-1', taskId: 'task-1' };

function taskServer(info = samples.heldTask(), config = samples.config({ formList: [probe] })) {
  return new FakeHttpClient()
    .on('GET', API.info, info)
    .on('GET', API.handle, config)
    .on('GET', API.start, config)
    .on('GET', API.diagram, samples.diagram())
    .on('GET', API.history, []);
}

async function openDrawer(subject: DrawerSubject, http: FakeHttpClient, form = fakeBusinessForm()) {
  const onClose = vi.fn();
  const fixture = await renderInWorkbench(<TaskDrawer subject={subject} onClose={onClose} />, { http, plugins: [probeFormPlugin(form)] });
  await screen.findByRole('dialog', { name: /^合同管理/ });
  return { ...fixture, onClose, form };
}

describe('TaskDrawer', () => {
  it('opens a held task 60 % wide under 合同管理 with its business form, both tabs and the default buttons', async () => {
    const http = taskServer();
    await openDrawer(TASK, http);
    expect(await screen.findByText('探针表单 handle inst-1 agreement-12 probe')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['表单信息', '流程状态']);
    const wrapper = document.querySelector<HTMLElement>('.ant-drawer-content-wrapper');
    expect(wrapper?.style.width).toBe('60%');
    expect(within(screen.getByRole('group', { name: '流程操作' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['驳回', '同意']);
    expect(http.callsTo('GET', API.info)[0].options?.params).toEqual({ procInstId: 'inst-1', taskId: 'task-1' });
    // the held task: the server answers what its holder may do there
    expect(http.callsTo('GET', API.handle)[0].options?.params).toEqual({ procDefId: 'agreement:1:abc', taskDefKey: 'managerApprove', buttonFlag: 'true', taskId: 'task-1' });
  });

  it('names the process beside the spec’s title 合同管理, so a handler knows what they approve', async () => {
    await openDrawer(TASK, taskServer(samples.heldTask({ processName: '费用报销审批' })));
    expect(await screen.findByRole('dialog', { name: '合同管理 费用报销审批' })).toBeTruthy();
  });

  it('names the process being started as its opener named it', async () => {
    await openDrawer({ kind: 'start', procDefKey: 'leave', processName: '请假申请' }, taskServer());
    expect(await screen.findByRole('dialog', { name: '合同管理 请假申请' })).toBeTruthy();
  });

  it('shows a task the caller no longer holds read-only, without buttons', async () => {
    const http = taskServer(samples.heldTask({ taskState: 'complete' }));
    await openDrawer(TASK, http);
    expect(await screen.findByText('探针表单 view inst-1 agreement-12 probe')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '流程操作' })).toBeNull();
    expect(http.callsTo('GET', API.handle)[0].options?.params).toMatchObject({ buttonFlag: 'false' });
  });

  it('has no 流程状态 tab when the task node is not known', async () => {
    const http = taskServer(samples.heldTask({ taskId: null, taskDefKey: null, taskState: 'complete' }));
    await openDrawer({ kind: 'task', procInstId: 'inst-1' }, http);
    await screen.findByText(/探针表单 view/);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['表单信息']);
    expect(http.callsTo('GET', API.start)[0].options?.params).toEqual({ procDefKey: 'agreement' });
  });

  it('says 对应表单不存在 when no plugin contributes the named form', async () => {
    const http = taskServer(samples.heldTask(), samples.config({ formList: [samples.contractForm({ formRouter: 'LeaveForm' })] }));
    await openDrawer(TASK, http);
    expect(await screen.findByText('对应表单不存在')).toBeTruthy();
  });

  it('says 对应表单不存在 when the node has no form at all', async () => {
    const http = taskServer(samples.heldTask(), samples.config({ formList: [] }));
    await openDrawer(TASK, http);
    expect(await screen.findByText('对应表单不存在')).toBeTruthy();
  });

  it("closes with the reason 'cancel' when the user closes it", async () => {
    const { user, onClose } = await openDrawer(TASK, taskServer());
    await screen.findByText(/探针表单/);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledWith('cancel');
  });

  it('closes with the name of the action that finished the task', async () => {
    const http = taskServer(samples.heldTask(), samples.config({ formList: [probe], buttonList: [samples.button('terminate', true, '终止')] }));
    http.on('POST', API.terminate, true);
    const { user, onClose, notifier } = await openDrawer(TASK, http);
    await user.click(await screen.findByRole('button', { name: '终止' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('terminate'));
    expect(shown(notifier, 'success')).toEqual(['终止成功']);
  });

  it('opens a start flow with 提交 and no status tab, and submits straight away when there is no choice of next node', async () => {
    const http = taskServer(samples.heldTask(), samples.config({ formList: [probe], seqFlowList: [] }));
    const { user, onClose, form, notifier } = await openDrawer({ kind: 'start', procDefKey: 'agreement', procDefId: 'agreement:1:abc' }, http);
    expect(await screen.findByText('探针表单 start - - probe')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['表单信息']);
    await user.click(await screen.findByRole('button', { name: '提交' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('start'));
    expect(form.validate).toHaveBeenCalled();
    expect(form.start).toHaveBeenCalledWith({ procDefKey: 'agreement', selectedSeqFlowId: [] });
    expect(shown(notifier, 'success')).toEqual(['提交成功']);
  });

  it('asks for the next node before starting when the flow offers several', async () => {
    const flows = [
      { id: 'f1', name: '普通合同', nextElementId: 'a' },
      { id: 'f2', name: '重大合同', nextElementId: 'b' },
    ];
    const http = taskServer(samples.heldTask(), samples.config({ formList: [probe], seqFlowList: flows }));
    const { user, form } = await openDrawer({ kind: 'start', procDefKey: 'agreement' }, http);
    await screen.findByText(/探针表单 start/);
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByRole('radio', { name: '重大合同' })).toBeTruthy();
    expect(screen.getByText('下一流程节点')).toBeTruthy();
    expect(form.start).not.toHaveBeenCalled();
  });

  it('draws the bpmn-js viewer only when 流程状态 opens', async () => {
    const { user } = await openDrawer(TASK, taskServer());
    await screen.findByText(/探针表单/);
    expect(screen.queryByText(/^流程图/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: '流程状态' }));
    expect(await screen.findByText('流程图 <definitions/>')).toBeTruthy();
  });

  it('draws the contract once, filled in: no form, no buttons and no 对应表单不存在 until the stored contract has arrived', async () => {
    const http = new ContractHeldOpen()
      .on('GET', API.info, samples.heldTask())
      .on('GET', API.handle, samples.config({ formList: [samples.contractForm()] }))
      .on('GET', API.agreement, samples.agreement())
      .on('POST', API.agreementComplete, true);
    const { user, notifier, onClose } = await openDrawer(TASK, http);
    // the contract is asked for (with the form's code) and still on its way: the drawer waits
    await waitFor(() => expect(http.asked).toBe(1));
    expect(screen.queryByRole('button', { name: /同意/ })).toBeNull();
    expect(screen.queryByLabelText('合同名称')).toBeNull();
    expect(screen.queryByText('对应表单不存在')).toBeNull();

    http.release();
    expect(await screen.findByDisplayValue('服务器采购合同')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: '同意' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: '同意' }));
    // the 同意 dialog, with its 意见
    expect(await screen.findByLabelText('意见')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('complete'));
    // what went in is the stored contract, not an empty form
    const [sent] = http.callsTo('POST', API.agreementComplete);
    expect(sent.body).toMatchObject({ agreementFormDTO: { agreementName: '服务器采购合同', agreementMoney: 1234567.5 } });
    expect(shown(notifier, 'warning')).toEqual([]);
  });

  it('asks for the form’s record while the form’s code is still on its way, not once the form has drawn', async () => {
    let codeArrives: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (codeArrives = resolve));
    const loadRecord = vi.fn(async (_api: unknown, _process: BusinessFormProcess) => ({ title: '探针记录' }));
    const plugin = probeFormPlugin(fakeBusinessForm(), {
      load: async (form) => {
        await code;
        return { default: form };
      },
      loadRecord,
    });
    const http = taskServer();
    await renderInWorkbench(<TaskDrawer subject={TASK} onClose={vi.fn()} />, { http, plugins: [plugin] });
    await waitFor(() => expect(loadRecord).toHaveBeenCalledTimes(1));
    // the record's request went out with the task's ids while the code has not arrived
    expect(loadRecord.mock.calls[0][1]).toMatchObject({ procInstId: 'inst-1', taskId: 'task-1', businessKey: 'agreement-12' });
    expect(screen.queryByText(/探针表单/)).toBeNull();
    codeArrives();
    expect(await screen.findByText('探针表单 handle inst-1 agreement-12 probe 记录 {"title":"探针记录"}')).toBeTruthy();
  });

  it('asks for the form’s record beside the node’s settings when the task’s info names the form', async () => {
    const loadRecord = vi.fn(async (_api: unknown, _process: BusinessFormProcess) => ({ title: '探针记录' }));
    const http = new SettingsHeldOpen()
      .on('GET', API.info, samples.heldTask({ formRouter: 'ProbeForm' }))
      .on('GET', API.handle, samples.config({ formList: [probe] }));
    await renderInWorkbench(<TaskDrawer subject={TASK} onClose={vi.fn()} />, { http, plugins: [probeFormPlugin(fakeBusinessForm(), { loadRecord })] });
    // the node's settings are still on their way, yet the record is asked for
    await waitFor(() => expect(http.asked).toBe(1));
    await waitFor(() => expect(loadRecord).toHaveBeenCalledTimes(1));
    expect(loadRecord.mock.calls[0][1]).toMatchObject({ procInstId: 'inst-1', taskId: 'task-1', businessKey: 'agreement-12' });
    expect(screen.queryByText(/探针表单/)).toBeNull();
    http.release();
    expect(await screen.findByText('探针表单 handle inst-1 agreement-12 probe 记录 {"title":"探针记录"}')).toBeTruthy();
    expect(loadRecord).toHaveBeenCalledTimes(1);
  });

  it('draws the form the node’s settings name when it is not the one the task’s info named', async () => {
    const http = taskServer(samples.heldTask({ formRouter: 'LeaveForm' }), samples.config({ formList: [probe] }));
    await openDrawer(TASK, http);
    expect(await screen.findByText('探针表单 handle inst-1 agreement-12 probe')).toBeTruthy();
  });

  it('draws the form once, when its record is there: never empty first, nor again when it gives its handle', async () => {
    let recordArrives: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (recordArrives = resolve));
    const renders: unknown[] = [];
    const record = { title: '探针记录' };
    const plugin = probeFormPlugin(fakeBusinessForm(), {
      loadRecord: async () => {
        await held;
        return record;
      },
      renders,
    });
    await renderInWorkbench(<TaskDrawer subject={TASK} onClose={vi.fn()} />, { http: taskServer(), plugins: [plugin] });
    await screen.findByRole('dialog', { name: /^合同管理/ });
    recordArrives();
    await screen.findByText(/记录/);
    // the buttons have the form's handle: the drawer has drawn again since
    await waitFor(() => expect((screen.getByRole('button', { name: '同意' }) as HTMLButtonElement).disabled).toBe(false));
    expect(renders).toEqual([record]);
  });

  it('still says 对应表单不存在 at once on 同意 when no plugin contributes the form', async () => {
    const http = taskServer(samples.heldTask(), samples.config({ formList: [samples.contractForm({ formRouter: 'LeaveForm' })] }));
    const { user, notifier } = await openDrawer(TASK, http);
    const agree = await screen.findByRole('button', { name: '同意' });
    expect(agree.className).not.toContain('ant-btn-loading');
    await user.click(agree);
    expect(shown(notifier, 'warning')).toEqual(['对应表单不存在']);
  });

  it('shows a delegate only the buttons the server answers for their task, not the node’s', async () => {
    const node = [samples.button('complete', true, '同意'), samples.button('reject', true, '驳回'), samples.button('delegate', true, '委托')];
    const http = taskServer().on('GET', API.handle, (call: { options?: { params?: Record<string, unknown> } }) =>
      // the server's answer for the held task 委托 to the caller: 同意 alone
      samples.config({ formList: [probe], buttonList: call.options?.params?.taskId === 'task-1' ? [node[0]] : node }),
    );
    await openDrawer(TASK, http);
    await screen.findByText(/探针表单 handle/);
    expect(within(screen.getByRole('group', { name: '流程操作' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['同意']);
  });
});
