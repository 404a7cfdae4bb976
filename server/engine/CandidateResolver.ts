import type { CandidateDirectory, CandidateInstance, DirectoryScope, UnavailableReason } from './CandidateDirectory.ts';
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

/** A user the task names who cannot hold it, and why. */
export interface UnavailableCandidate {
  userId: string;
  reason: UnavailableReason;
}

/** Who a user task goes to. */
export interface CandidateResolution {
  /** Who may handle it: active users, in order, without repeats. */
  users: string[];
  /**
   * Users the task names — its user list, its `${…}` variable — who are not active members of
   * the instance's tenant, in order. Groups (departments, companies, roles) name nobody here:
   * they answer with their active members only.
   */
  unavailable: UnavailableCandidate[];
  /**
   * A countersign's votes: everyone named, in order, the unavailable in their places, then
   * the groups' members — `users` with the unavailable put back.
   */
  votes: string[];
}

/** The instance as a task is entered: its variables as they stand, and who started it (a role read relative to the initiator). */
export interface CandidateEntry {
  readonly variables: ExpressionScope;
  readonly initiator: string;
}

/**
 * Who may handle a user task: the union, in order and without repeats, of the listed users,
 * the members of the listed departments, companies and roles, and the users a `${…}`
 * variable names. Listed and computed users count only while active in the directory; the
 * ones that are not are answered apart (`unavailable`), so the interpreter can stall the
 * step rather than pass it. Role holders are asked for with the instance (its variables and
 * initiator), so the directory can keep them to the instance's company and read a role
 * relative to the initiator (departments and companies name their members already).
 */
export class CandidateResolver {
  constructor(
    private readonly directory: CandidateDirectory,
    private readonly expressions: ExpressionEvaluator,
  ) {}

  async resolve(node: UserTaskNodeModel, entered: CandidateEntry, scope: DirectoryScope): Promise<CandidateResolution> {
    const variables = entered.variables;
    const condition = node.candidates;
    const ids = (list: string[]) => list.map((id) => id.trim()).filter((id) => id.length > 0);
    const listed = ids(condition.userList.map((user) => user.userId));
    const computed = node.candidateVariable ? ids(this.evaluate(node, variables)) : [];
    const named = [...new Set([...listed, ...computed])];
    const instance: CandidateInstance = { variables, initiator: entered.initiator };
    const departments = ids(condition.departmentList.map((d) => d.deptId));
    const companies = ids(condition.companyList.map((c) => c.companyId));
    const roles = ids(condition.roleList.map((r) => r.roleId));
    const available = new Set((named.length ? await this.directory.activeUsers(named, scope, instance) : []).map(String));
    const missing = named.filter((id) => !available.has(id));
    const reasons = missing.length ? await this.directory.unavailableReasons(missing, scope, instance) : new Map<string, UnavailableReason>();
    const unavailable = missing.map((userId) => ({ userId, reason: reasons.get(userId) ?? 'unknown' }));
    await this.refuseOutsiders(node, unavailable.filter((u) => u.reason === 'notMember' && computed.includes(u.userId) && !listed.includes(u.userId)), scope);
    const grouped = [
      ...(departments.length ? await this.directory.usersOfDepartments(departments, scope, instance) : []),
      ...(companies.length ? await this.directory.usersOfCompanies(companies, scope, instance) : []),
      ...(roles.length ? await this.directory.usersOfRoles(roles, scope, instance) : []),
    ].map(String);
    const votes = [...new Set([...named, ...grouped])];
    const out = new Set(missing);
    return { users: votes.filter((id) => !out.has(id)), unavailable, votes };
  }

  /** Which of these users (a sequential countersign's next voter) cannot hold a task of the instance now, and why. */
  async unavailableAmong(userIds: readonly string[], entered: CandidateEntry, scope: DirectoryScope): Promise<UnavailableCandidate[]> {
    if (userIds.length === 0) return [];
    const instance: CandidateInstance = { variables: entered.variables, initiator: entered.initiator };
    const available = new Set(await this.directory.activeUsers(userIds, scope, instance));
    const missing = userIds.filter((id) => !available.has(id));
    if (missing.length === 0) return [];
    const reasons = await this.directory.unavailableReasons(missing, scope, instance);
    return missing.map((userId) => ({ userId, reason: reasons.get(userId) ?? 'unknown' }));
  }

  displayNames(userIds: readonly string[], scope: DirectoryScope): Promise<Map<string, string>> {
    return this.directory.displayNames(userIds, scope);
  }

  private evaluate(node: UserTaskNodeModel, variables: ExpressionScope): string[] {
    try {
      return userIdsOf(this.expressions.evaluate(node.candidateVariable!, variables));
    } catch (error) {
      if (error instanceof ExpressionError) {
        throw new EngineError('EXPRESSION_FAILED', zhCN.errors.expressionFailed(node.name || node.id, error.message), { cause: error });
      }
      throw error;
    }
  }

  /**
   * A variable naming someone who is no member of the instance's tenant (another company's
   * user, most likely picked in the form being agreed) is refused, so the command rolls back
   * and its actor can choose again. A disabled or unknown user stalls the step instead: the
   * actor may not be the one who set the variable, and cannot mend it.
   */
  private async refuseOutsiders(node: UserTaskNodeModel, outsiders: UnavailableCandidate[], scope: DirectoryScope): Promise<void> {
    if (outsiders.length === 0) return;
    const names = await this.directory.displayNames(outsiders.map((u) => u.userId), scope);
    const label = outsiders.map((u) => names.get(u.userId) ?? u.userId).join('、');
    throw new EngineError('CANDIDATE_OUTSIDE_TENANT', zhCN.errors.candidateOutsideTenant(node.name || node.id, label));
  }
}
