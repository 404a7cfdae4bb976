import { describe, expect, it } from 'vitest';
import { FormFieldRules } from './FormFieldRules.ts';
import type { FormDefinition, FormField } from './FormModel.ts';
import { FormValueCheck } from './FormValueCheck.ts';
import { FormVariables } from './FormVariables.ts';
import { leaveForm, leaveValues } from './testing/LeaveForm.ts';

const options = [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }];
const everything: FormDefinition = {
  schemaVersion: 1,
  fields: [
    { key: 'title', type: 'input', label: '标题' },
    { key: 'note', type: 'textarea', label: '备注' },
    { key: 'count', type: 'number', label: '数量' },
    { key: 'amount', type: 'money', label: '金额' },
    { key: 'day', type: 'date', label: '日期' },
    { key: 'period', type: 'dateRange', label: '期间' },
    { key: 'at', type: 'time', label: '时间' },
    { key: 'kind', type: 'select', label: '类别', options },
    { key: 'kinds', type: 'select', label: '类别们', options, multiple: true },
    { key: 'level', type: 'radio', label: '级别', options },
    { key: 'tags', type: 'checkbox', label: '标签', options },
    { key: 'paid', type: 'switch', label: '已付' },
    { key: 'boss', type: 'member', label: '上级' },
    { key: 'people', type: 'member', label: '参与人', multiple: true },
    { key: 'files', type: 'attachment', label: '附件' },
    { key: 'body', type: 'richText', label: '正文' },
    { key: 'lines', type: 'table', label: '明细', columns: [{ key: 'price', type: 'money', label: '单价' }] },
    { key: 'total', type: 'computed', label: '合计', formula: 'sum(lines.price) + amount' },
    { key: 'head', type: 'section', label: '分组' },
    { key: 'hint', type: 'description', label: '说明', text: '说明' },
  ] as FormField[],
};

describe('FormVariables', () => {
  it('sets 请假申请\'s variables: 类型, the range\'s ends, 天数 and 事由', () => {
    const { values } = new FormValueCheck().check(leaveForm(), leaveValues(), FormFieldRules.open(leaveForm()));
    expect(FormVariables.variablesOf(leaveForm(), values)).toEqual({ leaveType: 'annual', periodStart: '2026-12-07', periodEnd: '2026-12-11', days: 5, reason: '回老家探亲' });
    expect(FormVariables.variableNames(leaveForm())).toEqual(['leaveType', 'periodStart', 'periodEnd', 'days', 'reason']);
  });

  it('maps each type to its variable, and sets none for 明细, attachment, rich text and layout', () => {
    const values = {
      title: 'T', note: 'N', count: 2, amount: 1.5, day: '2026-01-01', period: ['2026-01-01', '2026-01-03'], at: '09:00', kind: 'a', kinds: ['a', 'b'], level: 'b', tags: ['b'],
      paid: true, boss: [{ id: 7, name: '王五' }], people: [{ id: 2, name: '李四' }, { id: 3, name: '张三' }], files: [{ fileName: 'f' }], body: { type: 'doc' },
      lines: [{ price: 1 }], total: 2.5,
    };
    expect(FormVariables.variablesOf(everything, values)).toEqual({
      title: 'T', note: 'N', count: 2, amount: 1.5, day: '2026-01-01', periodStart: '2026-01-01', periodEnd: '2026-01-03', at: '09:00', kind: 'a', kinds: ['a', 'b'], level: 'b', tags: ['b'],
      paid: true, boss: 7, people: [2, 3], total: 2.5,
    });
    expect(FormVariables.variableNames(everything)).toEqual(['title', 'note', 'count', 'amount', 'day', 'periodStart', 'periodEnd', 'at', 'kind', 'kinds', 'level', 'tags', 'paid', 'boss', 'people', 'total']);
  });

  it('sets every variable even when its field is empty, so a condition never meets an unknown one', () => {
    expect(FormVariables.variablesOf(everything, {})).toEqual({
      title: null, note: null, count: null, amount: null, day: null, periodStart: null, periodEnd: null, at: null, kind: null, kinds: [], level: null, tags: [],
      paid: false, boss: null, people: [], total: null,
    });
  });
});
