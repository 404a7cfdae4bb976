import { describe, expect, it } from 'vitest';
import { FormFieldRules, type FormFieldRuleSet } from './FormFieldRules.ts';
import { FORM_LIMITS, type FormDefinition, type FormField } from './FormModel.ts';
import { FormValueCheck, type FormValueCheckOptions } from './FormValueCheck.ts';
import { leaveForm, leaveValues } from './testing/LeaveForm.ts';

const form = (...fields: Array<Record<string, unknown>>): FormDefinition => ({ schemaVersion: 1, fields: fields as FormField[] });
const open = (definition: FormDefinition) => FormFieldRules.open(definition);
const check = (definition: FormDefinition, values: unknown, rules: FormFieldRuleSet = open(definition), options: FormValueCheckOptions = {}) =>
  new FormValueCheck().check(definition, values, rules, options);
/** The errors of one field given one value (every field editable). */
const errorsOf = (field: Record<string, unknown>, value: unknown) => check(form(field), { [field.key as string]: value }).errors;
const messageOf = (field: Record<string, unknown>, value: unknown) => errorsOf(field, value).map((error) => error.message);
/** The value stored for one field given one value. */
const storedOf = (field: Record<string, unknown>, value: unknown) => check(form(field), { [field.key as string]: value }).values[field.key as string];

const amount = { key: 'amount', type: 'money', label: '金额' } as const;

