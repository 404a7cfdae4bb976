import { ApiError } from '../../http/ApiError.ts';
import type { Clock } from '../../contracts/host.ts';
import type { DesignedFormRegistry, WorkflowActor, WorkflowFormFieldSetting, WorkflowRuntime, WorkflowStartForm } from '../../contracts/workflow.ts';
import type { DictionaryItems } from '../../contracts/dict.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { components } from '../../../contracts/generated/form.ts';
import {
  FormFieldRules,
  FormValueCheck,
  FormVariables,
  type FormDefinition,
  type FormFieldError,
  type FormFieldRuleSet,
  type FormOption,
  type FormRuleMode,
  type FormValues,
} from '../../../contracts/forms/index.ts';
import type { DesignedForms } from './DesignedForms.ts';
import { businessKeyOf, idOfBusinessKey, type DesignedFormValues, type StoredValues } from './DesignedFormValues.ts';
import { FormLimits } from './FormLimits.ts';
import type { FormPins } from './FormPins.ts';
import { zhCN } from './zhCN.ts';

export type DesignedFormStartRequest = components['schemas']['DesignedFormStartRequest'];
export type DesignedFormStartResult = components['schemas']['DesignedFormStartResult'];
export type DesignedFormCompleteRequest = components['schemas']['DesignedFormCompleteRequest'];
export type DesignedFormView = components['schemas']['DesignedFormView'];

/** A form version as an instance runs it. */
interface RunningForm {
  formId: number;
  formKey: string;
  formName: string;
  version: number;
  definition: FormDefinition;
}

/**
 * Starting, completing and reading a process whose form is a designed one, as the contract's
 * and the reimbursement's modules do theirs: the values are checked on the server against the
 * form version the definition was deployed with and the node's field rules — the very check
 * the renderer runs as the user types (contracts/forms) — computed fields recomputed, and then
 * stored with the workflow command in one transaction, the form's fields set as process
 * variables so that conditions (`${days > 3}`) branch on them. A refusal is a 400 naming each
 * field (`data.fieldErrors`) and writes nothing.
 */
export class DesignedFormProcess {
  readonly #check = new FormValueCheck();

  constructor(
    private readonly forms: DesignedForms,
    private readonly registry: DesignedFormRegistry,
    private readonly pins: FormPins,
    private readonly values: DesignedFormValues,
    private readonly runtime: WorkflowRuntime,
    private readonly dictionaries: DictionaryItems,
    private readonly clock: Clock,
  ) {}

  /**
   * What the start drawer draws: the form version the process's startable version pinned, with
   * the start node's rules (its hidden fields left out) and no values. `procDefId`, when given,
   * is the version the caller listed: another one deployed since answers 409.
   */
  async startView(procDefKey: string, procDefId: string | undefined, actor: WorkflowActor): Promise<DesignedFormView> {
    const { start, form } = await this.#startTarget(procDefKey, actor);
    if (procDefId !== undefined && procDefId !== start.procDefId) throw new ApiError(409, zhCN.errors.processChanged(start.processName));
    return DesignedFormProcess.#visible(form, FormFieldRules.of(form.definition, start.formFields, 'start'), {}, 'start', null);
  }

  async start(request: DesignedFormStartRequest, actor: WorkflowActor): Promise<DesignedFormStartResult> {
    const { start, form } = await this.#startTarget(request.procDefKey, actor);
    const rules = FormFieldRules.of(form.definition, start.formFields, 'start');
    const checked = await this.#checked(form.definition, request.values, rules, null);
    let id = 0;
    // No instance, no values: the row is written in the start's own transaction, on exactly the
    // version checked here (a deploy in between is refused, 409, rather than run unchecked).
    const { procInstId } = await this.runtime.start({
      procDefKey: request.procDefKey,
      procDefId: start.procDefId,
      formKey: form.formKey,
      actor,
      variables: FormVariables.variablesOf(form.definition, checked),
      selectedSeqFlowId: request.selectedSeqFlowId,
      businessRow: async (db) =>
        businessKeyOf(
          (id = await this.values.insert(
            {
              companyId: actor.companyId,
              formId: form.formId,
              formKey: form.formKey,
              version: form.version,
              values: checked,
              title: DesignedFormProcess.titleOf(form.definition, checked),
              createdBy: actor.userId,
            },
            db,
          )),
        ),
    });
    return { procInstId, businessKey: businessKeyOf(id) };
  }

