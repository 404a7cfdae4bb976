import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { BusinessFormHandle, BusinessFormMode, BusinessFormProcess } from '../../../contracts/workbench/ProcessCentre.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import type { FormFieldSetting, ReimbursementForm as ReimbursementDto } from '../ProcessCentreApi.ts';
import { renderInWorkbench, shown } from '../testing/renderProcessCentre.tsx';
import { RecordedForm } from '../testing/RecordedForm.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import { IframePrinter } from '../contract/IframePrinter.ts';
import { ReimbursementForm } from './ReimbursementForm.tsx';

const API = {
  byId: '/demoself/reimbursementForm/query/selectReimbursementFormById',
  start: '/demoself/reimbursementForm/operate/startProcessInst',
  complete: '/demoself/reimbursementForm/operate/completeTask',
  me: '/admin/user/personalInfo',
};

const STARTING: BusinessFormProcess = { procDefKey: 'reimbursement', procDefId: 'reimbursement:1:abc' };
const HANDLING: BusinessFormProcess = { procDefKey: 'reimbursement', procInstId: 'inst-7', taskId: 'task-7', taskDefKey: 'Task_manager', businessKey: 'reimbursement-7' };

const me = { userId: 7, username: 'zhangsan', chineseName: '张三', deptName: '前端组' };

async function renderReimbursement(mode: BusinessFormMode, options: { http?: FakeHttpClient; settings?: FormFieldSetting[] } = {}) {
  const handle = createRef<BusinessFormHandle>();
  const http = options.http ?? new FakeHttpClient().on('GET', API.byId, samples.reimbursement()).on('GET', API.me, me);
  const fixture = await renderInWorkbench(
    <RecordedForm component={ReimbursementForm} mode={mode} process={mode === 'start' ? STARTING : HANDLING} form={samples.reimbursementForm({ formFieldList: options.settings ?? [] })} ref={handle} />,
    { http },
  );
  // Drawn once its record (if any) has loaded, as in the drawer.
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
  return { ...fixture, handle: () => handle.current as BusinessFormHandle };
}

const validate = async (handle: () => BusinessFormHandle) => {
  let valid: boolean | undefined;
  await act(async () => {
    valid = await handle().validate();
  });
  return valid;
};

describe('ReimbursementForm while starting', () => {
  it('shows the applicant and department read-only, from the caller', async () => {
    await renderReimbursement('start');
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText('前端组')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '报销人' })).toBeNull();
    // The one optional attachment, uploaded as the contract's.
    expect(screen.getByRole('button', { name: /上传文件/ })).toBeTruthy();
  });

  it('names every required field and says 校验未通过，请检查表单', async () => {
    const { handle, notifier } = await renderReimbursement('start');
    expect(await validate(handle)).toBe(false);
    for (const message of ['报销类型不能为空', '费用日期不能为空', '费用项目不能为空', '金额不能为空', '报销事由不能为空']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(shown(notifier, 'error')).toEqual(['校验未通过，请检查表单']);
  });

  it('derives the total from the lines, in figures and in capitals, as they are typed', async () => {
    const { user } = await renderReimbursement('start');
    await user.click(screen.getByLabelText('第1行金额（元）'));
    await user.paste('553');
    await user.click(screen.getByRole('button', { name: /添加明细/ }));
    await user.click(await screen.findByLabelText('第2行金额（元）'));
    await user.paste('430.25');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('报销总额').textContent).toBe('¥ 983.25'));
    expect(screen.getByText('大写：玖佰捌拾叁元贰角伍分')).toBeTruthy();
    // The sum row of the table says the same; nothing lets the total be typed.
    expect(screen.getAllByText('¥ 983.25')).toHaveLength(2);
    expect(screen.queryByRole('spinbutton', { name: '报销总额' })).toBeNull();
  });

  it('keeps at least one line: the last one cannot be removed', async () => {
    const { user } = await renderReimbursement('start');
    expect((screen.getByRole('button', { name: '删除第1行' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /添加明细/ }));
    await user.click(await screen.findByRole('button', { name: '删除第2行' }));
    await waitFor(() => expect(screen.queryByLabelText('第2行费用项目')).toBeNull());
  });

  it('starts the process with the lines and the formatted reason; applicant and total are left to the server', async () => {
    const http = new FakeHttpClient().on('GET', API.me, me).on('POST', API.start, { procInstId: 'inst-9', businessKey: 'reimbursement-9', reimbursementId: 9 });
    const { handle, user } = await renderReimbursement('start', { http });
    await user.click(screen.getByLabelText('报销类型'));
    await user.click(await screen.findByTitle('交通'));
    await user.click(screen.getByLabelText('第1行费用日期'));
    await user.keyboard('2026-01-10{Enter}');
    await user.click(screen.getByLabelText('第1行费用项目'));
    await user.paste('  出租车 ');
    await user.click(screen.getByLabelText('第1行金额（元）'));
    await user.paste('86.5');
    const reason = await screen.findByRole('textbox', { name: '报销事由' });
    await user.click(reason);
    await user.paste('送客户去机场');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '加粗' }));
    await user.tab();
    expect(await validate(handle)).toBe(true);
    await act(async () => {
      await handle().start({ procDefKey: 'reimbursement' });
    });
    const body = http.callsTo('POST', API.start)[0].body as { reimbursementFormDTO: ReimbursementDto };
    expect(body.reimbursementFormDTO).toEqual({
      reimburseType: '2',
      lines: [{ expenseDate: '2026-01-10', item: '出租车', amount: 86.5, invoiceCount: 1 }],
      reason: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '送客户去机场', marks: [{ type: 'bold' }] }] }] },
      bucketName: null,
      fileName: null,
      originalName: null,
    });
  });
});

