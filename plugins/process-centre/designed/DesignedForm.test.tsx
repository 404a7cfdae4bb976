import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { BusinessFormHandle, BusinessFormMode, BusinessFormProcess } from '../../../contracts/workbench/ProcessCentre.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { IframePrinter } from '../contract/IframePrinter.ts';
import type { DesignedFormView, FormFieldSetting } from '../ProcessCentreApi.ts';
import { designedSamples } from '../testing/DesignedFormSamples.ts';
import { RecordedForm } from '../testing/RecordedForm.tsx';
import { renderInWorkbench, shown } from '../testing/renderProcessCentre.tsx';
import { DesignedForm } from './DesignedForm.tsx';

const API = {
  startForm: '/form/designed/query/startForm',
  byKey: '/form/designed/query/byBusinessKey',
  start: '/form/designed/operate/startProcessInst',
  complete: '/form/designed/operate/completeTask',
};

const STARTING: BusinessFormProcess = { procDefKey: 'leave', procDefId: 'leave:2:abc' };
const HANDLING: BusinessFormProcess = { procDefKey: 'leave', procInstId: 'inst-5', taskId: 'task-5', taskDefKey: 'Task_manager', businessKey: 'form-5' };

const stored = { title: '张三的年假', leaveType: 'annual', period: ['2026-12-01', '2026-12-05'], days: 5, urgent: false, reason: '回老家', attachment: [] };

function instance(change: Partial<DesignedFormView> = {}): DesignedFormView {
  return {
    formId: 31,
    formKey: 'leave',
    version: 2,
    mode: 'approver',
    title: '张三的年假',
    definition: designedSamples.leave(),
    formName: '请假申请',
    values: stored,
    rules: {
      title: { hidden: false, editable: false, required: false },
      leaveType: { hidden: false, editable: false, required: false },
      period: { hidden: false, editable: false, required: false },
      days: { hidden: false, editable: false, required: false },
      urgent: { hidden: false, editable: true, required: false },
      reason: { hidden: false, editable: false, required: false },
      attachment: { hidden: false, editable: false, required: false },
    },
    ...change,
  };
}

/** What /form/designed/query/startForm answers: the pinned version, no values, and here no rules, which leaves the start rules to the browser. */
function startForm(definition: DesignedFormView['definition'], formName = '请假申请'): DesignedFormView {
  return { formId: 31, formKey: 'leave', formName, version: 2, mode: 'start', definition, values: {}, rules: {} };
}

async function renderDesigned(mode: BusinessFormMode, options: { http?: FakeHttpClient; settings?: FormFieldSetting[] } = {}) {
  const handle = createRef<BusinessFormHandle>();
  const http = options.http ?? new FakeHttpClient().on('GET', API.startForm, startForm(designedSamples.leave())).on('GET', API.byKey, instance());
  const fixture = await renderInWorkbench(
    <RecordedForm component={DesignedForm} mode={mode} process={mode === 'start' ? STARTING : HANDLING} form={designedSamples.formRef({ formFieldList: options.settings ?? [] })} ref={handle} />,
    { http },
  );
  await waitFor(() => expect(handle.current).toBeTruthy());
  return { ...fixture, handle: () => handle.current as BusinessFormHandle };
}

const validate = async (handle: () => BusinessFormHandle) => {
  let valid: boolean | undefined;
  await act(async () => {
    valid = await handle().validate();
  });
  return valid;
};

async function fillLeave(user: Awaited<ReturnType<typeof renderDesigned>>['user']) {
  await user.type(screen.getByRole('textbox', { name: '标题' }), '张三的年假');
  await user.click(screen.getByRole('combobox', { name: '请假类型' }));
  await user.click(await screen.findByTitle('年假'));
  await user.click(screen.getByPlaceholderText('开始日期'));
  await user.keyboard('2026-12-01{Enter}');
  await user.keyboard('2026-12-05{Enter}');
  await user.type(screen.getByRole('textbox', { name: '事由' }), '回老家');
}

