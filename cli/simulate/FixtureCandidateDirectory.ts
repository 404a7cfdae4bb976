import type { CandidateDirectory, CandidateInstance, DirectoryScope, UnavailableReason } from '../../server/engine/CandidateDirectory.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';
import { demoOrganisation } from './DemoOrganisation.ts';

/** One person of a `--users` file. */
export interface FixtureUser {
  id: string;
  name?: string;
  departments?: string[];
  companies?: string[];
  roles?: string[];
  /** Inactive users are never candidates (status '0' in the server). Default true. */
  active?: boolean;
  /** Place in the address book: department and company members come in this order, as from the server. */
  sort?: number;
}

/** A `--users` file: people, and optionally the department tree (a department includes those below it). */
export interface UserFixture {
  users: FixtureUser[];
  departments?: Array<{ id: string; parent?: string | null; name?: string }>;
  /**
   * The role that, as a candidate, means the manager of the initiator's department (the server's
   * 部门经理): its holders in the initiator's department, else the nearest department above, never
   * the initiator. Absent: every role names all its holders.
   */
  departmentManagerRole?: string;
}

/**
 * The simulation's directory from an organisation: a `--users` JSON file, or `demo` — the
 * reference server's demo organisation (companies, departments, roles, 14 users). It answers
 * as the server's OrgCandidateDirectory does: active members only, a department with the
 * departments below it, ids as text, and the same order — department members by address-book
 * order, company members by company then that order, role holders by id. Role holders come
 * from the instance's company, as on the server: the `companyId` variable (--vars), else the
 * initiator's first company; a file whose people have no companies gives every holder.
 */
export class FixtureCandidateDirectory implements CandidateDirectory {
  private readonly users: FixtureUser[];
  private readonly children = new Map<string, string[]>();
  private readonly parents = new Map<string, string>();
  private readonly departmentManagerRole: string | undefined;

  constructor(fixture: UserFixture) {
    this.users = fixture.users.map((user) => ({ ...user, id: String(user.id) }));
    this.departmentManagerRole = fixture.departmentManagerRole === undefined ? undefined : String(fixture.departmentManagerRole);
    for (const dept of fixture.departments ?? []) {
      if (dept.parent === undefined || dept.parent === null) continue;
      const parent = String(dept.parent);
      this.children.set(parent, [...(this.children.get(parent) ?? []), String(dept.id)]);
      this.parents.set(String(dept.id), parent);
    }
  }

  /** Checks the shape of a parsed `--users` file. */
  static fromJson(source: string, parsed: unknown): FixtureCandidateDirectory {
    const fixture = parsed as Partial<UserFixture> | null;
    const ids = (list: unknown) => list === undefined || (Array.isArray(list) && list.every((id) => typeof id === 'string' || typeof id === 'number'));
    const valid =
      fixture !== null &&
      typeof fixture === 'object' &&
      Array.isArray(fixture.users) &&
      fixture.users.every((user) => user && (typeof user.id === 'string' || typeof user.id === 'number') && ids(user.departments) && ids(user.companies) && ids(user.roles)) &&
      (fixture.departments === undefined || (Array.isArray(fixture.departments) && fixture.departments.every((dept) => dept && dept.id !== undefined)));
    if (!valid) throw new CommandFailure(ExitCode.usage, zhCN.simulate.badUsers(source));
    const text = (list?: Array<string | number>) => list?.map(String);
    return new FixtureCandidateDirectory({
      users: fixture.users!.map((user) => ({ ...user, id: String(user.id), departments: text(user.departments), companies: text(user.companies), roles: text(user.roles) })),
      departments: fixture.departments?.map((dept) => ({ ...dept, id: String(dept.id), parent: dept.parent === undefined || dept.parent === null ? null : String(dept.parent) })),
      departmentManagerRole: typeof fixture.departmentManagerRole === 'string' || typeof fixture.departmentManagerRole === 'number' ? String(fixture.departmentManagerRole) : undefined,
    });
  }

  /** The reference server's demo organisation. */
  static demo(): FixtureCandidateDirectory {
    return new FixtureCandidateDirectory(demoOrganisation);
  }


  /** The first active user: who starts the process unless --initiator says otherwise. */
  firstActiveUser(): string | undefined {
    return this.users.find((user) => user.active !== false)?.id;
  }

