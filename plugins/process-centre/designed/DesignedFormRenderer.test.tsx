import { describe, expect, it, vi } from 'vitest';
import { FormComputation } from '../../../contracts/forms/index.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { DesignedFieldRule } from '../../../contracts/workbench/DesignedForms.ts';
import { DesignedFormRendererId } from '../../../contracts/workbench/DesignedForms.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import type { FormDefinition, FormField, FormValues } from '../ProcessCentreApi.ts';
import { designedSamples } from '../testing/DesignedFormSamples.ts';
import { renderInWorkbench } from '../testing/renderProcessCentre.tsx';
import { BATCH_COST, DesignedFormRenderer, drawCostOf, fieldsWithin, FIRST_COST } from './DesignedFormRenderer.tsx';

const CITY = '/admin/dict/type/city';
const cities = [
  { label: '北京', value: 'bj' },
  { label: '上海', value: 'sh' },
];

async function renderForm(definition: FormDefinition, props: { values?: FormValues; rules?: Record<string, DesignedFieldRule>; width?: number } = {}) {
  const http = new FakeHttpClient().on('GET', CITY, cities);
  const fixture = await renderInWorkbench(<DesignedFormRenderer definition={definition} {...props} />, { http });
  return fixture;
}

const errorOf = (label: string) => {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  return () => item.querySelector('.ant-form-item-explain')?.textContent ?? '';
};

