import type { FormDefinition, FormRef } from '../ProcessCentreApi.ts';

/** Designed forms (contracts/openapi/form.yaml) as 表单管理 would save them. */
export const designedSamples = {
  formRef(change: Partial<FormRef> = {}): FormRef {
    return { formId: 31, formKey: 'leave', formName: '请假申请', formRouter: 'DesignedForm', formFieldList: [], ...change };
  },

  /** The 请假申请: 类型, 开始 / 结束, 天数 computed from them, 事由 required, 附件. */
  leave(): FormDefinition {
    return {
      schemaVersion: 1,
      titleField: 'title',
      fields: [
        { key: 'title', type: 'input', label: '标题', span: 2, required: true, maxLength: 30, placeholder: '如：张三的年假' },
        {
          key: 'leaveType',
          type: 'select',
          label: '请假类型',
          span: 2,
          required: true,
          options: [
            { label: '年假', value: 'annual' },
            { label: '事假', value: 'personal' },
            { label: '病假', value: 'sick' },
          ],
        },
        { key: 'period', type: 'dateRange', label: '请假时间', span: 2, required: true },
        { key: 'days', type: 'computed', label: '天数', span: 1, formula: 'days(period)', precision: 0 },
        { key: 'urgent', type: 'switch', label: '加急', span: 1 },
        { key: 'reason', type: 'textarea', label: '事由', span: 4, required: true, maxLength: 200, requiredMessage: '请写明请假事由' },
        { key: 'attachment', type: 'attachment', label: '附件', span: 4, maxCount: 3 },
      ],
    };
  },

  /** Every field type once, 明细 with a computed column and sums. */
  everyType(): FormDefinition {
    return {
      schemaVersion: 1,
      fields: [
        { key: 'basics', type: 'section', label: '基本信息' },
        { key: 'note', type: 'description', label: '说明', text: '请如实填写' },
        { key: 'name', type: 'input', label: '姓名', span: 1, required: true, minLength: 2, lengthMessage: '姓名为2到10个字', maxLength: 10 },
        { key: 'code', type: 'input', label: '工号', span: 1, pattern: '[A-Z]\\d{3}', patternMessage: '工号为一个大写字母加三位数字' },
        { key: 'remark', type: 'textarea', label: '备注', span: 2 },
        { key: 'count', type: 'number', label: '人数', span: 1, min: 1, max: 10, rangeMessage: '人数为1到10' },
        { key: 'budget', type: 'money', label: '预算', span: 1 },
        { key: 'day', type: 'date', label: '日期', span: 1, defaultValue: 'today' },
        { key: 'trip', type: 'dateRange', label: '行程', span: 1 },
        { key: 'at', type: 'time', label: '时间', span: 1 },
        { key: 'city', type: 'select', label: '城市', span: 1, dictType: 'city' },
        { key: 'seat', type: 'radio', label: '座位', span: 1, options: [{ label: '靠窗', value: 'window' }, { label: '过道', value: 'aisle' }] },
        { key: 'meals', type: 'checkbox', label: '餐食', span: 1, options: [{ label: '早餐', value: 'breakfast' }, { label: '午餐', value: 'lunch' }] },
        { key: 'hotel', type: 'switch', label: '住宿', span: 1, defaultValue: true },
        { key: 'agent', type: 'member', label: '代理人', span: 1, memberKind: 'user' },
        { key: 'files', type: 'attachment', label: '附件', span: 2 },
        { key: 'story', type: 'richText', label: '详情' },
        {
          key: 'lines',
          type: 'table',
          label: '费用明细',
          required: true,
          sumColumns: ['amount', 'subtotal'],
          columns: [
            { key: 'item', type: 'input', label: '项目', required: true },
            { key: 'amount', type: 'money', label: '单价', required: true },
            { key: 'qty', type: 'number', label: '数量', precision: 0 },
            { key: 'subtotal', type: 'computed', label: '小计', formula: 'amount * qty', resultType: 'money' },
          ],
        },
        { key: 'total', type: 'computed', label: '总计', formula: 'sum(lines.subtotal) + budget', resultType: 'money' },
      ],
    };
  },
};
