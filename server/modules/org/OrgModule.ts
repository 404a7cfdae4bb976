import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { ApiError } from '../../http/ApiError.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { AuditTrailId, type AuditActor, auditModuleRef } from '../../contracts/audit.ts';
import { AccountAccessId } from '../../contracts/auth.ts';
import { administersCompany, CandidateDirectoryId, FirstAdministratorId, UserDirectoryId, orgModuleRef } from '../../contracts/org.ts';
import { ClockId, DatabaseId, type Principal, SchemaMigrations, DemoRows, ServerLogId } from '../../contracts/host.ts';
import { MessagePostId } from '../../contracts/messages.ts';
import { PasswordPolicyId } from '../../contracts/settings.ts';
import { TodoDirectoryId } from '../../contracts/todos.ts';
import { WorkflowHandoverId } from '../../contracts/workflow.ts';
import { WorkLeasesId, leasesModuleRef } from '../../contracts/leases.ts';
import { AddressBook, type MemberFilter, type MemberView, type Page } from './AddressBook.ts';
import { DeptCreator } from './DeptCreator.ts';
import { DeptEditor, type DeptEdit } from './DeptEditor.ts';
import { MemberAccounts, type MemberEdit, type NewMember } from './MemberAccounts.ts';
import { JoinRequests } from './JoinRequests.ts';
import { accountOwnershipMigration } from './AccountOwnershipMigration.ts';
import { platformPermissionsMigration } from './PlatformPermissionsMigration.ts';
import { roleDataScopeMigration } from './RoleDataScopeMigration.ts';
import { DeptTree } from './DeptTree.ts';
import { DataScopes, type MemberReach } from './DataScopes.ts';
import { FirstAdministratorSetup } from './FirstAdministratorSetup.ts';
import { OrgCandidateDirectory } from './OrgCandidateDirectory.ts';
import { OrgDirectory } from './OrgDirectory.ts';
import { RoleAdmin, type RoleEdit, type RoleInput } from './RoleAdmin.ts';
import { RoleCatalog } from './RoleCatalog.ts';
import { TagAdmin } from './TagAdmin.ts';
import { TagTree } from './TagTree.ts';
import { UserImport } from './import/UserImport.ts';
import { userImportRoutes } from './import/UserImportRoutes.ts';
import { orgTexts } from './zh-CN.ts';
import { companyRolesMigration } from './CompanyRolesMigration.ts';
import { orgDemoRows } from './OrgDemoRows.ts';

const route = contractRoute<paths>();

/** The org module's own objects: plain wiring, made once per container by `orgServices`. */
interface OrgServices {
  directory: OrgDirectory;
  tree: DeptTree;
  creator: DeptCreator;
  addressBook: AddressBook;
  tags: TagTree;
  roles: RoleCatalog;
  editor: DeptEditor;
  accounts: MemberAccounts;
  roleAdmin: RoleAdmin;
  tagAdmin: TagAdmin;
  joinRequests: JoinRequests;
  scopes: DataScopes;
  imports: UserImport;
}

/**
 * The module's objects over one container: the host's services and the other modules' faces are
 * looked up here; `directory` is also the UserDirectory face, so it is made once by the caller.
 */
function orgServices(s: ServiceResolver, directory: OrgDirectory): OrgServices {
  const { db, dialect } = s.get(DatabaseId);
  const clock = s.get(ClockId);
  const audit = s.get(AuditTrailId);
  const tree = new DeptTree(db);
  const addressBook = new AddressBook(db);
  // The messages module is mounted after this one (it requires the workflow, which requires the org): its post is looked up when a request needs it.
  const joinRequests = new JoinRequests(db, clock, audit, () => s.get(MessagePostId), (error) => s.get(ServerLogId).error('org', 'join request push', error));
  return {
    directory,
    tree,
    creator: new DeptCreator(db, dialect, audit),
    addressBook,
    tags: new TagTree(db),
    roles: new RoleCatalog(db),
    editor: new DeptEditor(db, dialect, audit),
    // The workflow module is mounted after this one (it requires the org): its handover is looked up when a 禁用 needs it.
    accounts: new MemberAccounts(db, clock, s.get(AccountAccessId), audit, joinRequests, () => s.get(WorkflowHandoverId)),
    roleAdmin: new RoleAdmin(db, clock, audit, addressBook),
    tagAdmin: new TagAdmin(db, audit, addressBook),
    joinRequests,
    scopes: new DataScopes(db, tree),
    imports: new UserImport(db, clock, s.get(AccountAccessId), audit),
  };
}

