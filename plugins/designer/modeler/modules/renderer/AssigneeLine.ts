import { RongheExtensionReader } from '../../../../../contracts/bpmn/RongheExtensionReader.ts';
import type { ModdleElement } from '../../../../../contracts/bpmn/BpmnElements.ts';

const reader = new RongheExtensionReader();

/**
 * The people line under a user task's name (E25): companies, departments, roles and users of
 * its rh:CandidateCondition, then the `${…}` variable, joined by 、; empty when nobody is set.
 */
export function assigneeLine(task: unknown): string {
  const condition = reader.candidateCondition(task as ModdleElement);
  if (!condition) return '';
  const names = [
    ...condition.companyList.map((company) => company.name),
    ...condition.departmentList.map((department) => department.name),
    ...condition.roleList.map((role) => role.roleName),
    ...condition.userList.map((user) => user.chineseName),
    ...(condition.variable ? [condition.variable] : []),
  ];
  return names.filter((name) => name && name.length > 0).join('、');
}
