import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessFormHandle, BusinessFormMode, BusinessFormProcess } from '../../../contracts/workbench/ProcessCentre.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import type { FormFieldSetting } from '../ProcessCentreApi.ts';
import { renderInWorkbench, shown } from '../testing/renderProcessCentre.tsx';
import { RecordedForm } from '../testing/RecordedForm.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import { ContractForm } from './ContractForm.tsx';
import { IframePrinter } from './IframePrinter.ts';

const API = {
  byId: '/demoself/agreementForm/query/selectAgreementFormById',
  start: '/demoself/agreementForm/operate/startProcessInst',
  complete: '/demoself/agreementForm/operate/completeTask',
  upload: '/admin/sys-file/upload',
};

const STARTING: BusinessFormProcess = { procDefKey: 'agreement', procDefId: 'agreement:1:abc' };
const HANDLING: BusinessFormProcess = { procDefKey: 'agreement', procInstId: 'inst-1', taskId: 'task-1', taskDefKey: 'managerApprove', businessKey: 'agreement-12' };

async function renderContract(mode: BusinessFormMode, options: { http?: FakeHttpClient; settings?: FormFieldSetting[]; process?: BusinessFormProcess } = {}) {
  const handle = createRef<BusinessFormHandle>();
  const http = options.http ?? new FakeHttpClient().on('GET', API.byId, samples.agreement());
  const fixture = await renderInWorkbench(
    <RecordedForm
      component={ContractForm}
      mode={mode}
      process={options.process ?? (mode === 'start' ? STARTING : HANDLING)}
      form={samples.contractForm({ formFieldList: options.settings ?? [] })}
      ref={handle}
    />,
    { http },
  );
  // Drawn once its record (if any) has loaded, as in the drawer.
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
  return { ...fixture, handle: () => handle.current as BusinessFormHandle };
}

const setting = (key: string, change: Partial<FormFieldSetting>): FormFieldSetting => ({
  key,
  hidden: 'default',
  readonly: 'default',
  operable: 'default',
  required: 'default',
  ...change,
});

const validate = async (handle: () => BusinessFormHandle) => {
  let valid: boolean | undefined;
  await act(async () => {
    valid = await handle().validate();
  });
  return valid;
};

describe('ContractForm while starting', () => {
  it('names the six required fields and says 校验未通过，请检查表单', async () => {
    const { handle, notifier } = await renderContract('start');
    expect(await validate(handle)).toBe(false);
    for (const message of ['合同名称不能为空', '合同类型不能为空', '合同时间不能为空', '合同金额不能为空', '技术服务要求不能为空', '违约责任不能为空']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('甲方名称不能为空')).toBeNull();
    expect(screen.queryByText('甲方联系电话不能为空')).toBeNull();
    expect(shown(notifier, 'error')).toEqual(['校验未通过，请检查表单']);
  });

  it('takes the user to the first error', async () => {
    const { handle } = await renderContract('start');
    await validate(handle);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('合同名称')));
  });

  it('offers the types 技术, 商品销售 and 其他', async () => {
    const { user } = await renderContract('start');
    await user.click(screen.getByLabelText('合同类型'));
    expect(await screen.findByTitle('技术')).toBeTruthy();
    expect(screen.getByTitle('商品销售')).toBeTruthy();
    expect(screen.getByTitle('其他')).toBeTruthy();
  });

  it('shows the amount with ¥ and thousands separators and keeps it within 9999999', async () => {
    const { user } = await renderContract('start');
    const money = screen.getByLabelText('合同金额') as HTMLInputElement;
    await user.click(money);
    await user.paste('1234567');
    await user.tab();
    expect(money.value).toBe('¥ 1,234,567');
    await user.clear(money);
    await user.paste('123456789');
    await user.tab();
    expect(money.value).toBe('¥ 9,999,999');
  });

  it('limits the phone to 11 characters and hints 请输入11位手机号码', async () => {
    await renderContract('start');
    const phone = screen.getByLabelText('甲方联系电话') as HTMLInputElement;
    expect(phone.maxLength).toBe(11);
    expect(phone.placeholder).toBe('请输入11位手机号码');
  });

  it('starts the process with the contract, its times as yyyy-MM-DD HH:mm:ss', async () => {
    const http = new FakeHttpClient().on('POST', API.start, { procInstId: 'inst-9', businessKey: 'agreement-9', agreementId: 9 });
    const { handle, user } = await renderContract('start', { http });
    await user.click(screen.getByLabelText('合同名称'));
    await user.paste('  服务器采购合同 ');
    await user.click(screen.getByLabelText('合同类型'));
    await user.click(await screen.findByTitle('技术'));
    await user.click(screen.getByPlaceholderText('开始时间'));
    await user.keyboard('2026-02-01 09:00:00{Enter}');
    await user.keyboard('2026-12-31 18:00:00{Enter}');
    await user.click(screen.getByLabelText('合同金额'));
    await user.paste('500000');
    await user.click(screen.getByLabelText('技术服务要求'));
    await user.paste('三年维保');
    await user.click(screen.getByLabelText('违约责任'));
    await user.paste('按日赔偿');
    await user.tab();
    expect(await validate(handle)).toBe(true);
    let answer: unknown;
    await act(async () => {
      answer = await handle().start({ procDefKey: 'agreement', selectedSeqFlowId: ['flow-big'] });
    });
    expect(answer).toMatchObject({ code: 0 });
    expect(http.callsTo('POST', API.start)[0].body).toEqual({
      startProcessDTO: { procDefKey: 'agreement', selectedSeqFlowId: ['flow-big'] },
      agreementFormDTO: {
        agreementName: '服务器采购合同',
        agreementType: '1',
        startTime: '2026-02-01 09:00:00',
        endTime: '2026-12-31 18:00:00',
        agreementMoney: 500000,
        firstPartyName: null,
        firstPartyAgreement: null,
        firstPartyPhone: null,
        technicalServiceRequire: '三年维保',
        violationDuty: '按日赔偿',
        bucketName: null,
        fileName: null,
        originalName: null,
      },
    });
  });

  it('makes a field required, or hides it, as the form settings say', async () => {
    const { handle } = await renderContract('start', {
      settings: [setting('firstPartyName', { required: 'true' }), setting('firstPartyPhone', { hidden: 'true' })],
    });
    expect(screen.queryByLabelText('甲方联系电话')).toBeNull();
    await validate(handle);
    expect(await screen.findByText('甲方名称不能为空')).toBeTruthy();
  });
});

