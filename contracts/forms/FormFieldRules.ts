import type { FormFieldSetting } from '../bpmn/RongheExtension.ts';
import { own, type FormDefinition, type FormValues } from './FormModel.ts';

/** The effective rule of one top-level field at a node, for one caller. */
export interface FormFieldRule {
  /** Not shown and not sent to this caller; a value submitted for it is refused. */
  hidden: boolean;
  /** The caller may change the value; a value submitted for a field not editable is dropped. */
  editable: boolean;
  /** An empty value is refused (only ever true for an editable field). */
  required: boolean;
}

/** The rules of a form's top-level fields by key. */
export type FormFieldRuleSet = Record<string, FormFieldRule>;

/**
 * Who the rules are for:
 * - `start`: the initiator starting the process (the start node's settings);
 * - `initiator`: the initiator handling a task (after a reject);
 * - `approver`: anybody else handling a task;
 * - `view`: reading (history, 我发起的, print): nothing editable.
 */
export type FormRuleMode = 'start' | 'initiator' | 'approver' | 'view';

/** The part of a node's field setting (字段设置) the rules read. */
export type FormFieldSettingFlags = Pick<FormFieldSetting, 'key' | 'operable' | 'readOnly' | 'hidden' | 'required'>;

/**
 * The node's 字段设置 (可操作 / 只读 / 隐藏 / 必填) applied to a designed form, by the rule the
 * contract and reimbursement forms follow (ReimbursementProcess#editable): a field the node
 * hides, makes read-only or not operable is never editable; the initiator (starting, or after
 * a reject) may edit every other one; an approver only those the node explicitly opens
 * (只读 'false' or 可操作 'true'). Required is the field's own, overridden by the node's
 * 'true'/'false'. Computed fields and layout fields are never editable.
 */
export class FormFieldRules {
  static of(definition: FormDefinition, settings: readonly FormFieldSettingFlags[], mode: FormRuleMode): FormFieldRuleSet {
    const byKey = new Map(settings.map((setting) => [setting.key, setting]));
    const rules: FormFieldRuleSet = {};
    for (const field of definition.fields) {
      const setting = byKey.get(field.key);
      const hidden = setting?.hidden === 'true';
      const closed = hidden || setting?.readOnly === 'true' || setting?.operable === 'false';
      const opened = setting?.readOnly === 'false' || setting?.operable === 'true';
      const entered = field.type !== 'computed' && field.type !== 'section' && field.type !== 'description';
      const editable =
        entered && !closed && (mode === 'start' || mode === 'initiator' ? true : mode === 'approver' ? opened : false);
      const required = editable && (setting?.required === 'true' ? true : setting?.required === 'false' ? false : field.required === true);
      rules[field.key] = { hidden, editable, required };
    }
    return rules;
  }

  /**
   * The values a caller may see: without the fields its rules hide (what the server answers a
   * node with, what the renderer shows). Keys without a rule are left out too.
   */
  static visibleValues(values: FormValues, rules: FormFieldRuleSet): FormValues {
    const visible: FormValues = {};
    for (const key of Object.keys(values)) {
      const rule = own(rules, key) as FormFieldRule | undefined;
      if (rule && !rule.hidden) visible[key] = values[key];
    }
    return visible;
  }

  /** Every entry field editable, nothing hidden, required as the definition says: a preview, or a check without a process. */
  static open(definition: FormDefinition): FormFieldRuleSet {
    return FormFieldRules.of(definition, [], 'start');
  }
}
