import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { StyleProvider, createCache } from '@ant-design/cssinjs';
import { TopBarItemContributions, WorkspaceOverlayContributions } from '../../../contracts/workbench/Portal.ts';
import { TaskDrawerOpenerId, type TaskDrawerCloseReason } from '../../../contracts/workbench/ProcessCentre.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { fakeBusinessForm } from '../testing/FakeBusinessForm.ts';
import { probeFormPlugin } from '../testing/ProbeForm.tsx';
import { renderInWorkbench, shown } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import { TaskDrawerHost } from './TaskDrawerHost.tsx';

describe('TaskDrawerOpener', () => {
  it('keeps its drawer host mounted as a workspace overlay, not in the top bar', async () => {
    const { host } = await renderInWorkbench(<p />);
    // Loaded with the main layout (a lazy component), never in the first load of the login page.
    const overlays = host.container.getAll(WorkspaceOverlayContributions);
    expect(overlays.map((item) => item.plugin)).toEqual(['process-centre']);
    expect((overlays[0].component as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    expect(host.container.getAll(TopBarItemContributions)).toEqual([]);
  });

  it('draws the drawer in the render of the opener’s call once its code arrived while the browser was idle', async () => {
    // The browser is idle at once: the host fetches the drawer's code as it mounts.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run();
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const http = new FakeHttpClient()
        .on('GET', '/workflow/runtime/query/getMessageProcessInfo', samples.heldTask())
        .on('GET', '/workflow/runtime/query/procDefConfForHandleTask', samples.config({ formList: [] }))
        .on('GET', '/workflow/runtime/query/myTodoPage', samples.page([]));
      const { host } = await renderInWorkbench(<TaskDrawerHost />, { http });
      await act(() => import('./TaskDrawer.tsx'));
      act(() => {
        void host.container.get(TaskDrawerOpenerId).open({ procInstId: 'inst-1', taskId: 'task-1' });
      });
      // Drawn by that call's own render: no suspension, so no wait for React to reveal it.
      expect(screen.getByRole('dialog', { name: /^合同管理/ })).toBeTruthy();
      expect(await screen.findByText('对应表单不存在')).toBeTruthy();
    } finally {
      // Unmounted while the stand-ins are there: the host cancels its idle callback as it goes.
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('makes the styles of the drawer and its form’s controls while the browser is idle, before any drawer opens', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run();
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      // antd's styles of this host alone, made afresh: none of another test's.
      const styles = document.createElement('div');
      const http = new FakeHttpClient().on('GET', '/workflow/runtime/query/myTodoPage', samples.page([]));
      await renderInWorkbench(
        <StyleProvider cache={createCache()} container={styles}>
          <TaskDrawerHost />
        </StyleProvider>,
        { http },
      );
      await waitFor(() => {
        for (const made of ['.ant-drawer', '.ant-tabs', '.ant-form-item', '.ant-input', '.ant-select', '.ant-picker', '.ant-input-number']) expect(styles.textContent).toContain(made);
      });
      // nothing of it is on the page
      expect(screen.queryByRole('tab')).toBeNull();
      expect(document.querySelector('.ant-picker')).toBeNull();
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('opens the task a message names and tells the caller how the drawer closed', async () => {
    const http = new FakeHttpClient()
      .on('GET', '/workflow/runtime/query/getMessageProcessInfo', samples.heldTask())
      .on('GET', '/workflow/runtime/query/procDefConfForHandleTask', samples.config({ formList: [] }))
      .on('GET', '/workflow/runtime/query/myTodoPage', samples.page([]));
    const { host, user } = await renderInWorkbench(<TaskDrawerHost />, { http });
    expect(screen.queryByRole('dialog')).toBeNull();
    let closed: Promise<TaskDrawerCloseReason> | undefined;
    act(() => {
      closed = host.container.get(TaskDrawerOpenerId).open({ procInstId: 'inst-1', taskId: 'task-1' });
    });
    expect(await screen.findByRole('dialog', { name: /^合同管理/ })).toBeTruthy();
    expect(await screen.findByText('对应表单不存在')).toBeTruthy();
    expect(http.callsTo('GET', '/workflow/runtime/query/getMessageProcessInfo')[0].options?.params).toEqual({ procInstId: 'inst-1', taskId: 'task-1' });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await expect(closed).resolves.toBe('cancel');
  });

  it('asks for the task as it is opened, beside the drawer’s code rather than after it', async () => {
    const http = new FakeHttpClient()
      .on('GET', '/workflow/runtime/query/getMessageProcessInfo', samples.heldTask())
      .on('GET', '/workflow/runtime/query/procDefConfForHandleTask', samples.config({ formList: [] }))
      .on('GET', '/workflow/runtime/query/myTodoPage', samples.page([]));
    const { host } = await renderInWorkbench(<TaskDrawerHost />, { http });
    act(() => {
      void host.container.get(TaskDrawerOpenerId).open({ procInstId: 'inst-1', taskId: 'task-1' });
      // nothing of the drawer is drawn yet (its code is on its way), yet the task is asked for
      expect(http.callsTo('GET', '/workflow/runtime/query/getMessageProcessInfo')).toHaveLength(1);
    });
    expect(await screen.findByText('对应表单不存在')).toBeTruthy();
    // the drawer uses that answer; it does not ask again
    expect(http.callsTo('GET', '/workflow/runtime/query/getMessageProcessInfo')).toHaveLength(1);
  });

  it('opens the start drawer of a process another plugin names (the workbench’s 发起流程) and resolves once it started', async () => {
    const form = fakeBusinessForm();
    const http = new FakeHttpClient()
      .on('GET', '/workflow/runtime/query/procDefConfForStartProcessInst', samples.config({ formList: [samples.contractForm({ formRouter: 'ProbeForm' })] }))
      .on('GET', '/workflow/runtime/query/myTodoPage', samples.page([]));
    const { host, user, notifier } = await renderInWorkbench(<TaskDrawerHost />, { http, plugins: [probeFormPlugin(form)] });
    let closed: Promise<TaskDrawerCloseReason> | undefined;
    act(() => {
      closed = host.container.get(TaskDrawerOpenerId).start({ procDefKey: 'agreement' });
    });
    expect(await screen.findByText(/探针表单 start/)).toBeTruthy();
    expect(http.callsTo('GET', '/workflow/runtime/query/procDefConfForStartProcessInst')[0].options?.params).toEqual({ procDefKey: 'agreement' });
    await user.click(await screen.findByRole('button', { name: '提交' }));
    await expect(closed).resolves.toBe('start');
    expect(form.start).toHaveBeenCalledWith({ procDefKey: 'agreement', selectedSeqFlowId: [] });
    expect(shown(notifier, 'success')).toEqual(['提交成功']);
  });
});