  async complete(request: DesignedFormCompleteRequest, actor: WorkflowActor): Promise<void> {
    const operation = request.taskOperationDTO;
    const task = await this.runtime.heldTask(operation.taskId, operation.procInstId, actor);
    if (task.taskDefKey !== operation.taskDefKey) throw new ApiError(400, zhCN.errors.taskDefKeyMismatch);
    const stored = await this.#stored(task.businessKey, actor);
    const form = await this.#running(stored);
    const mode: FormRuleMode = task.initiatorId === actor.userId ? 'initiator' : 'approver';
    const rules = FormFieldRules.of(form.definition, task.formFields[form.formKey] ?? [], mode);
    const checked = await this.#checked(form.definition, request.values, rules, stored.values);
    await this.runtime.complete({
      taskId: operation.taskId,
      procInstId: operation.procInstId,
      actor,
      comment: operation.comment,
      selectedSeqFlowId: operation.selectedSeqFlowId,
      variables: FormVariables.variablesOf(form.definition, checked),
      checked: task,
      // Saved in the completion's transaction: a refused completion leaves the values as they were.
      within: (db) => this.values.update(stored.row.id, stored.row.revision, checked, DesignedFormProcess.titleOf(form.definition, checked), db),
    });
  }

  /**
   * The instance's form version and values with the caller's rules: at the node of `taskId`
   * (editable there when the task is open and theirs), else read-only. Fields hidden at that
   * node leave the definition, the values and the rules alike: the browser never receives them.
   * Without a task only the initiator and the company's administrators read it: anyone else's
   * view depends on the node they are at, so they must name it.
   */
  async view(businessKey: string, taskId: string | undefined, actor: WorkflowActor): Promise<DesignedFormView> {
    const stored = await this.#stored(businessKey, actor);
    await this.runtime.assertBusinessReadable(businessKey, actor);
    const form = await this.#running(stored);
    let settings: WorkflowFormFieldSetting[] = [];
    let mode: FormRuleMode = 'view';
    if (taskId) {
      const task = await this.runtime.taskAt(taskId, actor);
      if (task.businessKey !== businessKey) throw new ApiError(404, zhCN.errors.valuesNotFound);
      // Another node's rules may show a field the caller's own node hides.
      if (!task.readable) throw new ApiError(403, zhCN.errors.notAtTask);
      // The initiator reading outside a task of theirs (我发起的) sees the form as at the start,
      // not with the rules of the node it has reached: a field hidden from 总经理 is still theirs.
      const asInitiator = !task.held && task.initiatorId === actor.userId;
      settings = (asInitiator ? task.startFormFields : task.formFields)[form.formKey] ?? [];
      if (task.held) mode = task.initiatorId === actor.userId ? 'initiator' : 'approver';
    } else if (stored.row.created_by !== actor.userId && !actor.admin) {
      throw new ApiError(400, zhCN.errors.taskRequired);
    }
    return DesignedFormProcess.#visible(form, FormFieldRules.of(form.definition, settings, mode), stored.values, mode, stored.row.title);
  }