/** A change's answer: the contract's data true once it is done. */
const done = async (change: Promise<void>): Promise<true> => {
  await change;
  return true;
};

/** Who made an administrative change, for its audit entry. */
function actorOf(call: ApiCall<unknown, unknown, unknown>): AuditActor {
  const agent = call.headers['user-agent'];
  return { principal: call.user, address: call.request.ip, userAgent: typeof agent === 'string' ? agent : undefined };
}

interface MemberListQuery {
  current: number;
  size: number;
  keyword?: string;
  deptId?: number;
}

interface ScopeIds {
  visibleCompany?: { deptId: number }[];
  visibleDept?: { deptId: number }[];
  visibleTag?: { tagId: number }[];
  visibleUser?: { userId: number }[];
  visibleRole?: { roleId: number }[];
}

function orgRoutes({ directory, tree, creator, addressBook, tags, roles, editor, accounts, roleAdmin, tagAdmin, joinRequests, scopes }: OrgServices): ApiRoute[] {
  const editable = async (user: Principal) => user.admin || (await directory.isTeamAdmin(user.userId, user.companyId));

  /**
   * The caller administers this company: the current one as the request's principal says; another of
   * the caller's companies by the same rule the authenticator applies to the current one.
   */
  const administers = (user: Principal, companyId: number) =>
    companyId === user.companyId ? user.admin : administersCompany(user.companyAdmin, user.roles, companyId);
  const editableIn = async (user: Principal, companyId: number) => administers(user, companyId) || (await directory.isTeamAdmin(user.userId, companyId));

  /** Company data is shown to its members only. */
  const memberOf = async (user: Principal, companyId: number) => {
    if (!(await directory.isMember(user.userId, companyId))) throw new ApiError(403, orgTexts.forbidden);
  };

  /**
   * The members of a department (or company, by its own id) with its sub-departments, or of the
   * current company without one. Null: no such department.
   */
  const deptFilter = async (user: Principal, deptId: number | undefined): Promise<MemberFilter | null> => {
    if (deptId === undefined) return { companyId: user.companyId };
    const subtree = await tree.subtreeIds(deptId);
    if (!subtree) return null;
    await memberOf(user, subtree.companyId);
    // The company's own id names the whole company, members without a department included.
    return { companyId: subtree.companyId, deptIds: deptId === subtree.companyId ? undefined : subtree.ids };
  };

  /** `reach`: the caller's data scope, for the lists it governs (用户管理's); the address book and the pickers show everyone. */
  const members = async (user: Principal, query: MemberListQuery, includeDisabled = false, reach: MemberReach = { kind: 'all' }): Promise<Page<MemberView>> => {
    const filter = await deptFilter(user, query.deptId);
    if (!filter) return { records: [], total: 0, current: query.current, size: query.size };
    return addressBook.members(DataScopes.narrow({ ...filter, includeDisabled, keyword: query.keyword, current: query.current, size: query.size }, reach));
  };

  /** A tag of one of the caller's companies, with its sub-tags; null: no such tag. */
  const tagOf = async (user: Principal, tagId: number) => {
    const tag = await tags.subtree(tagId);
    if (tag) await memberOf(user, tag.companyId);
    return tag;
  };

  /** The picker's "departments change members": every selected company, department, tag, role and user as its active members, each once. */
  const organizeToUsers = async (user: Principal, scope: ScopeIds): Promise<MemberView[]> => {
    const distinct = <T>(items: T[] | undefined, id: (item: T) => number) => [...new Set((items ?? []).map(id))];
    const filters: MemberFilter[] = [];
    for (const deptId of distinct([...(scope.visibleCompany ?? []), ...(scope.visibleDept ?? [])], (d) => d.deptId)) {
      const filter = await deptFilter(user, deptId);
      if (filter) filters.push(filter);
    }
    for (const tagId of distinct(scope.visibleTag, (t) => t.tagId)) {
      const tag = await tagOf(user, tagId);
      if (tag) filters.push({ companyId: tag.companyId, tagIds: tag.ids });
    }
    const roleIds = distinct(scope.visibleRole, (r) => r.roleId);
    // Roles are platform-wide: their holders in the current company.
    if (roleIds.length) filters.push({ companyId: user.companyId, roleIds });
    const userIds = distinct(scope.visibleUser, (u) => u.userId);
    // A chosen user may be from any of the caller's companies (the full tree shows them all); the current one first.
    if (userIds.length) {
      const companies = await directory.companiesOf(user.userId);
      for (const companyId of [user.companyId, ...companies.filter((c) => c !== user.companyId)]) filters.push({ companyId, userIds });
    }
    const seen = new Map<number, MemberView>();
    for (const filter of filters) {
      for (const member of await addressBook.everyMember(filter)) if (!seen.has(member.userId)) seen.set(member.userId, member);
    }
    return [...seen.values()];
  };

  return [
    route({
      method: 'GET',
      path: '/admin/addressBook/dept/companysAndTodo',
      handler: (call: ApiCall) => directory.companiesWithTodo(call.user.userId),
    }),
    route({ method: 'GET', path: '/admin/addressBook/dept/companys', handler: (call: ApiCall) => directory.companies(call.user.userId) }),
    route({ method: 'GET', path: '/admin/addressBook/dept/open/listCompanys', handler: () => directory.companies() }),
    route({
      method: 'GET',
      path: '/admin/addressBook/dept/treeSelect/',
      handler: async (call: ApiCall<{ name?: string; onlyEdit?: 'true' | 'false' }>) => {
        const canEdit = await editable(call.user);
        if (call.query.onlyEdit === 'true' && !canEdit) return [];
        return tree.ofCompany(call.user.companyId, { name: call.query.name, editable: canEdit });
      },
    }),
    route({
      method: 'GET',
      path: '/admin/addressBook/dept/{id}',
      // A node of the caller's current company only: another company's is as unknown as a missing one.
      handler: async (call: ApiCall<unknown, { id: number }>) => {
        const node = await tree.node(call.user.companyId, Number(call.params.id), { editable: await editable(call.user) });
        if (!node) throw new ApiError(404, orgTexts.deptNotFound);
        return node;
      },
    }),
    route({
      method: 'POST',
      path: '/admin/addressBook/dept',
      // x-ronghe-permission sys_dept_add: the router lets through its holders and the company's administrators.
      handler: (call: ApiCall<unknown, unknown, { name: string; parentId: number }>) => creator.create(call.user.companyId, call.body.parentId, call.body.name, actorOf(call)),
    }),
    // 部门管理 and 用户管理 (issue 13): x-ronghe-auth admin, each on the caller's current company only.
    route({
      method: 'PUT',
      path: '/admin/addressBook/dept/{id}',
      handler: (call: ApiCall<unknown, { id: number }, DeptEdit>) => done(editor.edit(call.user.companyId, call.params.id, call.body, actorOf(call))),
    }),
    route({
      method: 'DELETE',
      path: '/admin/addressBook/dept/{id}',
      handler: (call: ApiCall<unknown, { id: number }>) => done(editor.delete(call.user.companyId, call.params.id, actorOf(call))),
    }),
    route({
      method: 'POST',
      path: '/admin/orgUser',
      handler: async (call: ApiCall<unknown, unknown, NewMember>) => {
        await scopes.admitDepartment(call.user, call.operation.permission, call.body.deptId ?? null);
        return accounts.create(call.user.companyId, call.body, actorOf(call));
      },
    }),
    route({
      method: 'PUT',
      path: '/admin/orgUser/{id}',
      handler: async (call: ApiCall<unknown, { id: number }, MemberEdit>) => {
        await scopes.admitMember(call.user, call.operation.permission, call.params.id);
        if (call.body.deptId !== undefined) await scopes.admitMove(call.user, call.operation.permission, call.params.id, call.body.deptId);
        return done(accounts.edit(call.user.companyId, call.params.id, call.body, actorOf(call)));
      },
    }),
    route({
      method: 'PUT',
      path: '/admin/orgUser/{id}/status',
      handler: async (call: ApiCall<unknown, { id: number }, { status: '0' | '1'; handoverTo?: number | null }>) => {
        await scopes.admitMember(call.user, call.operation.permission, call.params.id);
        return done(accounts.setStatus(call.user.companyId, call.params.id, call.body.status, actorOf(call), call.body.handoverTo));
      },
    }),
    route({
      method: 'GET',
      path: '/admin/orgUser/{id}/openTasks',
      handler: async (call: ApiCall<unknown, { id: number }>) => {
        await scopes.admitMember(call.user, call.operation.permission, call.params.id);
        return accounts.openTasks(call.user.companyId, call.params.id);
      },
    }),
    route({
      method: 'PUT',
      path: '/admin/orgUser/{id}/password',
      handler: async (call: ApiCall<unknown, { id: number }, { password?: string }>) => {
        await scopes.admitMember(call.user, call.operation.permission, call.params.id);
        return accounts.resetPassword(call.user.companyId, call.params.id, call.body.password || undefined, actorOf(call));
      },
    }),
    route({
      method: 'POST',
      path: '/admin/orgMember',
      handler: async (call: ApiCall<unknown, unknown, { username: string; deptId?: number | null }>) => {
        await scopes.admitDepartment(call.user, call.operation.permission, call.body.deptId ?? null);
        return accounts.addMember(call.user.companyId, call.body.username, call.body.deptId ?? null, actorOf(call));
      },
    }),
    // Joining a company takes both sides (issue 22 §1): invitations the user answers, applications an administrator answers.
    route({ method: 'GET', path: '/admin/joinRequest/mine', handler: (call: ApiCall) => joinRequests.mine(call.user.userId) }),
    route({
      method: 'POST',
      path: '/admin/joinRequest/apply',
      handler: (call: ApiCall<unknown, unknown, { companyId: number; note?: string | null }>) => joinRequests.apply(call.user, call.body.companyId, call.body.note),
    }),
    route({
      method: 'PUT',
      path: '/admin/joinRequest/{id}/answer',
      handler: (call: ApiCall<unknown, { id: number }, { accept: boolean }>) => done(joinRequests.answerInvitation(call.user, call.params.id, call.body.accept, actorOf(call))),
    }),
    route({ method: 'DELETE', path: '/admin/joinRequest/{id}', handler: (call: ApiCall<unknown, { id: number }>) => done(joinRequests.withdrawApplication(call.user, call.params.id)) }),
    route({ method: 'GET', path: '/admin/orgJoinRequest', handler: (call: ApiCall) => joinRequests.pendingOf(call.user.companyId) }),
    route({
      method: 'PUT',
      path: '/admin/orgJoinRequest/{id}/answer',
      handler: (call: ApiCall<unknown, { id: number }, { accept: boolean; deptId?: number | null }>) =>
        done(joinRequests.answerApplication(call.user.companyId, call.params.id, call.body.accept, call.body.deptId ?? null, actorOf(call))),
    }),
    route({
      method: 'DELETE',
      path: '/admin/orgJoinRequest/{id}',
      handler: (call: ApiCall<unknown, { id: number }>) => done(joinRequests.withdrawInvitation(call.user.companyId, call.params.id, actorOf(call))),
    }),
    route({
      method: 'DELETE',
      path: '/admin/orgMember/{id}',
      handler: async (call: ApiCall<unknown, { id: number }>) => {
        await scopes.admitMember(call.user, call.operation.permission, call.params.id);
        return done(accounts.removeMember(call.user.companyId, call.params.id, actorOf(call)));
      },
    }),
    route({
      method: 'GET',
      path: '/admin/addressBook/dept/treeSelectAdmin/',
      handler: (call: ApiCall<{ name?: string }>) => tree.ofCompany(call.user.companyId, { name: call.query.name, editable: true }),
    }),
    route({
      method: 'GET',
      path: '/admin/addressBook/dept/fullTreeSelect',
      handler: async (call: ApiCall) => {
        const companies = await directory.companiesOf(call.user.userId);
        const trees = await Promise.all(
          companies.map(async (companyId) => tree.ofCompany(companyId, { editable: await editableIn(call.user, companyId) })),
        );
        return trees.flat();
      },
    }),
    route({
      method: 'GET',
      path: '/admin/addressBook/dept/treeByCompanyId',
      handler: async (call: ApiCall<{ companyId: number }>) => {
        await memberOf(call.user, call.query.companyId);
        return tree.ofCompany(call.query.companyId, { editable: await editableIn(call.user, call.query.companyId) });
      },
    }),
    route({
      method: 'GET',
      path: '/admin/addressBook/dept/open/listByCompanyId',
      // Public (the portal mode of the picker): nobody is known, so nothing is editable.
      handler: (call: ApiCall<{ companyId: number }>) => tree.ofCompany(call.query.companyId, { editable: false }),
    }),
    route({
      method: 'GET',
      path: '/admin/addressBook/user/fullList',
      handler: (call: ApiCall<MemberListQuery>) => members(call.user, call.query),
    }),
    route({
      method: 'GET',
      path: '/admin/addressBook/user/admin/list',
      // 用户管理's list: within the caller's data scope (issue 22 §2).
      handler: async (call: ApiCall<MemberListQuery>) => members(call.user, call.query, true, await scopes.reach(call.user, call.operation.permission)),
    }),
    route({
      method: 'GET',
      path: '/admin/role/roleUserDeptTree',
      handler: (call: ApiCall) => tree.ofCompany(call.user.companyId, { editable: true }),
    }),
    route({
      method: 'GET',
      path: '/admin/role/roleUserListUser',
      // Roles are given to disabled members too; the picker leaves them out itself.
      handler: (call: ApiCall<MemberListQuery>) => members(call.user, call.query, true),
    }),
    route({
      method: 'POST',
      path: '/admin/role/origanizeToUser',
      handler: (call: ApiCall<unknown, unknown, ScopeIds>) => organizeToUsers(call.user, call.body),
    }),
    route({ method: 'GET', path: '/admin/tag/tree', handler: (call: ApiCall) => tags.ofCompany(call.user.companyId) }),
    route({
      method: 'GET',
      path: '/admin/tag/{id}',
      handler: async (call: ApiCall<unknown, { id: number }>) => {
        const tag = await tagOf(call.user, call.params.id);
        if (!tag) throw new ApiError(404, orgTexts.tagNotFound);
        const memberCount = (await addressBook.members({ companyId: tag.companyId, tagIds: tag.ids, current: 1, size: 1 })).total;
        return { tagId: tag.tagId, tagName: tag.tagName, parentId: tag.parentId, level: tag.level, memberCount };
      },
    }),
    route({
      method: 'GET',
      path: '/admin/tag/member/userByTag',
      handler: async (call: ApiCall<{ tagId: number }>) => {
        const tag = await tagOf(call.user, call.query.tagId);
        return tag ? addressBook.everyMember({ companyId: tag.companyId, tagIds: tag.ids }) : [];
      },
    }),
    route({
      method: 'GET',
      path: '/admin/tag/member/page',
      handler: async (call: ApiCall<{ tagId: number; name?: string; current: number; size: number }>) => {
        const { tagId, name, current, size } = call.query;
        const tag = await tagOf(call.user, tagId);
        if (!tag) return { records: [], total: 0, current, size };
        return addressBook.members({ companyId: tag.companyId, tagIds: tag.ids, keyword: name, current, size });
      },
    }),
    // 角色管理 and 标签管理 (issue 13): x-ronghe-auth admin, each on the caller's current company only.
    route({ method: 'GET', path: '/admin/orgRole', handler: (call: ApiCall) => roleAdmin.list(call.user) }),
    route({ method: 'POST', path: '/admin/orgRole', handler: (call: ApiCall<unknown, unknown, RoleInput>) => roleAdmin.create(call.user, call.body, actorOf(call)) }),
    route({
      method: 'PUT',
      path: '/admin/orgRole/{id}',
      handler: (call: ApiCall<unknown, { id: number }, RoleEdit>) => done(roleAdmin.edit(call.user, call.params.id, call.body, actorOf(call))),
    }),
    route({ method: 'DELETE', path: '/admin/orgRole/{id}', handler: (call: ApiCall<unknown, { id: number }>) => done(roleAdmin.delete(call.user, call.params.id, actorOf(call))) }),
    route({
      method: 'GET',
      path: '/admin/orgRole/{id}/users',
      handler: (call: ApiCall<{ current: number; size: number; keyword?: string }, { id: number }>) => roleAdmin.holders(call.user, call.params.id, call.query),
    }),
    route({
      method: 'POST',
      path: '/admin/orgRole/{id}/users',
      handler: (call: ApiCall<unknown, { id: number }, { userIds: number[] }>) => done(roleAdmin.addUsers(call.user, call.params.id, call.body.userIds, actorOf(call))),
    }),
    route({
      method: 'DELETE',
      path: '/admin/orgRole/{id}/users/{userId}',
      handler: (call: ApiCall<unknown, { id: number; userId: number }>) => done(roleAdmin.removeUser(call.user, call.params.id, call.params.userId, actorOf(call))),
    }),
    route({
      method: 'POST',
      path: '/admin/orgTag',
      handler: (call: ApiCall<unknown, unknown, { tagName: string; parentId?: number | null }>) => tagAdmin.create(call.user.companyId, call.body, actorOf(call)),
    }),
    route({
      method: 'PUT',
      path: '/admin/orgTag/{id}',
      handler: (call: ApiCall<unknown, { id: number }, { tagName: string }>) => done(tagAdmin.rename(call.user.companyId, call.params.id, call.body.tagName, actorOf(call))),
    }),
    route({ method: 'DELETE', path: '/admin/orgTag/{id}', handler: (call: ApiCall<unknown, { id: number }>) => done(tagAdmin.delete(call.user.companyId, call.params.id, actorOf(call))) }),
    route({
      method: 'GET',
      path: '/admin/orgTag/{id}/members',
      handler: (call: ApiCall<{ current: number; size: number; keyword?: string }, { id: number }>) => tagAdmin.members(call.user.companyId, call.params.id, call.query),
    }),
    route({
      method: 'POST',
      path: '/admin/orgTag/{id}/members',
      handler: (call: ApiCall<unknown, { id: number }, { userIds: number[] }>) => done(tagAdmin.addMembers(call.user.companyId, call.params.id, call.body.userIds, actorOf(call))),
    }),
    route({
      method: 'DELETE',
      path: '/admin/orgTag/{id}/members/{userId}',
      handler: (call: ApiCall<unknown, { id: number; userId: number }>) => done(tagAdmin.removeMember(call.user.companyId, call.params.id, call.params.userId, actorOf(call))),
    }),
    route({
      method: 'GET',
      path: '/admin/role/page',
      handler: (call: ApiCall<{ current: number; size: number }>) => roles.page(call.user.companyId, call.query.current, call.query.size),
    }),
  ];
}

