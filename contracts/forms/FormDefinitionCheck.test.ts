import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FormDefinitionCheck, type FormFinding } from './FormDefinitionCheck.ts';
import { FORM_LIMITS, type FormDefinition, type FormField } from './FormModel.ts';
import { leaveForm } from './testing/LeaveForm.ts';

const check = (json: unknown) => new FormDefinitionCheck().check(json);
const form = (...fields: Array<Record<string, unknown>>): FormDefinition => ({ schemaVersion: 1, fields: fields as FormField[] });
const findings = (json: unknown): Array<Pick<FormFinding, 'path' | 'key' | 'code'>> => check(json).findings.map(({ path, key, code }) => ({ path, key, code }));
const codes = (json: unknown): string[] => check(json).findings.map((finding) => finding.code);

const amount = { key: 'amount', type: 'money', label: '金额' } as const;
const lines = (columns: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) => ({ key: 'lines', type: 'table', label: '费用明细', columns, ...extra });

describe('FormDefinitionCheck', () => {
  it('passes 请假申请 (类型, 开始/结束, 天数 = days(period), 事由, 附件) and gives the definition back', () => {
    const result = check(leaveForm());
    expect(result.findings).toEqual([]);
    expect(result.definition).toEqual(leaveForm());
  });

  it('passes a form using every field type and property where it applies', () => {
    const everything = form(
      { key: 'title', type: 'input', label: '标题', span: 4, placeholder: '请输入', required: true, requiredMessage: '标题必填', defaultValue: '报销', minLength: 2, maxLength: 50, lengthMessage: '2到50字', pattern: '[^<>]+', patternMessage: '不能含尖括号' },
      { key: 'note', type: 'textarea', label: '备注', maxLength: 5000 },
      { key: 'count', type: 'number', label: '数量', min: 0, max: 10, precision: 0, defaultValue: 1, rangeMessage: '0到10' },
      { ...amount, min: 0, defaultValue: 12.5 },
      { key: 'day', type: 'date', label: '日期', defaultValue: 'today' },
      { key: 'period', type: 'dateRange', label: '期间', defaultValue: ['2026-01-01', '2026-01-02'] },
      { key: 'at', type: 'time', label: '时间', defaultValue: '09:30' },
      { key: 'kind', type: 'select', label: '类别', options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }], multiple: true, defaultValue: ['a'] },
      { key: 'level', type: 'radio', label: '级别', dictType: 'sys_level' },
      { key: 'tags', type: 'checkbox', label: '标签', options: [{ label: '急', value: 'urgent' }] },
      { key: 'paid', type: 'switch', label: '已付', defaultValue: false },
      { key: 'people', type: 'member', label: '参与人', multiple: true, memberKind: 'user' },
      { key: 'files', type: 'attachment', label: '附件', maxCount: 20 },
      { key: 'body', type: 'richText', label: '正文', maxLength: 20000 },
      lines([{ ...amount }, { key: 'qty', type: 'number', label: '数量' }, { key: 'subtotal', type: 'computed', label: '小计', formula: 'amount * qty', resultType: 'money' }], { min: 1, max: 50, sumColumns: ['amount', 'subtotal'] }),
      { key: 'total', type: 'computed', label: '合计', formula: 'sum(lines.subtotal) + amount', resultType: 'money', min: 0 },
      { key: 'head', type: 'section', label: '其他' },
      { key: 'hint', type: 'description', label: '说明', text: '请如实填写' },
    );
    expect(check({ ...everything, titleField: 'title' }).findings).toEqual([]);
  });

  it('reads JSON text, and refuses text that is not JSON', () => {
    expect(check(JSON.stringify(leaveForm())).findings).toEqual([]);
    expect(check('{"schemaVersion": 1,')).toEqual({ definition: null, findings: [{ path: '', key: null, code: 'NOT_JSON', message: '表单定义不是有效的 JSON' }] });
  });

  it(`refuses a definition larger than ${FORM_LIMITS.definitionBytes / 1024} KB before checking it`, () => {
    const large = form({ key: 'hint', type: 'description', label: '说明', text: '字'.repeat(2000) });
    large.fields = Array.from({ length: 50 }, (_, index) => ({ ...large.fields[0], key: `hint${index}` }));
    expect(check(large).findings.map((finding) => finding.code)).toEqual(['DEFINITION_TOO_LARGE']);
    expect(check(JSON.stringify(large)).findings.map((finding) => finding.code)).toEqual(['DEFINITION_TOO_LARGE']);
    expect(check(' '.repeat(FORM_LIMITS.definitionBytes + 1)).findings.map((finding) => finding.code)).toEqual(['DEFINITION_TOO_LARGE']);
  });

  it(`refuses a definition nested deeper than ${FORM_LIMITS.definitionDepth} levels before anything recursive reads it`, () => {
    const depth = 5000;
    const nested = '{"schemaVersion":1,"fields":[' + '{"key":"a","type":"table","label":"甲","columns":['.repeat(depth) + ']}'.repeat(depth) + ']}';
    expect(check(nested).findings.map((finding) => finding.code)).toEqual(['DEFINITION_TOO_DEEP']);
    expect(check(JSON.parse(nested)).findings.map((finding) => finding.code)).toEqual(['DEFINITION_TOO_DEEP']);
  });

  describe('structure (the validator generated from form.yaml)', () => {
    it('names each structural fault with its path and field key', () => {
      expect(findings({ schemaVersion: 2, fields: [{ key: '1a', type: 'bogus', label: '', extra: 1 }, { type: 'input', label: '甲' }], more: true })).toEqual([
        { path: 'more', key: null, code: 'SCHEMA_UNKNOWN_PROPERTY' },
        { path: 'schemaVersion', key: null, code: 'SCHEMA_VALUE' },
        { path: 'fields[0].extra', key: '1a', code: 'SCHEMA_UNKNOWN_PROPERTY' },
        { path: 'fields[0].key', key: '1a', code: 'SCHEMA_KEY_FORMAT' },
        { path: 'fields[0].type', key: '1a', code: 'SCHEMA_VALUE' },
        { path: 'fields[0].label', key: '1a', code: 'SCHEMA_LENGTH' },
        { path: 'fields[1].key', key: null, code: 'SCHEMA_REQUIRED' },
      ]);
      expect(check({ schemaVersion: 1, fields: [] }).findings).toEqual([]);
      expect(check({ schemaVersion: 2, fields: [] }).definition).toBeNull();
    });

    it('names a column by its 明细 and its own key', () => {
      expect(findings(form(lines([{ key: 'amount', type: 'money', label: '金额', span: 7 }])))).toEqual([{ path: 'fields[0].columns[0].span', key: 'lines.amount', code: 'SCHEMA_RANGE' }]);
    });

    it('refuses wrong types, missing properties and what is not an object', () => {
      expect(codes({ schemaVersion: 1, fields: [{ key: 'a', type: 'number', label: '甲', min: '1' }] })).toEqual(['SCHEMA_TYPE']);
      expect(check({ schemaVersion: 1, fields: [{ key: 'a', type: 'number', label: '甲', min: '1' }] }).findings[0].message).toBe('属性类型不正确，应为数字');
      expect(codes({ schemaVersion: 1 })).toEqual(['SCHEMA_REQUIRED']);
      expect(codes([])).toEqual(['SCHEMA_TYPE']);
      expect(codes(null)).toEqual(['SCHEMA_TYPE']);
    });

    it(`states the limits: ${FORM_LIMITS.fields} fields, ${FORM_LIMITS.columns} columns, ${FORM_LIMITS.options} options`, () => {
      const field = (index: number) => ({ key: `f${index}`, type: 'input', label: `字段${index}` });
      expect(codes(form(...Array.from({ length: FORM_LIMITS.fields }, (_, index) => field(index))))).toEqual([]);
      expect(findings(form(...Array.from({ length: FORM_LIMITS.fields + 1 }, (_, index) => field(index))))).toEqual([{ path: 'fields', key: null, code: 'SCHEMA_TOO_MANY' }]);
      expect(codes(form(lines(Array.from({ length: FORM_LIMITS.columns + 1 }, (_, index) => field(index)))))).toEqual(['SCHEMA_TOO_MANY']);
      const options = Array.from({ length: FORM_LIMITS.options + 1 }, (_, index) => ({ label: `选项${index}`, value: `v${index}` }));
      expect(codes(form({ key: 'kind', type: 'select', label: '类别', options }))).toEqual(['SCHEMA_TOO_MANY']);
    });
  });

  describe('keys', () => {
    it('refuses a key used twice in the form, or twice in one 明细', () => {
      expect(findings(form({ key: 'a', type: 'input', label: '甲' }, { key: 'a', type: 'number', label: '乙' }))).toEqual([{ path: 'fields[1].key', key: 'a', code: 'KEY_DUPLICATE' }]);
      expect(codes(form(lines([{ ...amount }, { ...amount, label: '金额2' }])))).toEqual(['KEY_DUPLICATE']);
      // A column may share a key with a top-level field or another 明细's column.
      expect(codes(form({ ...amount }, lines([{ ...amount }]), { ...lines([{ ...amount }]), key: 'others' }))).toEqual([]);
    });

    it('refuses the words of the condition language as keys', () => {
      for (const word of ['empty', 'and', 'or', 'not', 'div', 'mod', 'eq', 'ne', 'lt', 'gt', 'le', 'ge', 'true', 'false', 'null', 'instanceof']) {
        expect(codes(form({ key: word, type: 'input', label: '甲' })), word).toEqual(['KEY_RESERVED']);
      }
      expect(check(form({ key: 'div', type: 'input', label: '甲' })).findings[0].message).toBe('字段标识“div”是条件表达式的保留字，不能使用');
      expect(codes(form({ key: 'order', type: 'input', label: '甲' }))).toEqual([]);
      for (const name of ['__proto__', 'constructor', 'prototype']) expect(codes(form({ key: name, type: 'input', label: '甲' })), name).toEqual(['KEY_RESERVED']);
      expect(check(JSON.parse('{"schemaVersion":1,"fields":[{"key":"__proto__","type":"input","label":"甲"}]}')).findings[0].message).toBe('字段标识“__proto__”是系统保留名称，不能使用');
    });

    it('refuses a key that a date range already sets as a variable', () => {
      expect(findings(form({ key: 'period', type: 'dateRange', label: '期间' }, { key: 'periodStart', type: 'input', label: '开始' }))).toEqual([
        { path: 'fields[1].key', key: 'periodStart', code: 'KEY_VARIABLE_CLASH' },
      ]);
    });
  });

  it('refuses a property that does not apply to the type', () => {
    expect(findings(form({ key: 'a', type: 'input', label: '甲', options: [{ label: '甲', value: 'a' }] }))).toEqual([{ path: 'fields[0].options', key: 'a', code: 'PROPERTY_NOT_APPLICABLE' }]);
    expect(check(form({ key: 'a', type: 'switch', label: '甲', required: true })).findings[0].message).toBe('开关字段不支持属性“required”');
    expect(codes(form({ ...amount, precision: 2 }))).toEqual(['PROPERTY_NOT_APPLICABLE']);
    expect(codes(form({ key: 'c', type: 'computed', label: '丙', formula: '1', resultType: 'money', precision: 2 }))).toEqual(['PROPERTY_NOT_APPLICABLE']);
    expect(codes(form({ key: 's', type: 'section', label: '分组', required: false }))).toEqual(['PROPERTY_NOT_APPLICABLE']);
    expect(codes(form({ key: 'd', type: 'date', label: '日期', pattern: '\\d+' }))).toEqual(['PROPERTY_NOT_APPLICABLE']);
  });

  it('refuses in a 明细 the types a cell cannot hold, and a 明细 without columns', () => {
    expect(findings(form(lines([{ key: 'files', type: 'attachment', label: '附件' }])))).toEqual([{ path: 'fields[0].columns[0].type', key: 'lines.files', code: 'COLUMN_TYPE_NOT_ALLOWED' }]);
    for (const type of ['table', 'richText', 'member', 'section', 'description']) expect(codes(form(lines([{ key: 'x', type, label: '甲' }]))), type).toContain('COLUMN_TYPE_NOT_ALLOWED');
    expect(codes(form(lines([])))).toEqual(['COLUMNS_MISSING']);
    expect(codes(form({ key: 'lines', type: 'table', label: '明细' }))).toEqual(['COLUMNS_MISSING']);
  });

  describe('options', () => {
    it('wants options or a dictionary on a choice field, not both and not neither', () => {
      expect(codes(form({ key: 'k', type: 'radio', label: '类别' }))).toEqual(['OPTIONS_MISSING']);
      expect(codes(form({ key: 'k', type: 'checkbox', label: '类别', options: [] }))).toEqual(['OPTIONS_MISSING']);
      expect(findings(form({ key: 'k', type: 'select', label: '类别', options: [{ label: '甲', value: 'a' }], dictType: 'sys' }))).toEqual([{ path: 'fields[0].dictType', key: 'k', code: 'OPTIONS_CONFLICT' }]);
    });

    it('refuses an option value used twice', () => {
      expect(findings(form({ key: 'k', type: 'select', label: '类别', options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'a' }] }))).toEqual([
        { path: 'fields[0].options[1].value', key: 'k', code: 'OPTION_DUPLICATE' },
      ]);
    });
  });

  it('wants min ≤ max of a number, an amount and a computed field', () => {
    expect(findings(form({ ...amount, min: 10, max: 1 }))).toEqual([{ path: 'fields[0].min', key: 'amount', code: 'RANGE_INVALID' }]);
    expect(codes(form({ key: 'n', type: 'number', label: '数', min: 1, max: 1 }))).toEqual([]);
    expect(codes(form({ key: 'c', type: 'computed', label: '丙', formula: '1', min: 2, max: 1 }))).toEqual(['RANGE_INVALID']);
  });

  it(`wants a 明细's rows between 0 and ${FORM_LIMITS.rows}, whole, the fewest no more than the most`, () => {
    expect(codes(form(lines([{ ...amount }], { min: 2, max: 1 })))).toEqual(['ROWS_INVALID']);
    expect(codes(form(lines([{ ...amount }], { max: FORM_LIMITS.rows + 1 })))).toEqual(['ROWS_INVALID']);
    expect(codes(form(lines([{ ...amount }], { min: 1.5 })))).toEqual(['ROWS_INVALID']);
    expect(codes(form(lines([{ ...amount }], { min: -1 })))).toEqual(['ROWS_INVALID']);
    expect(codes(form(lines([{ ...amount }], { min: 0, max: FORM_LIMITS.rows })))).toEqual([]);
  });

  it(`wants minLength ≤ maxLength ≤ the type's cap (input ${FORM_LIMITS.inputLength}, textarea ${FORM_LIMITS.textareaLength}, rich text ${FORM_LIMITS.richTextLength})`, () => {
    expect(findings(form({ key: 't', type: 'input', label: '甲', minLength: 5, maxLength: 4 }))).toEqual([{ path: 'fields[0].minLength', key: 't', code: 'LENGTH_INVALID' }]);
    expect(findings(form({ key: 't', type: 'input', label: '甲', maxLength: FORM_LIMITS.inputLength + 1 }))).toEqual([{ path: 'fields[0].maxLength', key: 't', code: 'LENGTH_TOO_LARGE' }]);
    expect(codes(form({ key: 't', type: 'textarea', label: '甲', maxLength: FORM_LIMITS.textareaLength + 1 }))).toEqual(['LENGTH_TOO_LARGE']);
    expect(codes(form({ key: 't', type: 'textarea', label: '甲', minLength: FORM_LIMITS.textareaLength + 1 }))).toEqual(['LENGTH_TOO_LARGE']);
    expect(codes(form({ key: 't', type: 'richText', label: '甲', maxLength: FORM_LIMITS.richTextLength }))).toEqual([]);
  });

  it('wants a pattern that compiles and cannot backtrack exponentially', () => {
    expect(findings(form({ key: 't', type: 'input', label: '甲', pattern: '[a-' }))).toEqual([{ path: 'fields[0].pattern', key: 't', code: 'PATTERN_INVALID' }]);
    expect(codes(form({ key: 't', type: 'input', label: '甲', pattern: '\\p{Script=Han}+' }))).toEqual([]);
    expect(codes(form({ key: 't', type: 'input', label: '甲', pattern: '(a+)+' }))).toEqual(['PATTERN_UNSAFE']);
  });

  it('wants a default the field would accept', () => {
    const invalid = [
      { key: 't', type: 'input', label: '甲', maxLength: 3, defaultValue: '太长的文字' },
      { key: 't', type: 'input', label: '甲', pattern: '\\d+', defaultValue: 'abc' },
      { key: 'n', type: 'number', label: '数', defaultValue: '1' },
      { key: 'n', type: 'number', label: '数', max: 5, defaultValue: 6 },
      { ...amount, defaultValue: 1.234 },
      { key: 'd', type: 'date', label: '日', defaultValue: 'yesterday' },
      { key: 'd', type: 'date', label: '日', defaultValue: '2026-02-30' },
      { key: 'r', type: 'dateRange', label: '期间', defaultValue: ['2026-01-02', '2026-01-01'] },
      { key: 'h', type: 'time', label: '时', defaultValue: '24:00' },
      { key: 'k', type: 'select', label: '类', options: [{ label: '甲', value: 'a' }], defaultValue: 'b' },
      { key: 'k', type: 'select', label: '类', options: [{ label: '甲', value: 'a' }], defaultValue: ['a'] },
      { key: 'k', type: 'checkbox', label: '类', options: [{ label: '甲', value: 'a' }], defaultValue: 'a' },
      { key: 's', type: 'switch', label: '开', defaultValue: 'true' },
      { key: 's', type: 'switch', label: '开', defaultValue: null },
    ];
    for (const field of invalid) expect(findings(form(field)), JSON.stringify(field)).toEqual([{ path: 'fields[0].defaultValue', key: field.key, code: 'DEFAULT_INVALID' }]);
    expect(codes(form({ key: 'd', type: 'date', label: '日', defaultValue: 'today' }))).toEqual([]);
  });

  describe('formulas', () => {
    const period = { key: 'period', type: 'dateRange', label: '期间' };
    const computed = (formula: string | undefined, extra: Record<string, unknown> = {}) => ({ key: 'result', type: 'computed', label: '结果', ...(formula === undefined ? {} : { formula }), ...extra });

    it('wants a formula that parses', () => {
      expect(codes(form(computed(undefined)))).toEqual(['FORMULA_MISSING']);
      expect(codes(form(computed(' ')))).toEqual(['FORMULA_MISSING']);
      const invalid = check(form({ ...amount }, computed('amount *')));
      expect(invalid.findings.map(({ path, code }) => ({ path, code }))).toEqual([{ path: 'fields[1].formula', code: 'FORMULA_INVALID' }]);
      expect(invalid.findings[0].message).toBe('计算公式不正确：公式不完整');
    });

    it('wants it to name existing numeric fields, date ranges in days() and numeric columns in sum()', () => {
      expect(codes(form(computed('missing + 1')))).toEqual(['FORMULA_UNKNOWN_FIELD']);
      expect(check(form(computed('missing + 1'))).findings[0].message).toBe('计算公式中的字段“missing”不存在');
      expect(codes(form({ key: 'note', type: 'input', label: '备注' }, computed('note * 2')))).toEqual(['FORMULA_NOT_NUMERIC']);
      expect(codes(form(period, computed('period + 1')))).toEqual(['FORMULA_NOT_NUMERIC']);
      expect(codes(form({ ...amount }, computed('days(amount)')))).toEqual(['FORMULA_NOT_RANGE']);
      expect(codes(form(computed('days(nothing)')))).toEqual(['FORMULA_UNKNOWN_FIELD']);
      expect(codes(form(lines([{ key: 'what', type: 'input', label: '用途' }]), computed('sum(lines.what)')))).toEqual(['FORMULA_NOT_COLUMN']);
      expect(codes(form(lines([{ ...amount }]), computed('sum(lines.missing)')))).toEqual(['FORMULA_NOT_COLUMN']);
      expect(codes(form({ ...amount }, computed('sum(amount.x)')))).toEqual(['FORMULA_NOT_COLUMN']);
      expect(codes(form(computed('sum(nothing.x)')))).toEqual(['FORMULA_UNKNOWN_FIELD']);
      expect(codes(form(period, lines([{ ...amount }]), computed('days(period) * 100 + sum(lines.amount)')))).toEqual([]);
    });

    it("lets a 明细's column name the row's other columns, and the form's fields", () => {
      const rate = { key: 'rate', type: 'number', label: '汇率' };
      const row = lines([{ ...amount }, { key: 'qty', type: 'number', label: '数量' }, { key: 'cny', type: 'computed', label: '折合', formula: 'amount * qty * rate' }]);
      expect(codes(form(rate, row))).toEqual([]);
      expect(codes(form(row))).toEqual(['FORMULA_UNKNOWN_FIELD']);
      expect(codes(form(lines([{ key: 'span', type: 'dateRange', label: '期间' }, { key: 'd', type: 'computed', label: '天', formula: 'days(span)' }])))).toEqual([]);
    });

    it('refuses cycles, naming each computed field on one', () => {
      const cycle = form(computed('other + 1'), { key: 'other', type: 'computed', label: '乙', formula: 'result * 2' }, { key: 'outside', type: 'computed', label: '丙', formula: 'result' });
      expect(findings(cycle)).toEqual([
        { path: 'fields[0].formula', key: 'result', code: 'FORMULA_CYCLE' },
        { path: 'fields[1].formula', key: 'other', code: 'FORMULA_CYCLE' },
      ]);
      expect(check(cycle).findings[0].message).toBe('计算公式循环引用：result → other → result');
      expect(codes(form(computed('result + 1')))).toEqual(['FORMULA_CYCLE']);
      const throughSum = form(lines([{ ...amount }, { key: 'share', type: 'computed', label: '占比', formula: 'amount / total' }]), { key: 'total', type: 'computed', label: '合计', formula: 'sum(lines.share)' });
      expect(findings(throughSum).map((finding) => finding.key)).toEqual(['lines.share', 'total']);
    });
  });

  it("wants sumColumns to name the 明细's numeric columns", () => {
    expect(findings(form(lines([{ ...amount }, { key: 'what', type: 'input', label: '用途' }], { sumColumns: ['amount', 'what', 'nothing'] })))).toEqual([
      { path: 'fields[0].sumColumns[1]', key: 'lines', code: 'SUM_COLUMN_INVALID' },
      { path: 'fields[0].sumColumns[2]', key: 'lines', code: 'SUM_COLUMN_INVALID' },
    ]);
  });

  it('wants titleField to name a single-line text field of the form', () => {
    expect(findings({ ...leaveForm(), titleField: 'reason' })).toEqual([{ path: 'titleField', key: null, code: 'TITLE_FIELD_INVALID' }]);
    expect(codes({ ...leaveForm(), titleField: 'nothing' })).toEqual(['TITLE_FIELD_INVALID']);
    expect(codes({ ...form({ key: 'subject', type: 'input', label: '主题' }), titleField: 'subject' })).toEqual([]);
    expect(codes({ ...leaveForm(), titleField: null })).toEqual([]);
  });

  it('gives every finding a zh-CN message', () => {
    const faulty = form({ key: 'and', type: 'input', label: '甲', minLength: 9, maxLength: 2, options: [] }, { key: 'and', type: 'computed', label: '乙', formula: 'x(' });
    for (const found of check(faulty).findings) expect(found.message, found.code).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('the generated structural validator', () => {
  const source = readFileSync(new URL('../generated/form.FormDefinition.validator.ts', import.meta.url), 'utf8');

  it('is an ES module the browser runs without ajv and without evaluating code', () => {
    expect(source).toMatch(/^export const validate = /m);
    expect(source).not.toMatch(/\brequire\(/);
    expect(source).not.toMatch(/\bimport\b[^;]*\bfrom\b/);
    expect(source).not.toMatch(/new Function|\beval\(/);
  });
});
