import { ApiError } from '../../http/ApiError.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { WorkflowActor, WorkflowFormFieldSetting, WorkflowHeldTask, WorkflowRuntime } from '../../contracts/workflow.ts';
import type { components } from '../../../contracts/generated/demoself.ts';
import { totalCentsOf, type ReimbursementFields, type ReimbursementFormCheck, type ReimbursementFormDto } from './ReimbursementFormCheck.ts';
import { businessKeyOf, idOfBusinessKey, type ReimbursementForms } from './ReimbursementForms.ts';
import { REIMBURSEMENT_FORM_KEY } from './ReimbursementFormRows.ts';
import { zhCN } from './zhCN.ts';

export type StartReimbursementRequest = components['schemas']['StartReimbursementRequest'];
export type CompleteReimbursementRequest = components['schemas']['CompleteReimbursementRequest'];
export type StartReimbursementResult = components['schemas']['StartReimbursementResult'];

/** The process variable the total becomes (in yuan), so gateways can branch on it. */
export const TOTAL_VARIABLE = 'totalAmount';

/** The form fields a node's settings can open; applicant, department and total are never editable. */
const FIELD_KEYS = ['reimburseType', 'lines', 'reason', 'attachment'] as const satisfies ReadonlyArray<keyof ReimbursementFields>;
/** The setting that covers a field, where its name differs (the attachment is fileName, as in the contract form). */
const SETTING_KEY_OF: Partial<Record<(typeof FIELD_KEYS)[number], string>> = { attachment: 'fileName' };

/**
 * The reimbursement form and its approval together, as the contract's (AgreementProcess):
 * starting saves the reimbursement — applicant and department from the caller, the total from
 * the lines — and starts the process with it as business key; agreeing saves what the node
 * lets the caller edit and completes the task; reading follows the instance's readers.
 */
export class ReimbursementProcess {
  constructor(
    private readonly forms: ReimbursementForms,
    private readonly check: ReimbursementFormCheck,
    private readonly runtime: WorkflowRuntime,
    private readonly users: Pick<UserDirectory, 'personalInfo'>,
  ) {}

  async start(request: StartReimbursementRequest, actor: WorkflowActor): Promise<StartReimbursementResult> {
    const fields = this.check.check(request.reimbursementFormDTO);
    const person = await this.users.personalInfo(actor.userId, actor.companyId);
    const applicant = { userId: actor.userId, companyId: actor.companyId, name: person?.chineseName || person?.username || zhCN.applicantUnknown, deptName: person?.deptName ?? null };
    let id = 0;
    // No process, no reimbursement: the rows are written in the start's transaction.
    const { procInstId } = await this.runtime.start({
      procDefKey: request.startProcessDTO.procDefKey,
      actor,
      // A process that starts with another form (the contract's, a designed one) is refused.
      formKey: REIMBURSEMENT_FORM_KEY,
      businessRow: async (db) => businessKeyOf((id = await this.forms.insert(fields, applicant, db))),
      variables: { [TOTAL_VARIABLE]: totalCentsOf(fields.lines) / 100 },
      selectedSeqFlowId: request.startProcessDTO.selectedSeqFlowId,
    });
    return { procInstId, businessKey: businessKeyOf(id), reimbursementId: id };
  }

  async complete(request: CompleteReimbursementRequest, actor: WorkflowActor): Promise<void> {
    const operation = request.taskOperationDTO;
    const task = await this.runtime.heldTask(operation.taskId, operation.procInstId, actor);
    if (task.taskDefKey !== operation.taskDefKey) throw new ApiError(400, zhCN.errors.taskDefKeyMismatch);
    const id = idOfBusinessKey(task.businessKey);
    const stored = id === null ? undefined : await this.forms.find(id, actor.companyId);
    if (!stored) throw new ApiError(404, zhCN.errors.reimbursementNotFound);
    const submitted = this.check.check(request.reimbursementFormDTO);
    const changes: Partial<ReimbursementFields> = {};
    for (const key of this.#editable(task, actor)) {
      if (JSON.stringify(submitted[key]) !== JSON.stringify(stored.fields[key])) (changes as Record<string, unknown>)[key] = submitted[key];
    }
    const lines = changes.lines ?? stored.fields.lines;
    await this.runtime.complete({
      taskId: operation.taskId,
      procInstId: operation.procInstId,
      actor,
      comment: operation.comment,
      selectedSeqFlowId: operation.selectedSeqFlowId,
      variables: { ...(operation.variables ?? {}), [TOTAL_VARIABLE]: totalCentsOf(lines) / 100 },
      checked: task,
      // Saved in the completion's transaction: a refused completion leaves the reimbursement as it was.
      within: Object.keys(changes).length > 0 ? (db) => this.forms.update(stored.row.id, changes, db) : undefined,
    });
  }

  async view(businessKey: string, actor: WorkflowActor): Promise<ReimbursementFormDto> {
    const id = idOfBusinessKey(businessKey);
    const stored = id === null ? undefined : await this.forms.find(id, actor.companyId);
    if (!stored) throw new ApiError(404, zhCN.errors.reimbursementNotFound);
    await this.runtime.assertBusinessReadable(businessKey, actor);
    return this.forms.view(stored);
  }

  /**
   * The fields the caller may change at this node (the contract's rule): never one the node
   * hides, makes read-only or not operable; the initiator (after a reject) every other one;
   * an approver only those the node explicitly opens.
   */
  #editable(task: WorkflowHeldTask, actor: WorkflowActor): Array<(typeof FIELD_KEYS)[number]> {
    const settings = new Map<string, WorkflowFormFieldSetting>((task.formFields[REIMBURSEMENT_FORM_KEY] ?? []).map((field) => [field.key, field]));
    const initiator = task.initiatorId === actor.userId;
    return FIELD_KEYS.filter((key) => {
      const setting = settings.get(SETTING_KEY_OF[key] ?? key);
      if (setting && (setting.hidden === 'true' || setting.readOnly === 'true' || setting.operable === 'false')) return false;
      return initiator || setting?.readOnly === 'false' || setting?.operable === 'true';
    });
  }
}
