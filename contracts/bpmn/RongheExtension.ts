/*
 * The product's BPMN extension as plain data (spec part 3 §1 and §3). ronghe.json is the
 * moddle descriptor that stores these in the diagram under the `rh` prefix;
 * RongheExtensionReader turns moddle elements into these shapes.
 */

export const RONGHE_NAMESPACE_URI = 'http://ronghe.example/schema/bpmn/1.0';
export const RONGHE_PREFIX = 'rh';

/** A company picked in the member picker. */
export interface CandidateCompany {
  companyId: string;
  name: string;
}

/** A department (tree level 3) picked in the member picker. */
export interface CandidateDepartment {
  deptId: string;
  name: string;
}

export interface CandidateRole {
  roleId: string;
  roleName: string;
}

export interface CandidateUser {
  userId: string;
  chineseName: string;
}

/** Who may handle a user task: the union of every list plus the `${…}` variable. */
export interface CandidateCondition {
  companyList: CandidateCompany[];
  departmentList: CandidateDepartment[];
  roleList: CandidateRole[];
  userList: CandidateUser[];
  /** A `${…}` expression naming user ids, e.g. `${initiator}`; empty when unused. */
  variable: string;
}

/** Handling method: single (candidate), multi-person, or multi-person ended by a custom condition. */
export type MultiActorType = 'candidate' | 'completeMultiInst' | 'conditionBasedMultiInst';

export const MULTI_ACTOR_TYPES: readonly MultiActorType[] = ['candidate', 'completeMultiInst', 'conditionBasedMultiInst'];

export interface MultiActorAction {
  type: MultiActorType;
  isSequential: boolean;
  /** 1–100: the node is done when completed ÷ total instances reaches this percentage. */
  completePercentage: number;
  /** conditionBasedMultiInst: a `${…}` completion condition over nrOf… variables. */
  condition: string;
}

export const DEFAULT_COMPLETE_PERCENTAGE = 100;

/** '0' — nobody to handle: pass the node automatically; '1' — nobody to handle: refuse to flow. */
export type NoManager = '0' | '1';

export interface AssigneeBehaviour {
  noManager: NoManager;
  /** Auto-approve when the handler is the initiator. */
  initiatorAutoComplete: boolean;
  /** Auto-approve when the handler also handled the adjacent previous node. */
  serialAutoComplete: boolean;
}

/**
 * How an exclusive gateway picks its branch (spec 002 §4 流转模式): 'auto' (自动, the default) —
 * the conditions decide and a handler's choice is refused; 'manual' (手动) — the handler who
 * reaches it chooses one of its branches.
 */
export type GatewayFlowMode = 'auto' | 'manual';

export const DEFAULT_GATEWAY_FLOW_MODE: GatewayFlowMode = 'auto';

/** Exclusive-gateway branch order as drawn in the gateway table. */
export interface FlowOrderEntry {
  flowId: string;
  seq: number;
}

export type FormFlag = 'true' | 'false' | 'default';

export interface FormFieldSetting {
  key: string;
  name: string;
  operable: FormFlag;
  readOnly: FormFlag;
  hidden: FormFlag;
  required: FormFlag;
}

export interface FormPropertySetting {
  key: string;
  name: string;
  value: string;
}

export interface FormEntry {
  formId: string;
  formKey: string;
  formName: string;
  formFieldList: FormFieldSetting[];
  formPropertyList: FormPropertySetting[];
}

/** Task action ids of spec part 2 §2. */
export type TaskActionId = 'complete' | 'reject' | 'copy' | 'delegate' | 'terminate' | 'print' | 'invite' | 'save';

export interface ButtonSetting {
  id: string;
  name: string;
  custom: boolean;
  enabled: boolean;
  editable: boolean;
}

export type NoticeChannel = 'system';

export interface NoticeSetting {
  channels: string[];
}

/** Script languages the condition panel offers; only juel runs (see the deploy rules). */
export const CONDITION_LANGUAGES = ['javascript', 'python', 'ruby', 'groovy', 'juel'] as const;
export const RUNNABLE_CONDITION_LANGUAGE = 'juel';

/**
 * The button set a node has when the designer has not configured one (spec part 3 §4):
 * complete, reject and copy on; the rest off. Copy is locked while the feature is upgraded.
 */
export const DEFAULT_BUTTONS: readonly Readonly<ButtonSetting>[] = Object.freeze(
  (
    [
      ['complete', '同意', true, true],
      ['reject', '驳回', true, true],
      ['copy', '抄送', true, false],
      ['delegate', '委托', false, true],
      ['terminate', '终止', false, true],
      ['print', '打印', false, true],
      ['invite', '加签', false, true],
    ] as const
  ).map(([id, name, enabled, editable]) => Object.freeze({ id, name, custom: false, enabled, editable })),
);