describe('FormValueCheck', () => {
  describe('请假申请', () => {
    it('passes 张三\'s 5-day request and computes 天数', () => {
      const result = check(leaveForm(), leaveValues());
      expect(result.errors).toEqual([]);
      expect(result.values).toEqual({ ...leaveValues(), days: 5 });
    });

    it('recomputes a forged 天数: the submitted one is never read', () => {
      const result = check(leaveForm(), { ...leaveValues(), days: 1 });
      expect(result.errors).toEqual([]);
      expect(result.values.days).toBe(5);
      expect(check(leaveForm(), { ...leaveValues(), days: 'a lot' }).values.days).toBe(5);
    });

    it('names each empty required field with the default message', () => {
      expect(check(leaveForm(), {}).errors).toEqual([
        { key: 'leaveType', message: '请选择类型' },
        { key: 'period', message: '请选择开始/结束' },
        { key: 'reason', message: '请填写事由' },
      ]);
      expect(check(leaveForm(), { ...leaveValues(), reason: '   ' }).errors).toEqual([{ key: 'reason', message: '请填写事由' }]);
    });

    it('refuses keys the form does not have', () => {
      expect(check(leaveForm(), { ...leaveValues(), salary: 1 }).errors).toEqual([{ key: 'salary', message: '表单中没有字段“salary”' }]);
    });

    it('refuses a value for a field hidden from the caller, and keeps the stored one', () => {
      const definition = leaveForm();
      const rules = FormFieldRules.of(definition, [{ key: 'reason', operable: 'default', readOnly: 'default', hidden: 'true', required: 'default' }], 'approver');
      const stored = check(definition, leaveValues()).values;
      expect(check(definition, { reason: '改过的事由' }, rules, { stored }).errors).toEqual([{ key: 'reason', message: '事由已隐藏，不能填写' }]);
      const result = check(definition, {}, rules, { stored });
      expect(result.errors).toEqual([]);
      expect(result.values.reason).toBe('回老家探亲');
    });

    it('drops what the caller may not edit and keeps the stored values, however the browser changed them', () => {
      const definition = leaveForm();
      const stored = check(definition, leaveValues()).values;
      const approver = FormFieldRules.of(definition, [], 'approver');
      const result = check(definition, { ...leaveValues(), leaveType: 'sick', period: ['2026-12-07', '2026-12-31'], days: 25 }, approver, { stored });
      expect(result.errors).toEqual([]);
      expect(result.values).toEqual(stored);
    });

    it('lets an approver change only the fields the node opens, and recomputes from them', () => {
      const definition = leaveForm();
      const stored = check(definition, leaveValues()).values;
      const rules = FormFieldRules.of(definition, [{ key: 'period', operable: 'true', readOnly: 'default', hidden: 'default', required: 'default' }], 'approver');
      const result = check(definition, { ...leaveValues(), period: ['2026-12-07', '2026-12-08'], reason: '不改' }, rules, { stored });
      expect(result.errors).toEqual([]);
      expect(result.values).toEqual({ ...stored, period: ['2026-12-07', '2026-12-08'], days: 2 });
    });

    it('requires what the node requires, and not what it waives', () => {
      const definition = leaveForm();
      const flags = { operable: 'default', readOnly: 'default', hidden: 'default' } as const;
      const waived = FormFieldRules.of(definition, [{ key: 'reason', ...flags, required: 'false' }], 'start');
      expect(check(definition, { ...leaveValues(), reason: '' }, waived).errors).toEqual([]);
      const demanded = FormFieldRules.of(definition, [{ key: 'files', ...flags, required: 'true' }], 'start');
      expect(check(definition, { ...leaveValues(), files: [] }, demanded).errors).toEqual([{ key: 'files', message: '请上传附件' }]);
    });

    it('gives a field the starter cannot edit its default, today resolved', () => {
      const definition = form({ key: 'day', type: 'date', label: '申请日期', defaultValue: 'today' }, { key: 'note', type: 'input', label: '备注', defaultValue: '无' });
      const rules = FormFieldRules.of(definition, [{ key: 'day', operable: 'false', readOnly: 'default', hidden: 'default', required: 'default' }, { key: 'note', operable: 'false', readOnly: 'default', hidden: 'true', required: 'default' }], 'start');
      expect(check(definition, { day: '2020-01-01' }, rules, { today: '2026-11-28' })).toEqual({ values: { day: '2026-11-28', note: '无' }, errors: [] });
    });

    it('stores empty editable fields as null, so clearing a value clears it', () => {
      const definition = leaveForm();
      const stored = check(definition, leaveValues()).values;
      const result = check(definition, { ...leaveValues(), files: [] }, open(definition), { stored });
      expect(result.values.files).toBeNull();
    });
  });

  it('refuses values that are not an object, or larger than the limit', () => {
    expect(check(leaveForm(), [leaveValues()]).errors).toEqual([{ key: '', message: '表单内容格式不正确' }]);
    expect(check(leaveForm(), null).errors).toEqual([{ key: '', message: '表单内容格式不正确' }]);
    const huge = { key: 'body', type: 'textarea', label: '正文' };
    const values = { body: 'x'.repeat(FORM_LIMITS.valuesBytes) };
    expect(check(form(huge), values).errors).toEqual([{ key: '', message: '表单内容超过大小限制（512KB）' }]);
  });

  it(`refuses values nested deeper than ${FORM_LIMITS.valuesDepth} levels before anything recursive reads them`, () => {
    const values = JSON.parse(`{"reason":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(check(leaveForm(), values).errors).toEqual([{ key: '', message: '表单内容嵌套过深' }]);
  });

  it(`reports at most ${FORM_LIMITS.errors} errors, however many keys a forged body has`, () => {
    const forged = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, 0]));
    const { errors } = check(leaveForm(), forged);
    expect(errors).toHaveLength(FORM_LIMITS.errors);
    expect(errors[0]).toEqual({ key: 'k0', message: '表单中没有字段“k0”' });
  });

  it("reads only the values' own keys: a field called toString is empty until it is filled", () => {
    const definition = form({ key: 'toString', type: 'input', label: '甲' }, { key: 'valueOf', type: 'number', label: '乙' });
    expect(check(definition, {})).toEqual({ values: { toString: null, valueOf: null }, errors: [] });
    expect(check(definition, JSON.parse('{"__proto__": {"x": 1}}')).errors).toEqual([{ key: '__proto__', message: '表单中没有字段“__proto__”' }]);
  });

  it('takes a cleared date range ([null, null]) as empty', () => {
    expect(messageOf({ key: 'period', type: 'dateRange', label: '期间', required: true }, [null, null])).toEqual(['请选择期间']);
    expect(messageOf({ key: 'period', type: 'dateRange', label: '期间' }, [null, '2026-01-01'])).toEqual(['期间格式不正确']);
  });

  describe('text', () => {
    const input = { key: 'title', type: 'input', label: '标题' };
    it('takes text of at most the length, counted in characters', () => {
      expect(messageOf(input, 'x'.repeat(FORM_LIMITS.inputLength))).toEqual([]);
      expect(messageOf(input, 'x'.repeat(FORM_LIMITS.inputLength + 1))).toEqual([`标题不能超过${FORM_LIMITS.inputLength}个字符`]);
      expect(messageOf({ ...input, maxLength: 3 }, '𠀀𠀀𠀀')).toEqual([]);
      expect(messageOf({ ...input, maxLength: 3 }, '四个汉字')).toEqual(['标题不能超过3个字符']);
      expect(messageOf({ ...input, minLength: 3 }, '两字')).toEqual(['标题不能少于3个字符']);
      expect(messageOf({ ...input, minLength: 3, lengthMessage: '标题3字以上' }, '两字')).toEqual(['标题3字以上']);
      expect(messageOf({ key: 'note', type: 'textarea', label: '备注' }, 'x'.repeat(FORM_LIMITS.textareaLength + 1))).toEqual([`备注不能超过${FORM_LIMITS.textareaLength}个字符`]);
      expect(messageOf(input, 12)).toEqual(['标题格式不正确']);
    });

    it('matches a pattern against the whole text, with its message', () => {
      const code = { ...input, pattern: '\\d{6}', patternMessage: '请输入6位数字' };
      expect(messageOf(code, '123456')).toEqual([]);
      expect(messageOf(code, '1234567')).toEqual(['请输入6位数字']);
      expect(messageOf({ ...input, pattern: '\\d{6}' }, 'a123456')).toEqual(['标题格式不正确']);
    });

    it('uses the requiredMessage of the field', () => {
      expect(messageOf({ ...input, required: true, requiredMessage: '标题必须填写' }, '')).toEqual(['标题必须填写']);
    });
  });

  describe('numbers and amounts', () => {
    const count = { key: 'count', type: 'number', label: '数量' };
    it('takes finite numbers only, not text', () => {
      expect(messageOf(count, '5')).toEqual(['数量格式不正确']);
      expect(messageOf(count, Number.NaN)).toEqual(['数量格式不正确']);
      expect(messageOf(count, FORM_LIMITS.magnitude)).toEqual(['数量超出允许的数值范围']);
      expect(storedOf(count, -3.25)).toBe(-3.25);
    });

    it('keeps to the decimals: money two, a number its precision', () => {
      expect(messageOf(amount, 12.34)).toEqual([]);
      expect(messageOf(amount, 12.345)).toEqual(['金额最多两位小数']);
      expect(messageOf({ ...count, precision: 0 }, 1.5)).toEqual(['数量必须是整数']);
      expect(messageOf({ ...count, precision: 1 }, 1.25)).toEqual(['数量最多1位小数']);
      expect(messageOf(count, 0.1234567)).toEqual(['数量最多6位小数']);
    });

    it('keeps to the range, with the field\'s message or the default', () => {
      expect(messageOf({ ...count, min: 1, max: 10 }, 11)).toEqual(['数量应在1到10之间']);
      expect(messageOf({ ...count, min: 1 }, 0)).toEqual(['数量不能小于1']);
      expect(messageOf({ ...count, max: 10 }, 11)).toEqual(['数量不能大于10']);
      expect(messageOf({ ...count, min: 1, rangeMessage: '至少一件' }, 0)).toEqual(['至少一件']);
      expect(messageOf({ ...amount, min: 0, max: 100 }, 100)).toEqual([]);
    });
  });

  describe('dates and times', () => {
    it('takes real dates, ranges in order and 24-hour times', () => {
      const day = { key: 'day', type: 'date', label: '日期' };
      expect(messageOf(day, '2026-02-28')).toEqual([]);
      expect(messageOf(day, '2026-02-29')).toEqual(['日期格式不正确']);
      expect(messageOf(day, '2026/02/28')).toEqual(['日期格式不正确']);
      const range = { key: 'period', type: 'dateRange', label: '期间' };
      expect(messageOf(range, ['2026-01-02', '2026-01-01'])).toEqual(['期间的结束日期不能早于开始日期']);
      expect(messageOf(range, ['2026-01-02'])).toEqual(['期间格式不正确']);
      expect(messageOf(range, '2026-01-02')).toEqual(['期间格式不正确']);
      expect(storedOf(range, ['2026-01-01', '2026-01-01'])).toEqual(['2026-01-01', '2026-01-01']);
      const at = { key: 'at', type: 'time', label: '时间' };
      expect(messageOf(at, '23:59')).toEqual([]);
      expect(messageOf(at, '24:00')).toEqual(['时间格式不正确']);
      expect(messageOf(at, '9:30')).toEqual(['时间格式不正确']);
    });
  });

  describe('choices', () => {
    const options = [
      { label: '甲', value: 'a' },
      { label: '乙', value: 'b' },
    ];
    it('takes one of the options, or several for a checkbox and a multiple select', () => {
      expect(messageOf({ key: 'k', type: 'radio', label: '类别', options }, 'a')).toEqual([]);
      expect(messageOf({ key: 'k', type: 'radio', label: '类别', options }, 'c')).toEqual(['类别的选项不存在，请重新选择']);
      expect(messageOf({ key: 'k', type: 'select', label: '类别', options }, ['a'])).toEqual(['类别格式不正确']);
      expect(messageOf({ key: 'k', type: 'select', label: '类别', options, multiple: true }, ['a', 'b'])).toEqual([]);
      expect(messageOf({ key: 'k', type: 'checkbox', label: '类别', options }, ['a', 'c'])).toEqual(['类别的选项不存在，请重新选择']);
      expect(messageOf({ key: 'k', type: 'checkbox', label: '类别', options }, ['a', 'a'])).toEqual(['类别格式不正确']);
      expect(messageOf({ key: 'k', type: 'checkbox', label: '类别', options, required: true }, [])).toEqual(['请选择类别']);
    });

    it('checks a dictionary field against the dictionary the caller passes', () => {
      const field = { key: 'level', type: 'select', label: '级别', dictType: 'sys_level' };
      const dictionaries = { sys_level: [{ label: '高', value: 'high' }] };
      expect(check(form(field), { level: 'high' }, undefined, { dictionaries }).errors).toEqual([]);
      expect(check(form(field), { level: 'low' }, undefined, { dictionaries }).errors).toEqual([{ key: 'level', message: '级别的选项不存在，请重新选择' }]);
      expect(check(form(field), { level: 'low' }).errors).toEqual([]);
    });

    it('takes a switch as a boolean, empty as false', () => {
      const paid = { key: 'paid', type: 'switch', label: '已付' };
      expect(storedOf(paid, undefined)).toBe(false);
      expect(storedOf(paid, true)).toBe(true);
      expect(messageOf(paid, 'true')).toEqual(['已付格式不正确']);
    });
  });

  describe('members and attachments', () => {
    it(`takes members as {id, name}, one unless multiple, at most ${FORM_LIMITS.members}`, () => {
      const people = { key: 'people', type: 'member', label: '参与人', multiple: true };
      expect(storedOf(people, [{ id: 2, name: '李四', extra: 'dropped' }])).toEqual([{ id: 2, name: '李四' }]);
      expect(messageOf({ ...people, multiple: false }, [{ id: 2, name: '李四' }, { id: 3, name: '王五' }])).toEqual(['参与人只能选择一项']);
      expect(messageOf(people, Array.from({ length: FORM_LIMITS.members + 1 }, (_, index) => ({ id: index + 1, name: `人${index}` })))).toEqual([`参与人最多选择${FORM_LIMITS.members}项`]);
      expect(messageOf(people, [{ id: '2', name: '李四' }])).toEqual(['参与人格式不正确']);
      expect(messageOf(people, [{ id: 2, name: '李四' }, { id: 2, name: '李四' }])).toEqual(['参与人格式不正确']);
      expect(messageOf(people, { id: 2, name: '李四' })).toEqual(['参与人格式不正确']);
    });

    it('takes files up to maxCount (5 by default, 20 at most), keeping only the known properties', () => {
      const files = { key: 'files', type: 'attachment', label: '附件' };
      const file = (index: number) => ({ fileName: `f${index}.pdf` });
      expect(storedOf(files, [{ fileName: 'a.pdf', originalName: '甲.pdf', bucketName: 'b', url: 'http://evil' }])).toEqual([{ fileName: 'a.pdf', originalName: '甲.pdf', bucketName: 'b' }]);
      expect(messageOf(files, Array.from({ length: 6 }, (_, index) => file(index)))).toEqual(['附件最多上传5个文件']);
      expect(messageOf({ ...files, maxCount: 20 }, Array.from({ length: 20 }, (_, index) => file(index)))).toEqual([]);
      expect(messageOf(files, [{ fileName: '' }])).toEqual(['附件格式不正确']);
      expect(messageOf(files, [{ originalName: 'a' }])).toEqual(['附件格式不正确']);
    });
  });

  describe('rich text', () => {
    const body = { key: 'body', type: 'richText', label: '正文', required: true };
    const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
    it('takes a document the rich-text allowlist passes, within the length', () => {
      expect(storedOf(body, doc('你好'))).toEqual(doc('你好'));
      expect(messageOf(body, { type: 'doc', content: [] })).toEqual(['请填写正文']);
      expect(messageOf(body, { type: 'doc', content: [{ type: 'image', attrs: { src: 'x' } }] })).toEqual(['正文包含不支持的内容']);
      expect(messageOf(body, '<p>html</p>')).toEqual(['正文包含不支持的内容']);
      expect(messageOf({ ...body, maxLength: 3 }, doc('四个汉字'))).toEqual(['正文不能超过3个字符']);
      expect(messageOf({ ...body, minLength: 3 }, doc('两字'))).toEqual(['正文不能少于3个字符']);
    });
  });

  describe('明细', () => {
    const lines = {
      key: 'lines',
      type: 'table',
      label: '费用明细',
      columns: [
        { key: 'what', type: 'input', label: '用途', required: true },
        { key: 'price', type: 'money', label: '单价' },
        { key: 'qty', type: 'number', label: '数量', precision: 0, min: 1 },
        { key: 'subtotal', type: 'computed', label: '小计', formula: 'price * qty', resultType: 'money' },
      ],
      sumColumns: ['subtotal'],
    };
    const total = { key: 'total', type: 'computed', label: '合计', formula: 'sum(lines.subtotal)', resultType: 'money' };

    it('checks each cell, naming it table[row].column', () => {
      const result = check(form(lines), { lines: [{ what: '', price: 1.234, qty: 0 }, { what: '打车', price: 20, qty: 1 }] });
      expect(result.errors).toEqual([
        { key: 'lines[0].what', message: '请填写用途' },
        { key: 'lines[0].price', message: '金额最多两位小数' },
        { key: 'lines[0].qty', message: '数量不能小于1' },
      ]);
    });

    it('recomputes each row and the sums, exactly to the cent', () => {
      const result = check(form(lines, total), {
        lines: [
          { what: '笔', price: 0.1, qty: 1, subtotal: 999 },
          { what: '纸', price: 0.2, qty: 1 },
        ],
        total: 0.30000000000000004,
      });
      expect(result.errors).toEqual([]);
      expect(result.values).toEqual({
        lines: [
          { what: '笔', price: 0.1, qty: 1, subtotal: 0.1 },
          { what: '纸', price: 0.2, qty: 1, subtotal: 0.2 },
        ],
        total: 0.3,
      });
    });

    it('refuses unknown columns and rows that are not objects', () => {
      expect(check(form(lines), { lines: [{ what: '笔', price: 1, qty: 1, secret: 1 }, 'row'] }).errors).toEqual([
        { key: 'lines[0].secret', message: '表单中没有字段“lines[0].secret”' },
        { key: 'lines[1]', message: '费用明细格式不正确' },
      ]);
    });

    it(`keeps the rows between min and max (at most ${FORM_LIMITS.rows})`, () => {
      const row = { what: '笔', price: 1, qty: 1 };
      expect(check(form({ ...lines, min: 2 }), { lines: [row] }).errors).toEqual([{ key: 'lines', message: '费用明细至少2行' }]);
      expect(check(form({ ...lines, max: 1 }), { lines: [row, row] }).errors).toEqual([{ key: 'lines', message: '费用明细最多1行' }]);
      expect(check(form(lines), { lines: Array.from({ length: FORM_LIMITS.rows + 1 }, () => row) }).errors).toEqual([{ key: 'lines', message: `费用明细最多${FORM_LIMITS.rows}行` }]);
      expect(check(form({ ...lines, required: true }), { lines: [] }).errors).toEqual([{ key: 'lines', message: '费用明细至少1行' }]);
      expect(check(form({ ...lines, min: 2, rangeMessage: '至少两笔' }), { lines: [row] }).errors).toEqual([{ key: 'lines', message: '至少两笔' }]);
      expect(check(form(lines), { lines: 'rows' }).errors).toEqual([{ key: 'lines', message: '费用明细格式不正确' }]);
      const required = form({ ...lines, required: true });
      const waived = FormFieldRules.of(required, [{ key: 'lines', operable: 'default', readOnly: 'default', hidden: 'default', required: 'false' }], 'start');
      expect(check(required, { lines: [] }, waived).errors).toEqual([]);
    });
  });

  describe('computed fields', () => {
    it('keeps a computed value in its range', () => {
      const definition = form({ key: 'period', type: 'dateRange', label: '期间' }, { key: 'days', type: 'computed', label: '天数', formula: 'days(period)', max: 30 });
      expect(check(definition, { period: ['2026-01-01', '2026-02-15'] }).errors).toEqual([{ key: 'days', message: '天数不能大于30' }]);
      expect(check(definition, {}).values).toEqual({ period: null, days: null });
    });

    it('shows the result at its precision', () => {
      const definition = form({ ...amount }, { key: 'third', type: 'computed', label: '三分之一', formula: 'amount / 3', precision: 3 });
      expect(check(definition, { amount: 10 }).values.third).toBe(3.333);
    });
  });

  describe('checkField, as the user types', () => {
    it('says the same as the whole check, for a field or a 明细 cell', () => {
      const checker = new FormValueCheck();
      expect(checker.checkField({ key: 'reason', type: 'textarea', label: '事由' }, '', { required: true })).toEqual({ value: null, errors: [{ key: 'reason', message: '请填写事由' }] });
      expect(checker.checkField({ key: 'price', type: 'money', label: '单价' }, 1.5, { required: false })).toEqual({ value: 1.5, errors: [] });
      expect(checker.checkField({ key: 'days', type: 'computed', label: '天数', formula: '1' }, 'ignored', { required: true })).toEqual({ value: null, errors: [] });
    });
  });
});
