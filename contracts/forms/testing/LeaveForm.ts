import type { FormDefinition } from '../FormModel.ts';

/**
 * 请假申请 as issue 23's journey designs it: 类型 (select), 开始/结束 (a date range `period`),
 * 天数 (computed `days(period)`), 事由 (multi-line, required) and 附件. For tests of every
 * layer that reads designed forms.
 */
export function leaveForm(): FormDefinition {
  return {
    schemaVersion: 1,
    fields: [
      {
        key: 'leaveType',
        type: 'select',
        label: '类型',
        required: true,
        options: [
          { label: '年假', value: 'annual' },
          { label: '事假', value: 'personal' },
          { label: '病假', value: 'sick' },
        ],
      },
      { key: 'period', type: 'dateRange', label: '开始/结束', required: true },
      { key: 'days', type: 'computed', label: '天数', formula: 'days(period)', precision: 0 },
      { key: 'reason', type: 'textarea', label: '事由', required: true, maxLength: 500 },
      { key: 'files', type: 'attachment', label: '附件', maxCount: 3 },
    ],
  };
}

/** Values 张三 submits for a 5-day leave. */
export function leaveValues(): Record<string, unknown> {
  return {
    leaveType: 'annual',
    period: ['2026-12-07', '2026-12-11'],
    reason: '回老家探亲',
    files: [{ fileName: 'ticket-1.pdf', originalName: '车票.pdf', bucketName: 'workflow' }],
  };
}
