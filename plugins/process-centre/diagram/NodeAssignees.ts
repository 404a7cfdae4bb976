import type { ModdleElement } from '../../../contracts/bpmn/BpmnElements.ts';
import { RongheExtensionReader } from '../../../contracts/bpmn/RongheExtensionReader.ts';
import type { ActivityStatus } from '../ProcessCentreApi.ts';

const reader = new RongheExtensionReader();

/**
 * Who a user task's popover names (spec 001, diagram status view): the people who actually
 * handled it, or otherwise the candidates the deployed model configures in its
 * rh:candidateCondition — companies, departments, roles, users, then the `${…}` variable —
 * so a node nobody has reached yet still says who will handle it. Empty when neither is known.
 */
export function nodeAssignees(task: unknown, status: ActivityStatus | undefined): string[] {
  const operators = status?.operatorList.map((operator) => operator.chineseName).filter((name) => name.length > 0) ?? [];
  if (operators.length > 0) return operators;
  const condition = reader.candidateCondition(task as ModdleElement);
  if (!condition) return [];
  return [
    ...condition.companyList.map((company) => company.name),
    ...condition.departmentList.map((department) => department.name),
    ...condition.roleList.map((role) => role.roleName),
    ...condition.userList.map((user) => user.chineseName),
    condition.variable,
  ].filter((name) => name.length > 0);
}
