import type { CandidateDirectory, CandidateInstance, DirectoryScope } from './CandidateDirectory.ts';
import { EngineError } from './EngineError.ts';
import { ExpressionError } from '../../contracts/bpmn/expression/ExpressionError.ts';
import type { ExpressionEvaluator, ExpressionScope, ExpressionValue } from './expression/ExpressionEvaluator.ts';
import type { UserTaskNodeModel } from './model/ProcessModel.ts';
import { zhCN } from './zhCN.ts';

/** Accepts a user id, a list of them, or comma-separated text, as `${…}` results come. */
function userIdsOf(value: ExpressionValue): string[] {
  if (value === null) return [];
  if (typeof value === 'string') return value.split(/[,，]/).map((id) => id.trim());
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) {
    return value.flatMap((item: ExpressionValue) => {
      if (typeof item === 'string' || typeof item === 'number') return [String(item).trim()];
      throw new ExpressionError(zhCN.expression.notUserList);
    });
  }
  throw new ExpressionError(zhCN.expression.notUserList);
}

/**
 * Who may handle a user task: the union, in order and without repeats, of the listed users,
 * the members of the listed departments, companies and roles, and the users a `${…}`
 * variable names. Listed and computed users count only while active in the directory.
 * Role holders are asked for with the instance (its variables and initiator), so the directory
 * can keep them to the instance's company and read a role relative to the initiator
 * (departments and companies name their members already).
 */
export class CandidateResolver {
  constructor(
    private readonly directory: CandidateDirectory,
    private readonly expressions: ExpressionEvaluator,
  ) {}

  async resolve(node: UserTaskNodeModel, entered: { readonly variables: ExpressionScope; readonly initiator: string }, scope: DirectoryScope): Promise<string[]> {
    const condition = node.candidates;
    const ids = (list: string[]) => list.map((id) => id.trim()).filter((id) => id.length > 0);
    const direct = ids(condition.userList.map((user) => user.userId));
    const variables = entered.variables;
    const instance: CandidateInstance = { variables, initiator: entered.initiator };
    if (node.candidateVariable) {
      try {
        const named = ids(userIdsOf(this.expressions.evaluate(node.candidateVariable, variables)));
        await this.refuseOutsiders(node, named, scope, instance);
        direct.push(...named);
      } catch (error) {
        if (error instanceof ExpressionError) {
          throw new EngineError('EXPRESSION_FAILED', zhCN.errors.expressionFailed(node.name || node.id, error.message), { cause: error });
        }
        throw error;
      }
    }
    const departments = ids(condition.departmentList.map((d) => d.deptId));
    const companies = ids(condition.companyList.map((c) => c.companyId));
    const roles = ids(condition.roleList.map((r) => r.roleId));
    const found = [
      ...(direct.length ? await this.directory.activeUsers([...new Set(direct)], scope, instance) : []),
      ...(departments.length ? await this.directory.usersOfDepartments(departments, scope, instance) : []),
      ...(companies.length ? await this.directory.usersOfCompanies(companies, scope, instance) : []),
      ...(roles.length ? await this.directory.usersOfRoles(roles, scope, instance) : []),
    ];
    return [...new Set(found.map(String))];
  }

  /**
   * A variable naming an active user of another tenant would create a task nobody of the
   * instance's tenant can see (and its user cannot open): refused, so the command rolls back.
   */
  private async refuseOutsiders(node: UserTaskNodeModel, named: string[], scope: DirectoryScope, instance: CandidateInstance): Promise<void> {
    if (named.length === 0) return;
    const inside = new Set(await this.directory.activeUsers(named, scope, instance));
    const outsiders = (await this.directory.activeUsers(named, scope)).filter((id) => !inside.has(id));
    if (outsiders.length === 0) return;
    const names = await this.directory.displayNames(outsiders, scope);
    const label = outsiders.map((id) => names.get(id) ?? id).join('、');
    throw new EngineError('CANDIDATE_OUTSIDE_TENANT', zhCN.errors.candidateOutsideTenant(node.name || node.id, label));
  }
}
