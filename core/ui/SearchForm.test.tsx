import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RangeInput, type NumberRange } from './RangeInput.tsx';
import type { SearchFormItem } from './SearchField.tsx';
import { SearchForm, type SearchFormHandle } from './SearchForm.tsx';
import { renderWidget } from './testing/renderWidget.tsx';

const title: SearchFormItem = { prop: 'title', label: '标题' };
const applicant: SearchFormItem = { prop: 'applicant', label: '申请人' };
const status: SearchFormItem = {
  prop: 'status',
  label: '状态',
  layoutConfig: {
    type: 'select',
    showAll: true,
    dataSource: [
      { dictValue: '1', dictLabel: '审批中' },
      { dictValue: '2', dictLabel: '已完成' },
    ],
  },
};
const amount: SearchFormItem = { prop: 'amount', label: '金额', layoutConfig: { type: 'numberRange' } };
const created: SearchFormItem = { prop: 'createTime', label: '创建时间', layoutConfig: { type: 'dateRange' } };

describe('SearchForm', () => {
  it('shows two fields folded and the rest after 展开; 收起 folds them again', async () => {
    const user = userEvent.setup();
    renderWidget(<SearchForm items={[title, applicant, status, amount]} onSearch={vi.fn()} />);
    expect(screen.getByLabelText('标题')).toBeTruthy();
    expect(screen.getByLabelText('申请人')).toBeTruthy();
    expect(screen.queryByLabelText('状态')).toBeNull();

    await user.click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.getByLabelText('状态')).toBeTruthy();
    expect(screen.getByText('金额')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /收起/ }));
    expect(screen.queryByLabelText('状态')).toBeNull();
  });

  it('shows three fields folded when the first spans more than 8 of 24 columns (a date range spans 12)', () => {
    renderWidget(<SearchForm items={[created, title, applicant, status]} onSearch={vi.fn()} />);
    expect(screen.getByText('创建时间')).toBeTruthy();
    expect(screen.getByLabelText('标题')).toBeTruthy();
    expect(screen.getByLabelText('申请人')).toBeTruthy();
    expect(screen.queryByLabelText('状态')).toBeNull();
    const columnOf = (label: string) => screen.getByText(label).closest('[class*="ant-col-"]') as HTMLElement;
    // From md (768 px) on the grid's spans; below it, on a phone, a field a line (issue 25).
    expect(columnOf('创建时间').className).toContain('ant-col-md-12');
    expect(columnOf('标题').className).toContain('ant-col-md-8');
    expect(columnOf('标题').className).toContain('ant-col-xs-24');
  });

  it('offers no 展开 when every field already shows', () => {
    renderWidget(<SearchForm items={[title, applicant]} onSearch={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /展开/ })).toBeNull();
    expect(screen.getByRole('button', { name: '查询' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重置' })).toBeTruthy();
  });

  it('trims text, limits it to 100 characters and sends blank fields as no filter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWidget(<SearchForm items={[title, applicant]} onSearch={onSearch} />);
    const input = screen.getByLabelText('标题') as HTMLInputElement;
    expect(input.maxLength).toBe(100);

    await user.type(screen.getByLabelText('申请人'), '   ');
    // Enter searches while the field still has focus, before leaving it could trim what it shows.
    await user.type(input, '  采购 合同  {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ title: '采购 合同', applicant: undefined });
    expect(input.value).toBe('  采购 合同  ');

    await user.tab();
    expect(input.value).toBe('采购 合同');
  });

  it('keeps a value typed in a field that is folded away afterwards', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWidget(<SearchForm items={[title, applicant, { prop: 'code', label: '编号' }]} onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: /展开/ }));
    await user.type(screen.getByLabelText('编号'), 'HT-7');
    await user.click(screen.getByRole('button', { name: /收起/ }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenLastCalledWith({ title: undefined, applicant: undefined, code: 'HT-7' });
  });

  it('sends a number range only once both ends are filled', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWidget(<SearchForm items={[amount, title]} onSearch={onSearch} />);
    const [from, to] = within(screen.getByText('金额').closest('.ant-form-item') as HTMLElement).getAllByRole('spinbutton');

    await user.type(from, '100');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenLastCalledWith({ amount: undefined, title: undefined });

    await user.type(to, '500');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenLastCalledWith({ amount: [100, 500], title: undefined });
  });

  it('重置 returns every field to its default and reports the defaults', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const onSearch = vi.fn();
    const withDefault: SearchFormItem = { prop: 'status', label: '状态', layoutConfig: { ...status.layoutConfig, defaultValue: '1' } };
    renderWidget(<SearchForm items={[title, withDefault, amount]} onSearch={onSearch} onReset={onReset} />);

    await user.type(screen.getByLabelText('标题'), '报销');
    await user.click(screen.getByRole('button', { name: /展开/ }));
    const [from, to] = within(screen.getByText('金额').closest('.ant-form-item') as HTMLElement).getAllByRole('spinbutton');
    await user.type(from, '1');
    await user.type(to, '9');
    await user.click(screen.getByRole('button', { name: '重置' }));

    expect(onReset).toHaveBeenLastCalledWith({ title: undefined, status: '1', amount: undefined });
    expect(onSearch).not.toHaveBeenCalled();
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('审批中')).toBeTruthy();
    const ends = within(screen.getByText('金额').closest('.ant-form-item') as HTMLElement).getAllByRole('spinbutton') as HTMLInputElement[];
    expect(ends.map((end) => end.value)).toEqual(['', '']);
  });

  it('sends 全部 as no filter and formats a date range from the start of its first day to the end of its last', async () => {
    let handle: SearchFormHandle | null = null;
    renderWidget(
      <SearchForm
        ref={(h) => void (handle = h)}
        items={[
          { ...status, layoutConfig: { ...status.layoutConfig, defaultValue: '' } },
          { ...created, layoutConfig: { type: 'dateRange', defaultValue: ['2024-03-01 10:00:00', '2024-03-31 08:30:00'] } },
        ]}
        onSearch={vi.fn()}
      />,
    );
    expect(screen.getByText('全部')).toBeTruthy();
    expect(handle!.values()).toEqual({ status: undefined, createTime: ['2024-03-01 00:00:00', '2024-03-31 23:59:59'] });
  });

  it('without onReset, 重置 searches with the defaults', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWidget(<SearchForm items={[{ ...title, layoutConfig: { defaultValue: '默认' } }]} onSearch={onSearch} />);
    await user.clear(screen.getByLabelText('标题'));
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenLastCalledWith({ title: '默认' });
  });

  it('starts number fields at min 0 with step 1 and no maximum', () => {
    renderWidget(<SearchForm items={[{ prop: 'days', label: '天数', layoutConfig: { type: 'number' } }]} onSearch={vi.fn()} />);
    const input = screen.getByLabelText('天数');
    expect(input.getAttribute('aria-valuemin')).toBe('0');
    expect(input.getAttribute('aria-valuemax')).toBeNull();
    expect(input.getAttribute('step')).toBe('1');
  });
});

