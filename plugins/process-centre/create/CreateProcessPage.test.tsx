import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { fakeBusinessForm } from '../testing/FakeBusinessForm.ts';
import { probeFormPlugin } from '../testing/ProbeForm.tsx';
import { renderProcessCentrePage, shown } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';

const API = {
  startable: '/workflow/processDef/startableList',
  startConfig: '/workflow/runtime/query/procDefConfForStartProcessInst',
};

describe('/process/create', () => {
  it('offers the startable processes and starts one through its business form, then shows 我发起的', async () => {
    const form = fakeBusinessForm();
    const http = new FakeHttpClient()
      .on('GET', '/workflow/runtime/query/myTodoPage', samples.page([]))
      .on('GET', '/workflow/history/query/myStartedPage', samples.page([]))
      .on('GET', API.startable, [
        { procDefKey: 'agreement', procDefId: 'agreement:3:x', processName: '合同审批', version: 3, formRouter: 'ProbeForm', deployTime: '2026-01-05 09:00:00' },
      ])
      .on('GET', API.startConfig, samples.config({ formList: [samples.contractForm({ formRouter: 'ProbeForm' })] }));
    const { user, router, notifier } = await renderProcessCentrePage('/process/create', { http, plugins: [probeFormPlugin(form)] });
    expect(await screen.findByText('版本 V3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^合同审批/ }));
    expect(await screen.findByText(/探针表单 start/)).toBeTruthy();
    expect(http.callsTo('GET', API.startConfig)[0].options?.params).toEqual({ procDefKey: 'agreement' });
    await user.click(await screen.findByRole('button', { name: '提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/process/my'));
    expect(form.start).toHaveBeenCalledWith({ procDefKey: 'agreement', selectedSeqFlowId: [] });
    expect(shown(notifier, 'success')).toEqual(['提交成功']);
  });

  it('opens the process ?procDefKey names at once (the workbench’s 费用报销), and nothing for one the user may not start', async () => {
    const form = fakeBusinessForm();
    const http = new FakeHttpClient()
      .on('GET', API.startable, [
        { procDefKey: 'agreement', procDefId: 'agreement:3:x', processName: '合同审批', version: 3, formRouter: 'ProbeForm', deployTime: '2026-01-05 09:00:00' },
        { procDefKey: 'reimbursement', procDefId: 'reimbursement:1:x', processName: '费用报销审批', version: 1, formRouter: 'ProbeForm', deployTime: '2026-01-05 09:00:00' },
      ])
      .on('GET', API.startConfig, samples.config({ formList: [samples.contractForm({ formRouter: 'ProbeForm' })] }));
    await renderProcessCentrePage('/process/create?procDefKey=reimbursement', { http, plugins: [probeFormPlugin(form)] });
    expect(await screen.findByText(/探针表单 start/)).toBeTruthy();
    expect(http.callsTo('GET', API.startConfig).map((call) => call.options?.params)).toEqual([{ procDefKey: 'reimbursement' }]);
  });

  it('leaves the list as it is for a key the user may not start', async () => {
    const http = new FakeHttpClient().on('GET', API.startable, [
      { procDefKey: 'agreement', procDefId: 'agreement:3:x', processName: '合同审批', version: 3, formRouter: 'ProbeForm', deployTime: '2026-01-05 09:00:00' },
    ]);
    await renderProcessCentrePage('/process/create?procDefKey=unknown', { http });
    expect(await screen.findByText('版本 V3')).toBeTruthy();
    expect(http.callsTo('GET', API.startConfig)).toEqual([]);
  });
});
