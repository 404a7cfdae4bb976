import type { Kysely } from 'kysely';

/**
 * The database the directory may read while a command holds its transaction. On SQLite the
 * engine's write transaction holds the only connection, so a lookup through any other handle
 * would wait for it forever: lookups made during a command go through `db`. It is the engine's
 * plugin-free handle; use `db.withTables<…>()` for typing and add plugins as needed.
 */
export interface DirectoryScope {
  // The directory reads the server's organisation tables, whose types belong to the server.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly db: Kysely<any>;
}

/**
 * The process instance a lookup is made for. The engine knows no companies; a directory that
 * scopes its answer to the instance's tenant (the server: users, departments and role holders
 * within the company the process was started in) reads what it needs from the instance's variables.
 */
export interface CandidateInstance {
  /** The instance's variables as they stand when the task is entered. */
  readonly variables: Readonly<Record<string, unknown>>;
  /**
   * The user who started the instance (the instance's own record, not a variable a command could
   * change): a directory may resolve a role relative to them (the server: 部门经理 means the
   * manager of the initiator's department).
   */
  readonly initiator: string;
}

/**
 * Why a user a task names cannot hold it (issue 22 §4): the account or the membership in the
 * instance's company is disabled, the user is no member of it (any more), or no such user exists.
 */
export type UnavailableReason = 'disabled' | 'notMember' | 'unknown';

/** The fixed candidates one user task lists. */
export interface CandidateListing {
  readonly userIds: readonly string[];
  readonly deptIds: readonly string[];
  readonly companyIds: readonly string[];
}

/**
 * Where candidate users come from: the organisation (companies, departments, roles) and the
 * users' status and names. The server implements it over its org tables; ids are the
 * directory's own, as strings.
 */
export interface CandidateDirectory {
  /**
   * Active members of the departments (level 3 tree nodes). With an instance, a directory
   * over several tenants names only the members of the instance's.
   */
  usersOfDepartments(deptIds: readonly string[], scope: DirectoryScope, instance?: CandidateInstance): Promise<string[]>;
  /** Active members of the companies (with an instance: only within the instance's tenant). */
  usersOfCompanies(companyIds: readonly string[], scope: DirectoryScope, instance?: CandidateInstance): Promise<string[]>;
  /**
   * Active holders of the roles, for this instance. Roles are not tied to one company, so a
   * directory over several companies gives only the holders belonging to the instance's; a
   * directory may also read a role relative to the instance's initiator (the server's 部门经理).
   */
  usersOfRoles(roleIds: readonly string[], scope: DirectoryScope, instance: CandidateInstance): Promise<string[]>;
  /**
   * The ids among these that belong to existing, active users (status '0'), in the given
   * order; with an instance, only those belonging to the instance's tenant.
   */
  activeUsers(userIds: readonly string[], scope: DirectoryScope, instance?: CandidateInstance): Promise<string[]>;
  /**
   * Why each of these users, which `activeUsers` left out for the instance, cannot hold its
   * task: every id given gets a reason. A task that names them stalls (see README, stalled steps).
   */
  unavailableReasons(userIds: readonly string[], scope: DirectoryScope, instance: CandidateInstance): Promise<Map<string, UnavailableReason>>;
  /**
   * A deploy's check for a definition of a tenant: the listed users, departments and
   * companies that lie outside the tenant, as names to show. A directory without tenants
   * leaves it out.
   */
  outsideTenant?(tenantId: string, listed: CandidateListing, scope: DirectoryScope): Promise<string[]>;
  /** Display names (chineseName) by user id; unknown ids may be left out. */
  displayNames(userIds: readonly string[], scope: DirectoryScope): Promise<Map<string, string>>;
}
