import { describe, expect, it } from 'vitest';
import type { FormFlag } from '../bpmn/RongheExtension.ts';
import { FormFieldRules } from './FormFieldRules.ts';
import { leaveForm } from './testing/LeaveForm.ts';

type Flags = Partial<Record<'operable' | 'readOnly' | 'hidden' | 'required', FormFlag>>;
const setting = (key: string, flags: Flags) => ({ key, operable: 'default', readOnly: 'default', hidden: 'default', required: 'default', ...flags }) as const;
const definition = leaveForm();

describe('FormFieldRules', () => {
  it('opens every entry field to the starter, required as the form says; 天数 is never editable', () => {
    expect(FormFieldRules.of(definition, [], 'start')).toEqual({
      leaveType: { hidden: false, editable: true, required: true },
      period: { hidden: false, editable: true, required: true },
      days: { hidden: false, editable: false, required: false },
      reason: { hidden: false, editable: true, required: true },
      files: { hidden: false, editable: true, required: false },
    });
    expect(FormFieldRules.open(definition)).toEqual(FormFieldRules.of(definition, [], 'start'));
  });

  it('closes to the starter and to the initiator what the node hides, makes read-only or not operable', () => {
    const settings = [setting('leaveType', { readOnly: 'true' }), setting('period', { operable: 'false' }), setting('reason', { hidden: 'true' })];
    for (const mode of ['start', 'initiator'] as const) {
      const rules = FormFieldRules.of(definition, settings, mode);
      expect(rules.leaveType, mode).toEqual({ hidden: false, editable: false, required: false });
      expect(rules.period, mode).toEqual({ hidden: false, editable: false, required: false });
      expect(rules.reason, mode).toEqual({ hidden: true, editable: false, required: false });
      expect(rules.files.editable, mode).toBe(true);
    }
  });

  it('opens to an approver only the fields the node explicitly opens', () => {
    const rules = FormFieldRules.of(definition, [setting('leaveType', { readOnly: 'false' }), setting('period', { operable: 'true' }), setting('files', { operable: 'true', readOnly: 'true' })], 'approver');
    expect(rules.leaveType.editable).toBe(true);
    expect(rules.period.editable).toBe(true);
    expect(rules.reason.editable).toBe(false);
    expect(rules.files.editable).toBe(false);
    expect(rules.days.editable).toBe(false);
  });

  it('hides from an approver what the node hides, even when it also opens it', () => {
    expect(FormFieldRules.of(definition, [setting('reason', { hidden: 'true', operable: 'true' })], 'approver').reason).toEqual({ hidden: true, editable: false, required: false });
  });

  it("overrides the field's own required with the node's 'true' or 'false', for an editable field only", () => {
    const rules = FormFieldRules.of(definition, [setting('reason', { required: 'false' }), setting('files', { required: 'true' })], 'start');
    expect(rules.reason.required).toBe(false);
    expect(rules.files.required).toBe(true);
    expect(FormFieldRules.of(definition, [setting('files', { required: 'true' })], 'approver').files.required).toBe(false);
  });

  it('leaves out of the values a caller sees the fields hidden from it, and keys without a rule', () => {
    const rules = FormFieldRules.of(definition, [setting('reason', { hidden: 'true' })], 'view');
    const values = { leaveType: 'annual', reason: '回老家探亲', days: 5, stray: 1 };
    expect(FormFieldRules.visibleValues(values, rules)).toEqual({ leaveType: 'annual', days: 5 });
  });

  it('makes nothing editable to a reader, and still hides what the node hides', () => {
    const rules = FormFieldRules.of(definition, [setting('reason', { hidden: 'true' }), setting('files', { operable: 'true' })], 'view');
    expect(Object.values(rules).some((rule) => rule.editable || rule.required)).toBe(false);
    expect(rules.reason.hidden).toBe(true);
  });
});
