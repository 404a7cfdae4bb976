import { zhCN } from './zhCN.ts';

/**
 * Every code a deploy check can put in `illegalNodeList[].errCode`. This table is the one
 * definition: the server seeds the `workflow_deploy_err_code` dictionary (value = code,
 * label = label) from it and the designer shows the label in its toast.
 */
export const DeployErrorCode = Object.freeze({
  NODE_NAME_REQUIRED: 'NODE_NAME_REQUIRED',
  CANDIDATE_REQUIRED: 'CANDIDATE_REQUIRED',
  SCRIPT_RESOURCE_REQUIRED: 'SCRIPT_RESOURCE_REQUIRED',
  SCRIPT_FORMAT_REQUIRED: 'SCRIPT_FORMAT_REQUIRED',
  EXPRESSION_REQUIRED: 'EXPRESSION_REQUIRED',
  PROCESS_NOT_EXECUTABLE: 'PROCESS_NOT_EXECUTABLE',
  FORM_REQUIRED: 'FORM_REQUIRED',
  SCRIPT_LANGUAGE_UNSUPPORTED: 'SCRIPT_LANGUAGE_UNSUPPORTED',
  /** Every `${…}` must parse (ronghe/expression-valid; the engine's compiler parses them again). */
  EXPRESSION_INVALID: 'EXPRESSION_INVALID',
  /** Elements outside the product's palette (ronghe/element-supported). */
  ELEMENT_UNSUPPORTED: 'ELEMENT_UNSUPPORTED',
  /** A condition naming an external script cannot run (ronghe/script-resource-unsupported). */
  SCRIPT_RESOURCE_UNSUPPORTED: 'SCRIPT_RESOURCE_UNSUPPORTED',
  /** A process runs from exactly one plain start event (ronghe/single-start-event). */
  START_EVENT_REQUIRED: 'START_EVENT_REQUIRED',
  /** Raised by the engine when the diagram holds no process to run. */
  PROCESS_MISSING: 'PROCESS_MISSING',
  /** A flow condition that can never yield true or false (ConditionShape). */
  CONDITION_NOT_BOOLEAN: 'CONDITION_NOT_BOOLEAN',
  /** A standard multi-instance marker without the panel's 办理方式 (rh:multiActorAction), which is what the engine runs. */
  MULTI_INSTANCE_RH_REQUIRED: 'MULTI_INSTANCE_RH_REQUIRED',
  /** A standard loop marker (bpmn:standardLoopCharacteristics): the engine would run the task once. */
  LOOP_UNSUPPORTED: 'LOOP_UNSUPPORTED',
  /** A condition with text beside its `${…}` (or several of them): it comes out as text, never true or false (EngineElements). */
  CONDITION_TEXT_OUTSIDE: 'CONDITION_TEXT_OUTSIDE',
  /** A process bound to a form key no known form has (ronghe/form-found; judged with a form context only). */
  FORM_NOT_FOUND: 'FORM_NOT_FOUND',
  /** A flow condition reading a variable neither the bound designed form(s) nor the start sets (ronghe/condition-variable-known). */
  CONDITION_VARIABLE_UNKNOWN: 'CONDITION_VARIABLE_UNKNOWN',
});

export type DeployErrorCode = (typeof DeployErrorCode)[keyof typeof DeployErrorCode];

export interface DeployErrorCodeEntry {
  readonly code: DeployErrorCode;
  readonly label: string;
}

export const DeployErrorCodes: readonly DeployErrorCodeEntry[] = Object.freeze([
  { code: DeployErrorCode.NODE_NAME_REQUIRED, label: zhCN.deploy.nodeNameRequired },
  { code: DeployErrorCode.CANDIDATE_REQUIRED, label: zhCN.deploy.candidateRequired },
  { code: DeployErrorCode.SCRIPT_RESOURCE_REQUIRED, label: zhCN.deploy.scriptResourceRequired },
  { code: DeployErrorCode.SCRIPT_FORMAT_REQUIRED, label: zhCN.deploy.scriptFormatRequired },
  { code: DeployErrorCode.EXPRESSION_REQUIRED, label: zhCN.deploy.expressionRequired },
  { code: DeployErrorCode.PROCESS_NOT_EXECUTABLE, label: zhCN.deploy.processNotExecutable },
  { code: DeployErrorCode.FORM_REQUIRED, label: zhCN.deploy.formRequired },
  { code: DeployErrorCode.SCRIPT_LANGUAGE_UNSUPPORTED, label: zhCN.deploy.scriptLanguageUnsupported },
  { code: DeployErrorCode.EXPRESSION_INVALID, label: zhCN.deploy.expressionInvalid },
  { code: DeployErrorCode.ELEMENT_UNSUPPORTED, label: zhCN.deploy.elementUnsupported },
  { code: DeployErrorCode.SCRIPT_RESOURCE_UNSUPPORTED, label: zhCN.deploy.scriptResourceUnsupported },
  { code: DeployErrorCode.START_EVENT_REQUIRED, label: zhCN.deploy.startEventRequired },
  { code: DeployErrorCode.PROCESS_MISSING, label: zhCN.deploy.processMissing },
  { code: DeployErrorCode.CONDITION_NOT_BOOLEAN, label: zhCN.deploy.conditionNotBoolean },
  { code: DeployErrorCode.MULTI_INSTANCE_RH_REQUIRED, label: zhCN.deploy.multiInstanceRhRequired },
  { code: DeployErrorCode.LOOP_UNSUPPORTED, label: zhCN.deploy.loopUnsupported },
  { code: DeployErrorCode.CONDITION_TEXT_OUTSIDE, label: zhCN.deploy.conditionTextOutside },
  { code: DeployErrorCode.FORM_NOT_FOUND, label: zhCN.deploy.formNotFound },
  { code: DeployErrorCode.CONDITION_VARIABLE_UNKNOWN, label: zhCN.deploy.conditionVariableUnknown },
].map((entry) => Object.freeze(entry)));

const labels = new Map<string, string>(DeployErrorCodes.map((entry) => [entry.code, entry.label]));

/** The dictionary label of a code, or undefined for a code this version does not know. */
export function deployErrorLabel(code: string): string | undefined {
  return labels.get(code);
}

/** One finding of a deploy check: the element to mark and why. */
export interface IllegalNode {
  nodeId: string;
  errCode: DeployErrorCode;
}

/** The deploy result of spec part 3 §3: success, or the nodes that block deployment. */
export interface DeployCheckResult {
  success: boolean;
  illegalNodeList: IllegalNode[];
}