  /** A form as one caller may see it: the fields its rules hide leave the definition, the values and the rules alike. */
  static #visible(form: RunningForm, rules: FormFieldRuleSet, values: FormValues, mode: FormRuleMode, title: string | null): DesignedFormView {
    const hidden = new Set(Object.entries(rules).flatMap(([key, rule]) => (rule.hidden ? [key] : [])));
    const definition: FormDefinition = {
      ...form.definition,
      titleField: form.definition.titleField && hidden.has(form.definition.titleField) ? null : (form.definition.titleField ?? null),
      fields: form.definition.fields.filter((field) => !hidden.has(field.key)),
    };
    return {
      formId: form.formId,
      formKey: form.formKey,
      formName: form.formName,
      version: form.version,
      definition,
      values: FormFieldRules.visibleValues(values, rules),
      rules: Object.fromEntries(Object.entries(rules).filter(([key]) => !hidden.has(key))),
      mode,
      title: definition.titleField ? title : null,
    };
  }

  /** The start form of the version a start of the key runs: a designed form of the company, at its pinned version (else 400). */
  async #startTarget(procDefKey: string, actor: WorkflowActor): Promise<{ start: WorkflowStartForm; form: RunningForm }> {
    const start = await this.runtime.startForm(procDefKey, actor.companyId);
    if (start.formKey === null) throw new ApiError(400, zhCN.errors.noStartForm(start.processName));
    const registered = await this.registry.findByKey(actor.companyId, start.formKey);
    if (!registered) throw new ApiError(400, zhCN.errors.notDesignedStart(start.processName));
    const pin = await this.pins.pinOf(start.procDefId, start.formKey);
    const version = pin && (await this.forms.versionOf(pin.formId, pin.version));
    if (!pin || !version) throw new ApiError(400, zhCN.errors.notPinned(start.processName));
    return { start, form: { formId: pin.formId, formKey: start.formKey, formName: registered.formName, version: pin.version, definition: version.definition } };
  }

  /** The titleField's text, cut for the lists; null without one. */
  static titleOf(definition: FormDefinition, values: FormValues): string | null {
    const key = definition.titleField;
    const value = key ? values[key] : null;
    if (typeof value !== 'string' || value.trim() === '') return null;
    return [...value.trim()].slice(0, FormLimits.titleLength).join('');
  }

  /** The values FormValueCheck makes of the submitted ones, else a 400 naming each refused field. */
  async #checked(definition: FormDefinition, submitted: unknown, rules: FormFieldRuleSet, stored: FormValues | null): Promise<FormValues> {
    const result = this.#check.check(definition, submitted, rules, {
      today: DisplayTime.format(this.clock.now()).slice(0, 10),
      dictionaries: await this.#dictionaries(definition),
      stored,
    });
    if (result.errors.length > 0) throw DesignedFormProcess.#refusal(result.errors);
    return result.values;
  }

  /** The options of every 字典 the form's choice fields (and 明细 columns) use. */
  async #dictionaries(definition: FormDefinition): Promise<Record<string, FormOption[]>> {
    const types = new Set<string>();
    for (const field of definition.fields) {
      if (field.dictType) types.add(field.dictType);
      for (const column of field.columns ?? []) if (column.dictType) types.add(column.dictType);
    }
    const dictionaries: Record<string, FormOption[]> = {};
    for (const type of types) dictionaries[type] = (await this.dictionaries.items(type)).map((item) => ({ label: item.label, value: item.value }));
    return dictionaries;
  }

  async #stored(businessKey: string | null, actor: WorkflowActor): Promise<StoredValues> {
    const id = idOfBusinessKey(businessKey);
    const stored = id === null ? undefined : await this.values.find(id, actor.companyId);
    if (!stored) throw new ApiError(404, zhCN.errors.valuesNotFound);
    return stored;
  }

  async #running(stored: StoredValues): Promise<RunningForm> {
    const version = await this.forms.versionOf(stored.row.form_id, stored.row.version);
    // A pinned version is never pruned nor deleted (a pinned form cannot be deleted).
    if (!version) throw new ApiError(404, zhCN.errors.valuesNotFound);
    const registered = await this.registry.find(stored.row.company_id, stored.row.form_id);
    return { formId: stored.row.form_id, formKey: stored.row.form_key, formName: registered?.formName ?? stored.row.form_key, version: version.version, definition: version.definition };
  }

  static #refusal(errors: FormFieldError[]): ApiError {
    return new ApiError(400, zhCN.errors.valuesRefused(errors.length, errors[0]?.message ?? ''), { fieldErrors: errors });
  }
}
