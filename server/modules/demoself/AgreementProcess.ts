import { ApiError } from '../../http/ApiError.ts';
import type { WorkflowActor, WorkflowFormFieldSetting, WorkflowHeldTask, WorkflowRuntime } from '../../contracts/workflow.ts';
import type { components } from '../../../contracts/generated/demoself.ts';
import { AGREEMENT_FORM_KEY } from './AgreementFormRows.ts';
import type { AgreementFields, AgreementFormCheck, AgreementFormDto } from './AgreementFormCheck.ts';
import { AGREEMENT_FIELD_KEYS, type AgreementForms } from './AgreementForms.ts';
import { zhCN } from './zhCN.ts';

export type StartAgreementRequest = components['schemas']['StartAgreementRequest'];
export type CompleteAgreementRequest = components['schemas']['CompleteAgreementRequest'];
export type StartResult = components['schemas']['StartResult'];

/** The process variable the contract's amount becomes, so gateways can branch on it. */
export const MONEY_VARIABLE = 'agreementMoney';

/** Which form fields a form field key covers (the attachment's three columns go together). */
const FIELD_KEY_OF: Partial<Record<keyof AgreementFields, string>> = { bucketName: 'fileName', originalName: 'fileName' };

/**
 * The contract form and its approval together: starting saves the contract and starts the
 * process with the contract as business key; agreeing saves what the node lets the caller
 * edit and completes the task.
 */
export class AgreementProcess {
  constructor(
    private readonly forms: AgreementForms,
    private readonly check: AgreementFormCheck,
    private readonly runtime: WorkflowRuntime,
  ) {}

  async start(request: StartAgreementRequest, actor: WorkflowActor): Promise<StartResult> {
    const fields = this.check.check(request.agreementFormDTO);
    let id = 0;
    // No process, no contract: the row is written in the start's transaction, so a refused
    // start or a crash leaves neither, and the form stays open in the browser for another try.
    const { procInstId } = await this.runtime.start({
      procDefKey: request.startProcessDTO.procDefKey,
      actor,
      // A process that starts with another form (费用报销, a designed form) is refused: its to-do would lack that form.
      formKey: AGREEMENT_FORM_KEY,
      businessRow: async (db) => String((id = await this.forms.insert(fields, actor.companyId, actor.userId, db))),
      variables: { [MONEY_VARIABLE]: fields.agreementMoney },
      selectedSeqFlowId: request.startProcessDTO.selectedSeqFlowId,
    });
    return { procInstId, businessKey: String(id), agreementId: id };
  }

  async complete(request: CompleteAgreementRequest, actor: WorkflowActor): Promise<void> {
    const operation = request.taskOperationDTO;
    const task = await this.runtime.heldTask(operation.taskId, operation.procInstId, actor);
    if (task.taskDefKey !== operation.taskDefKey) throw new ApiError(400, zhCN.errors.taskDefKeyMismatch);
    const row = task.businessKey && /^\d+$/.test(task.businessKey) ? await this.forms.find(Number(task.businessKey), actor.companyId) : undefined;
    if (!row) throw new ApiError(404, zhCN.errors.agreementNotFound);
    const submitted = this.check.check(request.agreementFormDTO);
    const stored = this.forms.fields(row);
    const changes: Partial<AgreementFields> = {};
    for (const key of this.#editable(task, actor)) {
      if (submitted[key] !== stored[key]) (changes as Record<string, unknown>)[key] = submitted[key];
    }
    this.#requireNodeFields(task, { ...stored, ...changes });
    await this.runtime.complete({
      taskId: operation.taskId,
      procInstId: operation.procInstId,
      actor,
      comment: operation.comment,
      selectedSeqFlowId: operation.selectedSeqFlowId,
      variables: { ...(operation.variables ?? {}), [MONEY_VARIABLE]: changes.agreementMoney ?? stored.agreementMoney },
      checked: task,
      // Saved in the completion's transaction: a refused completion leaves the contract as it was.
      within: Object.keys(changes).length > 0 ? (db) => this.forms.update(row.id, changes, db) : undefined,
    });
  }

  async view(businessKey: string, actor: WorkflowActor): Promise<AgreementFormDto> {
    const row = /^\d+$/.test(businessKey) ? await this.forms.find(Number(businessKey), actor.companyId) : undefined;
    if (!row) throw new ApiError(404, zhCN.errors.agreementNotFound);
    await this.runtime.assertBusinessReadable(businessKey, actor);
    return this.forms.view(row);
  }

  /** A field the node marks required must hold a value in the contract as it will be saved. */
  #requireNodeFields(task: WorkflowHeldTask, result: AgreementFields): void {
    for (const setting of task.formFields[AGREEMENT_FORM_KEY] ?? []) {
      if (setting.required !== 'true' || !(setting.key in result)) continue;
      const value = result[setting.key as keyof AgreementFields];
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        throw new ApiError(400, zhCN.validation.fieldRequired(setting.name || setting.key));
      }
    }
  }

  /**
   * The fields the caller may change at this node. A field the node hides, makes read-only or
   * not operable is never editable. The initiator (handling their own contract after a
   * reject) may change every other field; an approver only those the node explicitly opens
   * (readOnly 'false' or operable 'true').
   */
  #editable(task: WorkflowHeldTask, actor: WorkflowActor): Array<keyof AgreementFields> {
    const settings = new Map<string, WorkflowFormFieldSetting>((task.formFields[AGREEMENT_FORM_KEY] ?? []).map((field) => [field.key, field]));
    const initiator = task.initiatorId === actor.userId;
    return AGREEMENT_FIELD_KEYS.filter((key) => {
      const setting = settings.get(FIELD_KEY_OF[key] ?? key);
      if (setting && (setting.hidden === 'true' || setting.readOnly === 'true' || setting.operable === 'false')) return false;
      return initiator || setting?.readOnly === 'false' || setting?.operable === 'true';
    });
  }
}