describe('ReimbursementForm while handling', () => {
  it('shows the stored reimbursement read-only: lines, total and the formatted reason', async () => {
    const { http } = await renderReimbursement('handle');
    expect(await screen.findByText('高铁票')).toBeTruthy();
    expect(http.callsTo('GET', API.byId)[0].options?.params).toEqual({ businessKey: 'reimbursement-7' });
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('前端组')).toBeTruthy();
    expect(screen.getByLabelText('报销总额').textContent).toBe('¥ 983.25');
    expect(screen.queryByRole('button', { name: /添加明细/ })).toBeNull();
    expect(screen.queryByLabelText('第1行金额（元）')).toBeNull();
    const styled = await screen.findByText('联调三天', {});
    expect(styled.closest('strong')).toBeTruthy();
    expect((styled.closest('[style*="font-family"]') as HTMLElement).style.fontFamily).toContain('KaiTi');
    expect((styled.closest('[style*="font-size"]') as HTMLElement).style.fontSize).toBe('18px');
    expect(screen.getByText('上海客户现场').tagName).toBe('H3');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('link', { name: '发票扫描件.pdf' }).getAttribute('href')).toBe('/prod-api/sys-file/workflow/c3d4.pdf?sysAuthorization=token-1');
    expect(screen.queryByRole('button', { name: /上传文件/ })).toBeNull();
    expect(http.callsTo('GET', API.me)).toHaveLength(0);
  });

  it('shows 暂无 for a reason left empty', async () => {
    const http = new FakeHttpClient().on('GET', API.byId, samples.reimbursement({ reason: { type: 'doc', content: [{ type: 'paragraph' }] } }));
    await renderReimbursement('view', { http });
    await screen.findByText('高铁票');
    expect(screen.getByText('暂无')).toBeTruthy();
  });

  it('prints the form as shown: title, lines, total and reason', async () => {
    const printed: string[] = [];
    const print = vi.spyOn(IframePrinter.prototype, 'print').mockImplementation((element) => void printed.push((element as HTMLElement).textContent ?? ''));
    const { handle } = await renderReimbursement('handle');
    await screen.findByText('联调三天', {});
    act(() => handle().print());
    print.mockRestore();
    expect(printed).toHaveLength(1);
    for (const text of ['费用报销', '高铁票', '酒店住宿', '¥ 983.25', '玖佰捌拾叁元贰角伍分', '联调三天']) expect(printed[0]).toContain(text);
  });

  it('completes the task with the reimbursement as it stands', async () => {
    const http = new FakeHttpClient().on('GET', API.byId, samples.reimbursement()).on('POST', API.complete, true);
    const { handle } = await renderReimbursement('handle', { http });
    await screen.findByText('高铁票');
    expect(await validate(handle)).toBe(true);
    await act(async () => {
      await handle().complete({ taskId: 'task-7', procInstId: 'inst-7', taskDefKey: 'Task_manager', comment: '同意' });
    });
    const { applicantName: _a, deptName: _d, totalAmount: _t, ...sent } = samples.reimbursement();
    void [_a, _d, _t];
    expect(http.callsTo('POST', API.complete)[0].body).toEqual({
      taskOperationDTO: { taskId: 'task-7', procInstId: 'inst-7', taskDefKey: 'Task_manager', comment: '同意' },
      reimbursementFormDTO: sent,
    });
  });
});