// Each file sets its own time: a worker shares renderProcessCentre's module, and its setConfig, between files.
describe('DesignedForm while starting', { timeout: 60000 }, () => {
  it("reads the deployed version's definition and names every required field with its message", async () => {
    const { http, handle, notifier } = await renderDesigned('start');
    expect(http.callsTo('GET', API.startForm)[0].options?.params).toMatchObject({ procDefKey: 'leave', procDefId: 'leave:2:abc' });
    expect(screen.getByRole('heading', { name: '请假申请' })).toBeTruthy();
    expect(await validate(handle)).toBe(false);
    for (const message of ['请填写标题', '请选择请假类型', '请选择请假时间', '请写明请假事由']) expect(await screen.findByText(message, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(shown(notifier, 'error')).toEqual(['校验未通过，请检查表单']);
  });

  it('says what each empty required field of every type lacks, 明细 cells included', async () => {
    const definition = designedSamples.everyType();
    definition.fields = definition.fields.map((field) => (['section', 'description', 'computed', 'switch'].includes(field.type) ? field : { ...field, required: true }));
    const http = new FakeHttpClient().on('GET', API.startForm, startForm(definition, '全部字段')).on('GET', '/admin/dict/type/city', [{ label: '北京', value: 'bj' }]);
    const { handle } = await renderDesigned('start', { http });
    expect(await validate(handle)).toBe(false);
    const messages = ['请填写姓名', '请填写工号', '请填写备注', '请填写人数', '请填写预算', '请选择行程', '请选择时间', '请选择城市', '请选择座位', '请选择餐食', '请选择代理人', '请上传附件', '请填写详情', '请填写项目', '请填写单价'];
    for (const message of messages) expect(await screen.findByText(message, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    // The date starts as today: nothing to say.
    expect(screen.queryByText('请选择日期', { selector: '.ant-form-item-explain-error' })).toBeNull();
  });

  it('keeps a field the start node closes read-only, and one it hides out', async () => {
    await renderDesigned('start', {
      settings: [
        { key: 'urgent', hidden: 'true', readonly: 'default', operable: 'default', required: 'default' },
        { key: 'title', hidden: 'default', readonly: 'true', operable: 'default', required: 'default' },
      ],
    });
    expect(screen.queryByRole('switch', { name: '加急' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '标题' })).toBeNull();
    expect(screen.getByText('标题')).toBeTruthy();
  });

  it('starts the process with the values typed; the server computes 天数 itself', async () => {
    const http = new FakeHttpClient().on('GET', API.startForm, startForm(designedSamples.leave())).on('POST', API.start, { procInstId: 'inst-9', businessKey: 'form-9' });
    const { handle, user } = await renderDesigned('start', { http });
    await fillLeave(user);
    await waitFor(() => expect(screen.getByLabelText('天数').textContent).toBe('5'));
    expect(await validate(handle)).toBe(true);
    await act(async () => {
      await handle().start({ procDefKey: 'leave', selectedSeqFlowId: ['Flow_manager'] });
    });
    expect(http.callsTo('POST', API.start)[0].body).toEqual({
      procDefKey: 'leave',
      selectedSeqFlowId: ['Flow_manager'],
      values: { title: '张三的年假', leaveType: 'annual', period: ['2026-12-01', '2026-12-05'], urgent: false, reason: '回老家' },
    });
  });

  it("shows each message of the server's refusal on its field", async () => {
    const fieldErrors = [{ key: 'reason', message: '事由不能超过200个字符' }, { key: 'title', message: '请填写标题' }];
    const http = new FakeHttpClient()
      .on('GET', API.startForm, startForm(designedSamples.leave()))
      .failOn('POST', API.start, 400, '表单校验未通过', { fieldErrors });
    const { handle, user } = await renderDesigned('start', { http });
    await fillLeave(user);
    await act(async () => {
      await expect(handle().start({ procDefKey: 'leave' })).rejects.toMatchObject({ status: 400 });
    });
    expect(await screen.findByText('事由不能超过200个字符')).toBeTruthy();
    expect(screen.getByText('请填写标题')).toBeTruthy();
  });
});

/** A long form: forty required texts, far more than its first screen draws at once. */
function longForm(): DesignedFormView['definition'] {
  return { schemaVersion: 1, fields: Array.from({ length: 40 }, (_, i) => ({ key: `f${i + 1}`, type: 'input' as const, label: `字段${i + 1}`, required: true })) };
}

describe('DesignedForm of a long form', { timeout: 60000 }, () => {
  it('checks every field on 提交, those not drawn yet included', async () => {
    const { handle } = await renderDesigned('start', { http: new FakeHttpClient().on('GET', API.startForm, startForm(longForm(), '长表单')) });
    expect(await validate(handle)).toBe(false);
    // The form draws its 40 fields in batches before it can say the last one is missing: on the CI
    // machine's busiest minute that outlasted the tier's 15 s wait (17 s). A bound for a hang, not a budget.
    expect(await screen.findByText('请填写字段40', { selector: '.ant-form-item-explain-error' }, { timeout: 45_000 })).toBeTruthy();
    // antd shows each item's message a moment after the check answers.
    await waitFor(() => expect(screen.getAllByText(/^请填写字段\d+$/, { selector: '.ant-form-item-explain-error' })).toHaveLength(40), { timeout: 45_000 });
  });

  it("puts the server's refusal on a field far below the first screen", async () => {
    const http = new FakeHttpClient()
      .on('GET', API.startForm, startForm(longForm(), '长表单'))
      .failOn('POST', API.start, 400, '表单校验未通过', { fieldErrors: [{ key: 'f40', message: '字段40不能超过200个字符' }] });
    const { handle } = await renderDesigned('start', { http });
    await act(async () => {
      await expect(handle().start({ procDefKey: 'leave' })).rejects.toMatchObject({ status: 400 });
    });
    expect(await screen.findByText('字段40不能超过200个字符', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
  });
});

describe('DesignedForm while handling', { timeout: 60000 }, () => {
  it("shows the instance's values by its business key, read-only where the node says so", async () => {
    const { http } = await renderDesigned('handle');
    expect(http.callsTo('GET', API.byKey)[0].options?.params).toMatchObject({ businessKey: 'form-5', taskId: 'task-5' });
    expect(screen.getByText('张三的年假')).toBeTruthy();
    expect(screen.getByText('2026-12-01 ~ 2026-12-05')).toBeTruthy();
    expect(screen.getByText('回老家')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('switch', { name: '加急' })).toBeTruthy();
  });

  it("never shows a field the server left out for this node", async () => {
    const { reason: _reason, ...visible } = stored;
    const rules = { ...instance().rules, reason: { hidden: true, editable: false, required: false } };
    const http = new FakeHttpClient().on('GET', API.byKey, instance({ values: visible, rules }));
    await renderDesigned('handle', { http });
    expect(screen.queryByText('事由')).toBeNull();
  });

  it('shows a computed field as stored when what it names is hidden from this node (left out of the definition)', async () => {
    const definition = designedSamples.leave();
    definition.fields = definition.fields.filter((field) => field.key !== 'period');
    const { period: _period, ...visible } = stored;
    const { period: _rule, ...rules } = instance().rules ?? {};
    await renderDesigned('handle', { http: new FakeHttpClient().on('GET', API.byKey, instance({ definition, values: visible, rules })) });
    expect(screen.queryByText('请假时间')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('天数').textContent).toBe('5'));
  });

  it('completes the task with the fields the node opens, nothing else', async () => {
    const http = new FakeHttpClient().on('GET', API.byKey, instance()).on('POST', API.complete, true);
    const { handle, user } = await renderDesigned('handle', { http });
    await user.click(screen.getByRole('switch', { name: '加急' }));
    expect(await validate(handle)).toBe(true);
    await act(async () => {
      await handle().complete({ taskId: 'task-5', procInstId: 'inst-5', taskDefKey: 'Task_manager', comment: '同意' });
    });
    expect(http.callsTo('POST', API.complete)[0].body).toEqual({
      taskOperationDTO: { taskId: 'task-5', procInstId: 'inst-5', taskDefKey: 'Task_manager', comment: '同意' },
      values: { urgent: true },
    });
  });

  it('shows a long 明细 ten rows a page, and names a refused cell of another page by its row', async () => {
    const definition = designedSamples.everyType();
    const lines = Array.from({ length: 12 }, (_, row) => ({ item: `项目${row + 1}`, amount: row === 2 ? null : 10, qty: 1, subtotal: 10 }));
    const rules = Object.fromEntries(definition.fields.map((field) => [field.key, { hidden: false, editable: field.key === 'lines', required: false }]));
    const http = new FakeHttpClient().on('GET', API.byKey, instance({ definition, values: { lines }, rules })).on('GET', '/admin/dict/type/city', []);
    const { handle } = await renderDesigned('handle', { http });
    // The 明细 closes a long form: it is drawn after the first screen (DesignedFormRenderer's batches).
    expect(await screen.findByRole('textbox', { name: '第10行项目' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '第11行项目' })).toBeNull();
    // happy-dom gives the spin container the pointer-events of its ::after: a plain click instead.
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('textbox', { name: '第12行项目' })).toBeTruthy();
    // Every row counts in the sums, on show or not.
    expect(screen.getByLabelText('费用明细单价合计').textContent).toBe('¥ 110.00');
    expect(await validate(handle)).toBe(false);
    expect(await screen.findByText('第3行单价：请填写单价')).toBeTruthy();
  });

  it("names a cell the server refused by its row, on whichever page it is", async () => {
    const definition = designedSamples.everyType();
    const lines = Array.from({ length: 12 }, (_, row) => ({ item: `项目${row + 1}`, amount: 10, qty: 1, subtotal: 10 }));
    const rules = Object.fromEntries(definition.fields.map((field) => [field.key, { hidden: false, editable: field.key === 'lines', required: false }]));
    const http = new FakeHttpClient()
      .on('GET', API.byKey, instance({ definition, values: { lines }, rules }))
      .on('GET', '/admin/dict/type/city', [])
      .failOn('POST', API.complete, 400, '表单校验未通过', { fieldErrors: [{ key: 'lines[11].item', message: '项目不能超过500个字符' }] });
    const { handle } = await renderDesigned('handle', { http });
    await act(async () => {
      await expect(handle().complete({ taskId: 'task-5', procInstId: 'inst-5', taskDefKey: 'Task_manager' })).rejects.toMatchObject({ status: 400 });
    });
    expect(await screen.findByText('第12行项目：项目不能超过500个字符')).toBeTruthy();
  });

  it('changes nothing when viewing, whatever the node would let its holder do', async () => {
    await renderDesigned('view');
    expect(screen.queryByRole('switch', { name: '加急' })).toBeNull();
    expect(screen.getByText('否')).toBeTruthy();
  });

  it('prints the values on the contract form’s layout: one row per field, hidden ones left off', async () => {
    const print = vi.spyOn(IframePrinter.prototype, 'print').mockImplementation(() => undefined);
    try {
      const rules = { ...instance().rules, reason: { hidden: true, editable: false, required: false } };
      const { reason: _reason, ...visible } = stored;
      const { handle } = await renderDesigned('handle', { http: new FakeHttpClient().on('GET', API.byKey, instance({ values: visible, rules })) });
      act(() => handle().print());
      const printed = print.mock.calls[0][0] as HTMLElement;
      expect(printed.querySelector('h2')?.textContent).toBe('请假申请');
      const rows = [...printed.querySelectorAll('tr')].map((row) => [...row.children].map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['标题', '张三的年假'],
        ['请假类型', '年假'],
        ['请假时间', '2026-12-01 ~ 2026-12-05'],
        ['天数', '5'],
        ['加急', '否'],
        ['附件', '暂无'],
      ]);
    } finally {
      print.mockRestore();
    }
  });
});
