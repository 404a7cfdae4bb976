import { ApiError } from '../../http/ApiError.ts';
import { EngineError, type EngineErrorCode } from '../../engine/index.ts';

/**
 * HTTP statuses of the engine's refusals (contracts/openapi/workflow.yaml: 403 when the
 * caller is not a handler (or, withdrawing, not the initiator), 409 when the task is no longer
 * active or a withdraw comes too late, 404 for what does not
 * exist, 400 for the rest). Callers check existence and company before a command, so a
 * TASK_NOT_FOUND from inside one means another request closed the task first.
 */
const STATUS: Partial<Record<EngineErrorCode, number>> = {
  DEFINITION_NOT_FOUND: 404,
  NODE_NOT_FOUND: 404,
  INSTANCE_NOT_FOUND: 404,
  INSTANCE_NOT_RUNNING: 409,
  TASK_NOT_FOUND: 409,
  NOT_ASSIGNEE: 403,
  DELEGATE_ONLY_COMPLETES: 403,
  NOT_INITIATOR: 403,
  WITHDRAW_TOO_LATE: 409,
  DEFINITION_CHANGED: 409,
};

/** Turns the engine's refusals into ApiErrors carrying the engine's Chinese message. */
export class EngineRefusal {
  static toApiError(error: unknown): unknown {
    if (!(error instanceof EngineError)) return error;
    return new ApiError(STATUS[error.code] ?? 400, error.message);
  }

  static async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw EngineRefusal.toApiError(error);
    }
  }
}
