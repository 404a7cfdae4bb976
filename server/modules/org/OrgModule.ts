import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiError } from '../../app/ApiError.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../app/ApiRoutes.ts';
import {
  CandidateDirectoryId,
  ClockId,
  DatabaseId,
  PasswordPolicyId,
  TodoDirectoryId,
  UserDirectoryId,
  type Principal,
} from '../../app/ServerContracts.ts';
import { AddressBook, type MemberView, type Page } from './AddressBook.ts';
import { DeptTree } from './DeptTree.ts';
import { OrgCandidateDirectory } from './OrgCandidateDirectory.ts';
import { OrgDirectory } from './OrgDirectory.ts';
import { RoleCatalog } from './RoleCatalog.ts';
import { TagTree } from './TagTree.ts';
import { orgTexts } from './zh-CN.ts';

const OrgDirectoryId = createServiceId<OrgDirectory>('server.org.OrgDirectory');
const DeptTreeId = createServiceId<DeptTree>('server.org.DeptTree');
const AddressBookId = createServiceId<AddressBook>('server.org.AddressBook');
const TagTreeId = createServiceId<TagTree>('server.org.TagTree');
const RoleCatalogId = createServiceId<RoleCatalog>('server.org.RoleCatalog');

interface OrgServices {
  directory: OrgDirectory;
  tree: DeptTree;
  addressBook: AddressBook;
  tags: TagTree;
  roles: RoleCatalog;
}

interface MemberListQuery {
  current: number;
  size: number;
  keyword?: string;
  deptId?: number;
}

function orgRoutes({ directory, tree, addressBook, tags, roles }: OrgServices): ApiRoute[] {
  const editable = async (user: Principal) => user.admin || (await directory.isTeamAdmin(user.userId, user.companyId));

  /** Members of the current company, or of a department (or company) the caller belongs to, with its sub-departments. */
  const members = async (user: Principal, query: MemberListQuery): Promise<Page<MemberView>> => {
    const page = { current: query.current, size: query.size, keyword: query.keyword };
    if (query.deptId === undefined) return addressBook.members({ companyId: user.companyId, ...page });
    const subtree = await tree.subtreeIds(query.deptId);
    if (!subtree) return { records: [], total: 0, current: query.current, size: query.size };
    if (!(await directory.isMember(user.userId, subtree.companyId))) throw new ApiError(403, orgTexts.forbidden);
    // The company's own id names the whole company, members without a department included.
    const deptIds = query.deptId === subtree.companyId ? undefined : subtree.ids;
    return addressBook.members({ companyId: subtree.companyId, deptIds, ...page });
  };

  return [
    {
      method: 'GET',
      path: '/admin/addressBook/dept/companysAndTodo',
      handler: (call: ApiCall) => directory.companiesWithTodo(call.user.userId),
    },
    { method: 'GET', path: '/admin/addressBook/dept/companys', handler: (call: ApiCall) => directory.companies(call.user.userId) },
    { method: 'GET', path: '/admin/addressBook/dept/open/listCompanys', handler: () => directory.companies() },
    {
      method: 'GET',
      path: '/admin/addressBook/dept/treeSelect/',
      handler: async (call: ApiCall<{ name?: string; onlyEdit?: 'true' | 'false' }>) => {
        const canEdit = await editable(call.user);
        if (call.query.onlyEdit === 'true' && !canEdit) return [];
        return tree.ofCompany(call.user.companyId, { name: call.query.name, editable: canEdit });
      },
    },
    {
      method: 'GET',
      path: '/admin/addressBook/user/fullList',
      handler: (call: ApiCall<MemberListQuery>) => members(call.user, call.query),
    },
    { method: 'GET', path: '/admin/tag/tree', handler: (call: ApiCall) => tags.ofCompany(call.user.companyId) },
    {
      method: 'GET',
      path: '/admin/role/page',
      handler: (call: ApiCall<{ current: number; size: number }>) => roles.page(call.query.current, call.query.size),
    },
  ];
}

/** Companies, departments, members, tags and roles; provides the UserDirectory to other modules. */
export const orgModule = definePlugin(() => ({
  id: 'server-org',
  module(bind) {
    bind.factory(OrgDirectoryId, (s) => new OrgDirectory(s.get(DatabaseId).db, s.get(ClockId), s.get(PasswordPolicyId), s.get(TodoDirectoryId)));
    bind.factory(CandidateDirectoryId, () => new OrgCandidateDirectory());
    bind.factory(UserDirectoryId, (s) => s.get(OrgDirectoryId));
    bind.factory(DeptTreeId, (s) => new DeptTree(s.get(DatabaseId).db));
    bind.factory(AddressBookId, (s) => new AddressBook(s.get(DatabaseId).db));
    bind.factory(TagTreeId, (s) => new TagTree(s.get(DatabaseId).db));
    bind.factory(RoleCatalogId, (s) => new RoleCatalog(s.get(DatabaseId).db));
    bind.contribute(ApiRoutes, (s) =>
      orgRoutes({
        directory: s.get(OrgDirectoryId),
        tree: s.get(DeptTreeId),
        addressBook: s.get(AddressBookId),
        tags: s.get(TagTreeId),
        roles: s.get(RoleCatalogId),
      }),
    );
  },
}));