describe('ContractForm while handling', () => {
  it('loads the contract by its business key and shows it read-only', async () => {
    const http = new FakeHttpClient().on('GET', API.byId, samples.agreement());
    await renderContract('handle', { http });
    const name = (await screen.findByDisplayValue('服务器采购合同')) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    await waitFor(() => expect((screen.getByLabelText('合同金额') as HTMLInputElement).value).toBe('¥ 1,234,567.5'));
    expect((screen.getByLabelText('合同金额') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: '合同正本.pdf' }).getAttribute('href')).toBe('/prod-api/sys-file/workflow/a1b2.pdf?sysAuthorization=token-1');
    expect(screen.queryByRole('button', { name: /上传文件/ })).toBeNull();
    expect(http.callsTo('GET', API.byId)[0].options?.params).toEqual({ businessKey: 'agreement-12' });
    expect(screen.getByRole('heading', { name: '服务器采购合同' })).toBeTruthy();
  });

  it('lets the handler edit what the settings open, and completes the task with the contract', async () => {
    const http = new FakeHttpClient().on('GET', API.byId, samples.agreement()).on('POST', API.complete, true);
    const { handle, user } = await renderContract('handle', { http, settings: [setting('agreementMoney', { readonly: 'false' })] });
    await screen.findByDisplayValue('服务器采购合同');
    const money = screen.getByLabelText('合同金额') as HTMLInputElement;
    expect(money.disabled).toBe(false);
    expect((screen.getByLabelText('合同名称') as HTMLInputElement).disabled).toBe(true);
    await user.clear(money);
    await user.paste('99000');
    await user.tab();
    expect(await validate(handle)).toBe(true);
    await act(async () => {
      await handle().complete({ taskId: 'task-1', procInstId: 'inst-1', taskDefKey: 'managerApprove', comment: '同意', selectedSeqFlowId: [] });
    });
    expect(http.callsTo('POST', API.complete)[0].body).toEqual({
      taskOperationDTO: { taskId: 'task-1', procInstId: 'inst-1', taskDefKey: 'managerApprove', comment: '同意', selectedSeqFlowId: [] },
      agreementFormDTO: { ...samples.agreement(), agreementMoney: 99000 },
    });
  });

  it('prints the contract with the first party and the contact labelled the other way round', async () => {
    const printed: string[] = [];
    vi.spyOn(IframePrinter.prototype, 'print').mockImplementation((element) => {
      const rows = [...(element as HTMLElement).querySelectorAll('tr')].map((row) => row.textContent);
      printed.push(...rows);
    });
    const { handle } = await renderContract('handle');
    await screen.findByDisplayValue('服务器采购合同');
    act(() => handle().print());
    expect(printed).toContain('甲方名称王五');
    expect(printed).toContain('甲方联系人融合出版集团');
    expect(printed).toContain('合同金额¥ 1,234,567.5');
    expect(printed).toContain('合同类型商品销售');
    vi.restoreAllMocks();
  });

  it('shows a print failure as the printer words it', async () => {
    const { handle, notifier } = await renderContract('handle');
    await screen.findByDisplayValue('服务器采购合同');
    vi.spyOn(IframePrinter.prototype, 'print').mockImplementation(() => {
      throw new Error('unexpected');
    });
    act(() => handle().print());
    expect(shown(notifier, 'error')).toEqual(['打印失败！请检查浏览器是否支持iframe标签！']);
    vi.restoreAllMocks();
  });
});

