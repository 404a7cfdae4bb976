import { describe, expect, it } from 'vitest';
import type { CandidateDirectory, CandidateInstance, DirectoryScope, UnavailableReason } from './CandidateDirectory.ts';
import { CandidateResolver } from './CandidateResolver.ts';
import { ExpressionEvaluator } from './expression/ExpressionEvaluator.ts';
import type { UserTaskNodeModel } from './model/ProcessModel.ts';

/** Roles held per company, as a directory over several companies keeps them. */
class CompanyRoles implements CandidateDirectory {
  readonly asked: CandidateInstance[] = [];
  readonly holders: Record<string, Record<string, string[]>> = { '1': { manager: ['li', 'qian'] }, '2': { manager: ['chen'] } };
  /** Users who are not active members of company 1, and why; `sun` is company 2's. */
  readonly away: Record<string, UnavailableReason> = { wang: 'disabled', ghost: 'unknown', sun: 'notMember' };

  async usersOfDepartments(): Promise<string[]> {
    return [];
  }
  async usersOfCompanies(): Promise<string[]> {
    return [];
  }
  async usersOfRoles(roleIds: readonly string[], _scope: DirectoryScope, instance: CandidateInstance): Promise<string[]> {
    this.asked.push(instance);
    const company = this.holders[String(instance.variables.companyId)] ?? {};
    return roleIds.flatMap((role) => company[role] ?? []);
  }
  async activeUsers(userIds: readonly string[], _scope: DirectoryScope, instance?: CandidateInstance): Promise<string[]> {
    return instance ? userIds.filter((id) => !(id in this.away)) : [...userIds];
  }
  async unavailableReasons(userIds: readonly string[]): Promise<Map<string, UnavailableReason>> {
    return new Map(userIds.map((id) => [id, this.away[id]]));
  }
  async displayNames(userIds: readonly string[]): Promise<Map<string, string>> {
    return new Map(userIds.filter((id) => id !== 'ghost').map((id) => [id, id.toUpperCase()]));
  }
}

function taskWithRoles(roleIds: string[], userIds: string[] = [], candidateVariable: unknown = null): UserTaskNodeModel {
  return {
    id: 'Task_manager',
    name: '经理审批',
    candidateVariable,
    candidates: {
      userList: userIds.map((userId) => ({ userId })),
      departmentList: [],
      companyList: [],
      roleList: roleIds.map((roleId) => ({ roleId })),
    },
  } as unknown as UserTaskNodeModel;
}

describe('candidate roles are resolved for the instance', () => {
  const scope = { db: null as never };

  it('hands the directory the instance’s variables, so the holders follow the instance’s company', async () => {
    const directory = new CompanyRoles();
    const resolver = new CandidateResolver(directory, new ExpressionEvaluator());
    expect((await resolver.resolve(taskWithRoles(['manager']), { variables: { companyId: 1 }, initiator: 'zhang' }, scope)).users).toEqual(['li', 'qian']);
    expect((await resolver.resolve(taskWithRoles(['manager']), { variables: { companyId: 2 }, initiator: 'sun' }, scope)).users).toEqual(['chen']);
    expect(directory.asked.map((instance) => instance.variables.companyId)).toEqual([1, 2]);
  });

  it('hands the directory the instance’s initiator, so a role can be read relative to them', async () => {
    const directory = new CompanyRoles();
    const resolver = new CandidateResolver(directory, new ExpressionEvaluator());
    // A variable called initiator is the process's data, not who started it.
    await resolver.resolve(taskWithRoles(['manager']), { variables: { companyId: 1, initiator: 'qian' }, initiator: 'zhang' }, scope);
    expect(directory.asked.map((instance) => instance.initiator)).toEqual(['zhang']);
  });

  it('keeps the union in order and without repeats with listed users', async () => {
    const resolver = new CandidateResolver(new CompanyRoles(), new ExpressionEvaluator());
    expect((await resolver.resolve(taskWithRoles([' manager '], ['qian', 'zhang']), { variables: { companyId: 1 }, initiator: 'zhang' }, scope)).users).toEqual(['qian', 'zhang', 'li']);
  });

  it('does not ask for roles when the task lists none', async () => {
    const directory = new CompanyRoles();
    await new CandidateResolver(directory, new ExpressionEvaluator()).resolve(taskWithRoles([], ['zhang']), { variables: { companyId: 1 }, initiator: 'zhang' }, scope);
    expect(directory.asked).toEqual([]);
  });

  it('answers named users who cannot hold the task apart, with why, and keeps their places among the votes', async () => {
    const resolver = new CandidateResolver(new CompanyRoles(), new ExpressionEvaluator());
    const resolution = await resolver.resolve(taskWithRoles(['manager'], ['wang', 'zhang', 'ghost']), { variables: { companyId: 1 }, initiator: 'zhang' }, scope);
    expect(resolution.users).toEqual(['zhang', 'li', 'qian']);
    expect(resolution.unavailable).toEqual([
      { userId: 'wang', reason: 'disabled' },
      { userId: 'ghost', reason: 'unknown' },
    ]);
    expect(resolution.votes).toEqual(['wang', 'zhang', 'ghost', 'li', 'qian']);
  });

  it('refuses a handler variable naming another company’s user, and answers a disabled one apart', async () => {
    const resolver = new CandidateResolver(new CompanyRoles(), new ExpressionEvaluator());
    const parsed = new ExpressionEvaluator().compile('${reviewer}');
    await expect(resolver.resolve(taskWithRoles([], [], parsed), { variables: { companyId: 1, reviewer: 'sun' }, initiator: 'zhang' }, scope)).rejects.toMatchObject({ code: 'CANDIDATE_OUTSIDE_TENANT' });
    const disabled = await resolver.resolve(taskWithRoles([], [], parsed), { variables: { companyId: 1, reviewer: 'wang' }, initiator: 'zhang' }, scope);
    expect(disabled).toEqual({ users: [], unavailable: [{ userId: 'wang', reason: 'disabled' }], votes: ['wang'] });
  });
});
