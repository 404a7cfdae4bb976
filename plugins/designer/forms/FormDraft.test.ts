import { describe, expect, it } from 'vitest';
import { MAX_FIELDS } from './FieldCatalogue.ts';
import type { FormDefinition } from './FormDesignApi.ts';
import { FormDraft, emptyDefinition } from './FormDraft.ts';

function leaveForm(): FormDefinition {
  return {
    schemaVersion: 1,
    titleField: 'reason',
    fields: [
      { key: 'period', type: 'dateRange', label: '请假日期', required: true },
      { key: 'days', type: 'computed', label: '天数', formula: 'days(period)' },
      { key: 'reason', type: 'input', label: '事由' },
      {
        key: 'lines',
        type: 'table',
        label: '明细',
        span: 4,
        columns: [
          { key: 'amount', type: 'money', label: '金额' },
          { key: 'tax', type: 'computed', label: '税', formula: 'amount * 0.06' },
        ],
        sumColumns: ['amount', 'tax'],
      },
      { key: 'total', type: 'computed', label: '合计', formula: 'sum(lines.amount) + days' },
    ],
  };
}

const keys = (draft: FormDraft) => draft.state.definition.fields.map((field) => field.key);

describe('FormDraft', () => {
  it('adds a field of a type at the end or at an index, under a key free in the form', () => {
    const draft = new FormDraft({ name: '请假申请', definition: emptyDefinition() });
    expect(draft.add('input')).toEqual({ key: 'input1', table: undefined });
    draft.add('input');
    draft.add('select', { index: 0 });
    expect(keys(draft)).toEqual(['select1', 'input1', 'input2']);
    expect(draft.field({ key: 'select1' })).toEqual({
      key: 'select1',
      type: 'select',
      label: '下拉选择',
      span: 2,
      options: [
        { label: '选项1', value: '1' },
        { label: '选项2', value: '2' },
      ],
    });
    expect(draft.field({ key: 'input1' })?.label).toBe('单行文本');
  });

  it('adds a 明细 with a column and full width, and columns to it', () => {
    const draft = new FormDraft({ name: '报销', definition: emptyDefinition() });
    const table = draft.add('table')!;
    expect(draft.field(table)).toMatchObject({ span: 4, columns: [{ key: 'item', type: 'input', label: '项目' }] });
    expect(draft.add('money', { table: table.key })).toEqual({ key: 'money1', table: 'table1' });
    expect(draft.field(table)?.columns?.map((column) => column.key)).toEqual(['item', 'money1']);
  });

  it('refuses a field beyond the limit of the form', () => {
    const definition = emptyDefinition();
    definition.fields = Array.from({ length: MAX_FIELDS }, (_, n) => ({ key: `f${n}`, type: 'input' as const, label: `字段${n}` }));
    const draft = new FormDraft({ name: '满', definition });
    expect(draft.add('input')).toBeNull();
    expect(draft.duplicate({ key: 'f0' })).toBeNull();
    expect(draft.state.definition.fields).toHaveLength(MAX_FIELDS);
    expect(draft.canUndo).toBe(false);
  });

  it('moves a field and a column to another place', () => {
    const draft = new FormDraft({ name: '请假申请', definition: leaveForm() });
    draft.move({ key: 'reason' }, 0);
    expect(keys(draft)).toEqual(['reason', 'period', 'days', 'lines', 'total']);
    draft.move({ key: 'reason' }, 99);
    expect(keys(draft)).toEqual(['period', 'days', 'lines', 'total', 'reason']);
    draft.move({ key: 'tax', table: 'lines' }, 0);
    expect(draft.field({ key: 'lines' })?.columns?.map((column) => column.key)).toEqual(['tax', 'amount']);
  });

  it('updates properties, and removes the ones set to undefined', () => {
    const draft = new FormDraft({ name: '请假申请', definition: leaveForm() });
    draft.update({ key: 'reason' }, { required: true, requiredMessage: '请说明请假事由', span: 4 });
    expect(draft.field({ key: 'reason' })).toEqual({ key: 'reason', type: 'input', label: '事由', required: true, requiredMessage: '请说明请假事由', span: 4 });
    draft.update({ key: 'reason' }, { requiredMessage: undefined });
    expect(draft.field({ key: 'reason' })).not.toHaveProperty('requiredMessage');
  });

  it('follows a new key in the title field and the formulas that name the field', () => {
    const draft = new FormDraft({ name: '请假申请', definition: leaveForm() });
    draft.update({ key: 'days' }, { key: 'dayCount' });
    draft.update({ key: 'reason' }, { key: 'cause' });
    draft.update({ key: 'period' }, { key: 'range' });
    const { definition } = draft.state;
    expect(definition.titleField).toBe('cause');
    expect(draft.field({ key: 'dayCount' })?.formula).toBe('days(range)');
    expect(draft.field({ key: 'total' })?.formula).toBe('sum(lines.amount) + dayCount');
  });

  it('follows a column’s new key in the sums, the row’s formulas and the form’s sum() calls, and nowhere else', () => {
    const definition = leaveForm();
    definition.fields.push({ key: 'amount', type: 'money', label: '另一个金额' }, { key: 'extra', type: 'computed', label: '附加', formula: 'amount + 1' });
    const draft = new FormDraft({ name: '报销', definition });
    draft.update({ key: 'amount', table: 'lines' }, { key: 'fee' });
    const lines = draft.field({ key: 'lines' })!;
    expect(lines.sumColumns).toEqual(['fee', 'tax']);
    expect(lines.columns?.find((column) => column.key === 'tax')?.formula).toBe('fee * 0.06');
    expect(draft.field({ key: 'total' })?.formula).toBe('sum(lines.fee) + days');
    // The form's own field of that name is another field.
    expect(draft.field({ key: 'extra' })?.formula).toBe('amount + 1');
  });

  it('removes a field with the title field and the sums naming it', () => {
    const draft = new FormDraft({ name: '请假申请', definition: leaveForm() });
    draft.remove({ key: 'reason' });
    expect(draft.state.definition.titleField).toBeNull();
    draft.remove({ key: 'tax', table: 'lines' });
    expect(draft.field({ key: 'lines' })).toMatchObject({ sumColumns: ['amount'], columns: [{ key: 'amount' }] });
    expect(keys(draft)).toEqual(['period', 'days', 'lines', 'total']);
  });

  it('duplicates a field right after itself under a free key', () => {
    const draft = new FormDraft({ name: '请假申请', definition: leaveForm() });
    expect(draft.duplicate({ key: 'days' })).toEqual({ key: 'days1', table: undefined });
    expect(keys(draft)).toEqual(['period', 'days', 'days1', 'reason', 'lines', 'total']);
    expect(draft.field({ key: 'days1' })).toEqual({ key: 'days1', type: 'computed', label: '天数', formula: 'days(period)' });
    // The copy is a copy: changing it leaves the original.
    draft.update({ key: 'lines1' }, { label: '无' });
    const copy = draft.duplicate({ key: 'lines' })!;
    draft.update({ key: 'amount', table: copy.key }, { label: '费用' });
    expect(draft.field({ key: 'amount', table: 'lines' })?.label).toBe('金额');
  });

  it('undoes and redoes step by step, and a new change drops what was undone', () => {
    const draft = new FormDraft({ name: '请假申请', definition: emptyDefinition() });
    draft.add('input');
    draft.add('number');
    draft.remove({ key: 'input1' });
    expect(keys(draft)).toEqual(['number1']);
    draft.undo();
    expect(keys(draft)).toEqual(['input1', 'number1']);
    draft.undo();
    expect(keys(draft)).toEqual(['input1']);
    expect(draft.canRedo).toBe(true);
    draft.redo();
    expect(keys(draft)).toEqual(['input1', 'number1']);
    draft.undo();
    draft.add('date');
    expect(draft.canRedo).toBe(false);
    expect(keys(draft)).toEqual(['input1', 'date1']);
    draft.undo();
    draft.undo();
    expect(keys(draft)).toEqual([]);
    expect(draft.canUndo).toBe(false);
  });

  it('makes typing one property of one field a single step, even a key being renamed', () => {
    const draft = new FormDraft({ name: '请假申请', definition: leaveForm() });
    for (const label of ['事', '事由', '事由说明']) draft.update({ key: 'reason' }, { label });
    for (const key of ['c', 'ca', 'cause']) draft.update({ key: draft.state.definition.fields[2].key }, { key });
    draft.update({ key: 'cause' }, { placeholder: '请填写' });
    expect(draft.field({ key: 'cause' })).toMatchObject({ label: '事由说明', placeholder: '请填写' });
    draft.undo();
    expect(draft.field({ key: 'cause' })).toMatchObject({ label: '事由说明' });
    draft.undo();
    expect(draft.field({ key: 'reason' })?.label).toBe('事由说明');
    expect(draft.state.definition.titleField).toBe('reason');
    draft.undo();
    expect(draft.field({ key: 'reason' })?.label).toBe('事由');
    expect(draft.canUndo).toBe(false);
  });

  it('after an undo, the same edit again is a step of its own', () => {
    const draft = new FormDraft({ name: '请假申请', definition: leaveForm() });
    draft.update({ key: 'reason' }, { label: 'A' });
    draft.update({ key: 'days' }, { label: 'B' });
    draft.undo();
    draft.update({ key: 'days' }, { label: 'C' });
    draft.undo();
    expect(draft.field({ key: 'days' })?.label).toBe('天数');
    expect(draft.field({ key: 'reason' })?.label).toBe('A');
  });

  it('an edit that changes nothing is no step', () => {
    const draft = new FormDraft({ name: '请假申请', definition: leaveForm() });
    draft.update({ key: 'reason' }, { label: '事由' });
    expect(draft.canUndo).toBe(false);
    expect(draft.dirty).toBe(false);
  });

  it('is dirty until saved, and again after a change or an undo past the save', () => {
    const draft = new FormDraft({ name: '请假申请', definition: emptyDefinition() });
    expect(draft.dirty).toBe(false);
    draft.setName('请假');
    expect(draft.dirty).toBe(true);
    draft.markSaved();
    expect(draft.dirty).toBe(false);
    draft.undo();
    expect(draft.state.name).toBe('请假申请');
    expect(draft.dirty).toBe(true);
  });

  it('never changes a state it handed out, and tells its listeners of each change', () => {
    const draft = new FormDraft({ name: '请假申请', definition: leaveForm() });
    let heard = 0;
    const stop = draft.subscribe(() => {
      heard += 1;
    });
    const before = draft.state;
    const snapshot = structuredClone(before);
    draft.update({ key: 'amount', table: 'lines' }, { label: '费用' });
    draft.move({ key: 'reason' }, 0);
    draft.setTitleField(null);
    draft.remove({ key: 'total' });
    expect(before).toEqual(snapshot);
    expect(heard).toBe(4);
    stop();
    draft.undo();
    expect(heard).toBe(4);
  });
});