/** Companies, departments, members, tags and roles; provides the UserDirectory to other modules. */
export const orgModule = definePlugin(() => ({
  id: orgModuleRef.id,
  requires: [auditModuleRef, leasesModuleRef],
  module(bind) {
    // 角色管理: a role belongs to one company; the existing ones (company_id null) are the built-in roles.
    bind.contribute(SchemaMigrations, { name: '0029_company_roles', migration: () => companyRolesMigration });
    bind.contribute(SchemaMigrations, { name: '0036_account_ownership', migration: accountOwnershipMigration });
    bind.contribute(SchemaMigrations, { name: '0037_platform_permissions', migration: () => platformPermissionsMigration });
    bind.contribute(SchemaMigrations, { name: '0047_role_data_scope', migration: () => roleDataScopeMigration });
    bind.contribute(DemoRows, orgDemoRows);
    let directory: OrgDirectory | undefined;
    const directoryOf = (s: ServiceResolver) => (directory ??= new OrgDirectory(s.get(DatabaseId).db, s.get(ClockId), s.get(PasswordPolicyId), s.get(TodoDirectoryId)));
    bind.factory(UserDirectoryId, directoryOf);
    bind.factory(CandidateDirectoryId, () => new OrgCandidateDirectory());
    // `ronghe setup`: a production install's first company and platform administrator.
    bind.factory(FirstAdministratorId, (s) => new FirstAdministratorSetup(s.get(DatabaseId).db, s.get(ClockId), s.get(AccountAccessId), s.get(AuditTrailId)));
    bind.contribute(ApiRoutes, (s) => {
      const services = orgServices(s, directoryOf(s));
      const { imports, addressBook, tree, scopes } = services;
      return [
        ...orgRoutes(services),
        ...userImportRoutes({ imports, addressBook, tree, scopes, clock: s.get(ClockId), db: s.get(DatabaseId).db, leases: s.get(WorkLeasesId), actorOf }),
      ];
    });
  },
}));