  async usersOfDepartments(deptIds: readonly string[]): Promise<string[]> {
    const subtree = new Set<string>();
    const visit = (id: string) => {
      if (subtree.has(id)) return;
      subtree.add(id);
      for (const child of this.children.get(id) ?? []) visit(child);
    };
    deptIds.forEach((id) => visit(String(id)));
    return this.active((user) => (user.departments ?? []).some((dept) => subtree.has(dept)), (a, b) => this.bySort(a, b) || this.byId(a, b));
  }

  async usersOfCompanies(companyIds: readonly string[]): Promise<string[]> {
    const wanted = new Set(companyIds.map(String));
    const company = (user: FixtureUser) => (user.companies ?? []).filter((id) => wanted.has(id)).sort(this.compareIds)[0] ?? '';
    return this.active(
      (user) => (user.companies ?? []).some((id) => wanted.has(id)),
      (a, b) => this.compareIds(company(a), company(b)) || this.bySort(a, b) || this.byId(a, b),
    );
  }

  async usersOfRoles(roleIds: readonly string[], _scope: DirectoryScope, instance: CandidateInstance): Promise<string[]> {
    const wanted = new Set(roleIds.map(String));
    const company = this.companyOf(instance);
    const manager = this.departmentManagerRole;
    const managers = manager !== undefined && wanted.has(manager) ? this.initiatorsManagers(manager, instance.initiator, company) : [];
    if (manager !== undefined) wanted.delete(manager);
    const holders = this.active(
      (user) => (user.roles ?? []).some((role) => wanted.has(role)) && (company === undefined || (user.companies ?? []).includes(company)),
      (a, b) => this.byId(a, b),
    );
    return [...new Set([...holders, ...managers])];
  }

  /** As the server's OrgCandidateDirectory: the nearest holders at or above the initiator's department (in the company), not the initiator. */
  private initiatorsManagers(role: string, initiatorId: string, company: string | undefined): string[] {
    const initiator = this.users.find((user) => user.id === String(initiatorId));
    const rootOf = (dept: string) => {
      let at = dept;
      for (let parent = this.parents.get(at); parent !== undefined && parent !== at; parent = this.parents.get(at)) at = parent;
      return at;
    };
    const start = (initiator?.departments ?? []).find((dept) => company === undefined || rootOf(dept) === company);
    const seen = new Set<string>();
    for (let dept = start; dept !== undefined && !seen.has(dept); dept = this.parents.get(dept)) {
      seen.add(dept);
      const here = this.active(
        (user) => user.id !== initiator?.id && (user.roles ?? []).includes(role) && (user.departments ?? []).includes(dept),
        (a, b) => this.bySort(a, b) || this.byId(a, b),
      );
      if (here.length > 0) return here;
    }
    return [];
  }

  private companyOf(instance: CandidateInstance): string | undefined {
    const explicit = instance.variables.companyId;
    if (typeof explicit === 'string' || typeof explicit === 'number') return String(explicit);
    const initiator = this.users.find((user) => user.id === String(instance.initiator));
    return initiator?.companies?.[0];
  }

  async activeUsers(userIds: readonly string[]): Promise<string[]> {
    const active = new Set(this.users.filter((user) => user.active !== false).map((user) => user.id));
    return userIds.filter((id) => active.has(String(id)));
  }

  /** A person of the file marked inactive is disabled; an id the file does not have is unknown. */
  async unavailableReasons(userIds: readonly string[]): Promise<Map<string, UnavailableReason>> {
    const known = new Set(this.users.map((user) => user.id));
    return new Map(userIds.map((id) => [id, known.has(String(id)) ? 'disabled' : 'unknown']));
  }

  async displayNames(userIds: readonly string[]): Promise<Map<string, string>> {
    const names = new Map(this.users.filter((user) => user.name).map((user) => [user.id, user.name!]));
    return new Map(userIds.filter((id) => names.has(id)).map((id) => [id, names.get(id)!]));
  }

  private active(matches: (user: FixtureUser) => boolean, order: (a: FixtureUser, b: FixtureUser) => number): string[] {
    return this.users
      .filter((user) => user.active !== false && matches(user))
      .sort(order)
      .map((user) => user.id);
  }

  private bySort(a: FixtureUser, b: FixtureUser): number {
    return (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER);
  }

  private byId(a: FixtureUser, b: FixtureUser): number {
    return this.compareIds(a.id, b.id);
  }

  /** Numeric ids in number order (the server's are integers), others as text. */
  private readonly compareIds = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });
}
