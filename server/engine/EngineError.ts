/** Why a command or query was refused. The server maps these to its envelope's `msg`. */
export type EngineErrorCode =
  | 'DEFINITION_NOT_FOUND'
  | 'NODE_NOT_FOUND'
  | 'INSTANCE_NOT_FOUND'
  | 'INSTANCE_NOT_RUNNING'
  | 'TASK_NOT_FOUND'
  | 'NOT_ASSIGNEE'
  | 'DELEGATE_ONLY_COMPLETES'
  | 'DELEGATE_REQUIRED'
  | 'DELEGATE_TO_SELF'
  | 'COMMENT_REQUIRED'
  | 'COMMENT_TOO_LONG'
  | 'NO_CANDIDATE'
  | 'CANDIDATE_OUTSIDE_TENANT'
  | 'NO_OUTGOING_FLOW'
  | 'SELECTED_FLOW_INVALID'
  | 'NEXT_FLOW_REQUIRED'
  | 'FLOW_DECIDED_BY_CONDITION'
  | 'FLOW_CONDITION_FALSE'
  | 'EXPRESSION_FAILED'
  | 'REJECT_TARGET_REQUIRED'
  | 'REJECT_STRATEGY_REQUIRED'
  | 'REJECT_STRATEGY_UNSUPPORTED'
  | 'REJECT_TARGET_INVALID'
  | 'ADD_SIGN_NOT_MULTI_INSTANCE'
  | 'ADD_SIGN_USERS_REQUIRED'
  | 'ADD_SIGN_USERS_PRESENT'
  | 'COPY_USERS_REQUIRED'
  | 'COPY_TOO_MANY'
  | 'COPY_USERS_INVALID'
  | 'VARIABLES_INVALID'
  | 'XML_INVALID'
  | 'MODEL_INVALID'
  | 'KEY_REQUIRED'
  | 'DEFINITION_SUSPENDED'
  | 'DEFINITION_RETIRED'
  | 'DEFINITION_CHANGED'
  | 'REASSIGN_USER_INVALID'
  | 'REASSIGN_SAME_HOLDER'
  | 'REASSIGN_ALREADY_SIGNER'
  | 'REASON_REQUIRED'
  | 'NOT_INITIATOR'
  | 'WITHDRAW_TOO_LATE';

/** A refusal with a stable code and a Chinese message fit to show the user. */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