describe('ContractForm attachment', () => {
  const pdf = () => new File(['%PDF'], '报价单.pdf', { type: 'application/pdf' });

  it('uploads one file to the workflow folder as the multipart field file and says 文件上传成功', async () => {
    const http = new FakeHttpClient().on('POST', API.upload, { bucketName: 'workflow', fileName: 'x9.pdf', url: '/admin/sys-file/workflow/x9.pdf' });
    const { user, notifier } = await renderContract('start', { http });
    await user.upload(screen.getByLabelText('附件'), pdf());
    await waitFor(() => expect(shown(notifier, 'success')).toEqual(['文件上传成功']));
    const call = http.callsTo('POST', API.upload)[0];
    expect(call.options?.params).toEqual({ folder: 'workflow' });
    expect((call.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('报价单.pdf')).toBeTruthy();
    expect(screen.getByText('文件大小不能超过200M')).toBeTruthy();
  });

  it('refuses a second file: 最多只能上传1个文件!', async () => {
    const http = new FakeHttpClient().on('POST', API.upload, { bucketName: 'workflow', fileName: 'x9.pdf', url: '/x' });
    const { user, notifier } = await renderContract('start', { http });
    await user.upload(screen.getByLabelText('附件'), pdf());
    await screen.findByText('报价单.pdf');
    await user.upload(screen.getByLabelText('附件'), new File(['b'], '第二份.pdf'));
    expect(shown(notifier, 'error')).toEqual(['最多只能上传1个文件!']);
    expect(http.callsTo('POST', API.upload)).toHaveLength(1);
  });

  it('refuses a type outside the list and a file above the limit', async () => {
    const http = new FakeHttpClient();
    const { notifier } = await renderContract('start', { http });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('附件'), new File(['x'], '病毒.exe'));
    const huge = pdf();
    Object.defineProperty(huge, 'size', { value: 300 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('附件'), huge);
    expect(shown(notifier, 'error')).toEqual(['上传文件只支持doc/docx/xls/xlsx/ppt/pptx/pdf/txt/jpg/jpeg/png/zip/rar格式!', '文件大小限制为204800KB']);
    expect(http.callsTo('POST', API.upload)).toEqual([]);
  });

  it('checks against the limit the administrators set (管理后台 › 系统设置)', async () => {
    const http = new FakeHttpClient().on('GET', '/admin/enterpriseSetting/select', { uploadLimitKb: 1 });
    const { user, notifier } = await renderContract('start', { http });
    await waitFor(() => expect(http.callsTo('GET', '/admin/enterpriseSetting/select')).toHaveLength(1));
    const twoKB = pdf();
    Object.defineProperty(twoKB, 'size', { value: 2048 });
    // The limit arrives after the first render: the check uses it once it is known.
    await waitFor(async () => {
      await user.upload(screen.getByLabelText('附件'), twoKB);
      expect(shown(notifier, 'error')).toContain('文件大小限制为1KB');
    });
    expect(http.callsTo('POST', API.upload)).toEqual([]);
  });

  it('says 文件上传失败 when the upload fails, once', async () => {
    const http = new FakeHttpClient().failOn('POST', API.upload, 413, '文件过大');
    const { user, notifier } = await renderContract('start', { http });
    await user.upload(screen.getByLabelText('附件'), pdf());
    await waitFor(() => expect(shown(notifier, 'error')).toEqual(['文件上传失败']));
  });
});
