import type { CandidateDirectory, UnavailableReason } from '../../server/engine/CandidateDirectory.ts';

/** What the diagram itself says about the people it names: picker names by id. */
export interface DiagramNames {
  users: Map<string, string>;
  departments: Map<string, string>;
  companies: Map<string, string>;
  roles: Map<string, string>;
}

/**
 * The simulation's directory when no organisation is given: it echoes the candidate
 * condition. Listed users are taken as active; a department, company or role becomes one
 * stand-in handler (`department:10`, shown with the name the member picker stored), so a
 * designer sees exactly which groups a task would go to.
 */
export class EchoCandidateDirectory implements CandidateDirectory {
  constructor(private readonly names: DiagramNames) {}

  async usersOfDepartments(deptIds: readonly string[]): Promise<string[]> {
    return deptIds.map((id) => `department:${id}`);
  }

  async usersOfCompanies(companyIds: readonly string[]): Promise<string[]> {
    return companyIds.map((id) => `company:${id}`);
  }

  async usersOfRoles(roleIds: readonly string[]): Promise<string[]> {
    return roleIds.map((id) => `role:${id}`);
  }

  async activeUsers(userIds: readonly string[]): Promise<string[]> {
    return [...userIds];
  }

  /** Every listed user is taken as active, so nobody is ever asked about. */
  async unavailableReasons(userIds: readonly string[]): Promise<Map<string, UnavailableReason>> {
    return new Map(userIds.map((id) => [id, 'unknown']));
  }

  async displayNames(userIds: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const id of userIds) {
      const [kind, groupId] = id.includes(':') ? [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)] : ['user', id];
      const name =
        kind === 'department' ? this.names.departments.get(groupId) : kind === 'company' ? this.names.companies.get(groupId) : kind === 'role' ? this.names.roles.get(groupId) : this.names.users.get(id);
      if (name) names.set(id, name);
    }
    return names;
  }
}