describe('RangeInput', () => {
  it('emits undefined until both ends are filled, and the half-filled end stays on screen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<RangeInput onChange={onChange} />);
    const [from, to] = screen.getAllByRole('spinbutton') as HTMLInputElement[];
    await user.type(from, '3');
    expect(onChange).not.toHaveBeenCalled();
    expect(from.value).toBe('3');
    await user.type(to, '8');
    expect(onChange).toHaveBeenLastCalledWith([3, 8]);
    await user.clear(to);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(from.value).toBe('3');
  });

  it('passes a half-filled range on when all-validate is off', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<RangeInput allValidate={false} onChange={onChange} />);
    await user.type(screen.getAllByRole('spinbutton')[1], '8');
    expect(onChange).toHaveBeenLastCalledWith([undefined, 8]);
  });

  it('shows a range set from outside, and clears with it', async () => {
    const user = userEvent.setup();
    function Preset() {
      const [range, setRange] = useState<NumberRange | undefined>([1, 2]);
      return (
        <>
          <button onClick={() => setRange([5, 6])}>近一周</button>
          <button onClick={() => setRange(undefined)}>清除</button>
          <RangeInput value={range} onChange={setRange} />
        </>
      );
    }
    renderWidget(<Preset />);
    const values = () => (screen.getAllByRole('spinbutton') as HTMLInputElement[]).map((input) => input.value);
    expect(values()).toEqual(['1', '2']);
    await user.click(screen.getByRole('button', { name: '近一周' }));
    expect(values()).toEqual(['5', '6']);
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(values()).toEqual(['', '']);
  });
});