// Each file sets its own time: a worker shares renderProcessCentre's module, and its setConfig, between files.
describe('the designed-form renderer', () => {
  it('draws every field type with its label, placeholder and default', async () => {
    await renderForm(designedSamples.everyType(), { width: 1200 });
    // The rich-text editor is its own chunk: the slowest to arrive on a busy machine.
    expect(await screen.findByRole('textbox', { name: '详情' }, { timeout: 30000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '基本信息' })).toBeTruthy();
    expect(screen.getByText('请如实填写')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '姓名' }).getAttribute('placeholder')).toBe('请输入姓名');
    expect(screen.getByRole('textbox', { name: '备注' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: '人数' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: '预算' })).toBeTruthy();
    // A date's default `today` is the day the form opens.
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect((screen.getByLabelText('日期') as HTMLInputElement).value).toBe(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
    expect(screen.getByPlaceholderText('开始日期')).toBeTruthy();
    expect(screen.getByLabelText('时间')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '城市' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '靠窗' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '午餐' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '住宿' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: '代理人' }).textContent).toBe('选择人员');
    expect(screen.getByRole('button', { name: /上传文件/ })).toBeTruthy();
    expect(screen.getByRole('table', { name: '费用明细' })).toBeTruthy();
    expect(screen.getByLabelText('总计')).toBeTruthy();
  });

  it("offers a 字典's options, read from the dictionary the field names", async () => {
    const { user } = await renderForm(designedSamples.everyType());
    await user.click(screen.getByRole('combobox', { name: '城市' }));
    expect(await screen.findByTitle('上海')).toBeTruthy();
  });

  it("checks a text as it is typed, with the field's own messages, else the form layer's", async () => {
    const { user } = await renderForm(designedSamples.everyType());
    const name = errorOf('姓名');
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '张');
    await waitFor(() => expect(name()).toBe('姓名为2到10个字'));
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '三');
    await waitFor(() => expect(name()).toBe(''));
    await user.clear(screen.getByRole('textbox', { name: '姓名' }));
    await waitFor(() => expect(name()).toBe('请填写姓名'));
    await user.type(screen.getByRole('textbox', { name: '工号' }), 'a12');
    await waitFor(() => expect(errorOf('工号')()).toBe('工号为一个大写字母加三位数字'));
    await user.type(screen.getByRole('spinbutton', { name: '人数' }), '12');
    await waitFor(() => expect(errorOf('人数')()).toBe('人数为1到10'));
  });

  it('leaves hidden fields out and shows read-only ones as plain text', async () => {
    const rules: Record<string, DesignedFieldRule> = {
      reason: { hidden: true, editable: false, required: false },
      leaveType: { hidden: false, editable: false, required: false },
      period: { hidden: false, editable: false, required: false },
      title: { hidden: false, editable: true, required: true },
    };
    await renderForm(designedSamples.leave(), { rules, values: { title: '年假', leaveType: 'annual', period: ['2026-12-01', '2026-12-05'], reason: '回家' } });
    expect(screen.queryByText('事由')).toBeNull();
    expect(screen.queryByText('回家')).toBeNull();
    expect(screen.getByText('年假', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '请假类型' })).toBeNull();
    expect(screen.getByText('2026-12-01 ~ 2026-12-05')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('年假');
  });

  it('computes 天数 from the date range as it is picked', async () => {
    const { user } = await renderForm(designedSamples.leave());
    expect(screen.getByLabelText('天数').textContent).toBe('暂无');
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.keyboard('2026-12-01{Enter}');
    await user.keyboard('2026-12-05{Enter}');
    await waitFor(() => expect(screen.getByLabelText('天数').textContent).toBe('5'));
  });

  it('adds and removes 明细 rows, computing each row and the sums under the columns', async () => {
    const { user } = await renderForm(designedSamples.everyType());
    await user.type(screen.getByRole('spinbutton', { name: '第1行单价' }), '12.5');
    await user.type(screen.getByRole('spinbutton', { name: '第1行数量' }), '2');
    await waitFor(() => expect(screen.getByLabelText('第1行小计').textContent).toBe('¥ 25.00'));
    await user.click(screen.getByRole('button', { name: /添加一行/ }));
    await user.type(await screen.findByRole('spinbutton', { name: '第2行单价' }), '0.1');
    await user.type(screen.getByRole('spinbutton', { name: '第2行数量' }), '3');
    await waitFor(() => expect(screen.getByLabelText('费用明细小计合计').textContent).toBe('¥ 25.30'));
    expect(screen.getByLabelText('费用明细单价合计').textContent).toBe('¥ 12.60');
    await user.type(screen.getByRole('spinbutton', { name: '预算' }), '100');
    await waitFor(() => expect(screen.getByLabelText('总计').textContent).toBe('¥ 125.30'));
    await user.click(screen.getByRole('button', { name: '删除第1行' }));
    await waitFor(() => expect(screen.getByLabelText('费用明细小计合计').textContent).toBe('¥ 0.30'));
  });

  it('follows a 明细 sum as its cells are typed when no formula names the 明细', async () => {
    const definition: FormDefinition = {
      schemaVersion: 1,
      fields: [
        {
          key: 'lines', type: 'table', label: '费用明细', sumColumns: ['amount'],
          columns: [
            { key: 'item', type: 'input', label: '项目' },
            { key: 'amount', type: 'money', label: '金额' },
          ],
        },
      ],
    };
    const { user } = await renderForm(definition);
    await user.click(await screen.findByRole('button', { name: /添加一行/ }));
    await user.type(await screen.findByRole('spinbutton', { name: '第1行金额' }), '12.5');
    await waitFor(() => expect(screen.getByLabelText('费用明细金额合计').textContent).toBe('¥ 12.50'));
  });

  it('shows a read-only 明细 as a table of text with its sums', async () => {
    const definition = designedSamples.everyType();
    const rules = { lines: { hidden: false, editable: false, required: false } };
    await renderForm(definition, { rules, values: { lines: [{ item: '车票', amount: 10, qty: 2, subtotal: 20 }, { item: '餐费', amount: 5.5, qty: 1, subtotal: 5.5 }] } });
    const table = screen.getByRole('table', { name: '费用明细' });
    expect(within(table).getByText('车票')).toBeTruthy();
    expect(within(table).queryByRole('spinbutton')).toBeNull();
    expect(screen.getByLabelText('费用明细小计合计').textContent).toBe('¥ 25.50');
  });

  it('puts fields side by side on four columns, and one under another at phone width', async () => {
    const { view } = await renderForm(designedSamples.leave(), { width: 1920 });
    const spans = (root: HTMLElement) => [...root.querySelectorAll('[data-field]')].map((col) => [...col.classList].find((name) => /^ant-col-\d+$/.test(name)));
    expect(spans(view.container)).toEqual(['ant-col-12', 'ant-col-12', 'ant-col-12', 'ant-col-6', 'ant-col-6', 'ant-col-24', 'ant-col-24']);
    view.unmount();
    const phone = await renderForm(designedSamples.leave(), { width: 390 });
    expect(spans(phone.view.container)).toEqual(Array(7).fill('ant-col-24'));
  });

  it('draws a definition the designer is still fixing (bad formula, missing options, an empty 明细) without failing', async () => {
    const unfinished: FormDefinition = {
      schemaVersion: 1,
      fields: [
        { key: 'broken', type: 'computed', label: '坏公式', formula: 'days(' },
        { key: 'pick', type: 'select', label: '未设选项' },
        { key: 'lines', type: 'table', label: '空明细', columns: [] },
        { key: 'wide', type: 'input', label: '超宽', span: 9 },
      ],
    };
    const { view } = await renderForm(unfinished, { width: 1200 });
    expect(screen.getByLabelText('坏公式').textContent).toBe('暂无');
    expect(screen.getByRole('combobox', { name: '未设选项' })).toBeTruthy();
    expect(screen.getByRole('table', { name: '空明细' })).toBeTruthy();
    expect(view.container.querySelector('[data-field="wide"]')?.classList.contains('ant-col-24')).toBe(true);
  });

  it('draws a long form whole in the end, its fields in order, the first screen first', async () => {
    const fields = Array.from({ length: 60 }, (_, i) => ({ key: `f${i}`, type: 'input' as const, label: `字段${i}` }));
    expect(fieldsWithin(fields, undefined, 0, FIRST_COST)).toBe(FIRST_COST);
    expect(fieldsWithin(fields, undefined, FIRST_COST, BATCH_COST)).toBe(FIRST_COST + BATCH_COST);
    const { view } = await renderForm({ schemaVersion: 1, fields });
    await waitFor(() => expect(view.container.querySelectorAll('[data-field]')).toHaveLength(60));
    expect([...view.container.querySelectorAll('[data-field]')].map((col) => col.getAttribute('data-field'))).toEqual(fields.map((field) => field.key));
  });

  it('counts a 明细 by the rows its page shows', () => {
    const table = designedSamples.everyType().fields.find((field) => field.type === 'table') as FormField;
    expect(drawCostOf(table, { lines: Array.from({ length: 100 }, () => ({})) })).toBe(11);
    expect(drawCostOf(table, undefined)).toBe(2);
  });

  it("draws a 明细 cell as plain text until it is focused, then as its column's control, focused", async () => {
    const { user } = await renderForm(designedSamples.everyType(), { values: { lines: [{ item: '车票', amount: 12.5, qty: 2 }] } });
    const light = await screen.findByRole('spinbutton', { name: '第1行单价' });
    expect(light.closest('.ant-input-number')).toBeNull();
    expect((screen.getByRole('textbox', { name: '第1行项目' }) as HTMLInputElement).value).toBe('车票');
    act(() => light.focus());
    const control = await screen.findByRole('spinbutton', { name: '第1行单价' });
    expect(control.closest('.ant-input-number')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(control));
    await user.clear(control);
    await user.type(control, '3');
    await waitFor(() => expect(screen.getByLabelText('第1行小计').textContent).toBe('¥ 6.00'));
  });

  it('recomputes the formulas when a field they name is typed, and not for any other', async () => {
    const { user } = await renderForm(designedSamples.everyType());
    const apply = vi.spyOn(FormComputation.prototype, 'apply');
    try {
      await user.type(screen.getByRole('textbox', { name: '姓名' }), '张三');
      expect(apply).not.toHaveBeenCalled();
      await user.type(screen.getByRole('spinbutton', { name: '预算' }), '100');
      await waitFor(() => expect(screen.getByLabelText('总计').textContent).toBe('¥ 100.00'));
      expect(apply).toHaveBeenCalled();
    } finally {
      apply.mockRestore();
    }
  });

  it('is the renderer the process centre provides for the designer’s preview', async () => {
    const { host } = await renderForm(designedSamples.leave());
    expect(await host.container.get(DesignedFormRendererId).load()).toBe(DesignedFormRenderer);
  });
});
