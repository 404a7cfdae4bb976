import type { components } from '../../contracts/generated/admin.ts';
import { HttpError } from './HttpError.ts';
import { zhCN } from './zhCN.ts';
import type { HttpClient, RequestOptions } from '../../contracts/workbench/Http.ts';
import type {
  DirectoryMember,
  DirectoryNode,
  DirectoryRole,
  DirectoryTag,
  MemberDirectory,
  MemberDirectoryMode,
  MemberPage,
  MemberPageQuery,
  TagMemberQuery,
  VisibleScope,
} from '../../contracts/workbench/MemberDirectory.ts';

type CompanyItem = components['schemas']['CompanyItem'];

interface ServerPage<T> {
  records: T[];
  total: number;
}

/** The picker's calls (spec part 3 §7; contracts/openapi/admin.yaml). */
export const MemberDirectoryApi = {
  tree: '/admin/addressBook/dept/treeSelect/',
  companyTree: '/admin/addressBook/dept/treeByCompanyId',
  roleTree: '/admin/role/roleUserDeptTree',
  openCompanies: '/admin/addressBook/dept/open/listCompanys',
  openTree: '/admin/addressBook/dept/open/listByCompanyId',
  members: '/admin/addressBook/user/fullList',
  roleMembers: '/admin/role/roleUserListUser',
  roles: '/admin/role/page',
  tagTree: '/admin/tag/tree',
  tagMembers: '/admin/tag/member/page',
  expand: '/admin/role/origanizeToUser',
} as const;

/** Spec part 3 §7 and §9: the picker's role and tag lists ask for everything at once. */
export const WHOLE_LIST_SIZE = 999999;

const active = (member: DirectoryMember) => member.status === '0';

/** Trees load silently: the picker shows the server's msg, or 请求失败 for a refusal without one (spec part 3 §8). */
const SILENT: RequestOptions = { silent: true };

function treeFailure(error: unknown): Error {
  if (!(error instanceof HttpError)) return error instanceof Error ? error : new Error(zhCN.requestFailed);
  // An answer that came (status 200) with a non-zero code and no msg says only that it failed.
  const text = error.serverMsg ?? (error.status === 200 ? zhCN.requestFailed : error.msg);
  return new HttpError(error.status, error.code, text, error.serverMsg);
}

/** The member directory over our HTTP API. */
export class HttpMemberDirectory implements MemberDirectory {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  tree(mode: MemberDirectoryMode, companyId?: number): Promise<DirectoryNode[]> {
    return this.#tree(mode, companyId).catch((error: unknown) => Promise.reject(treeFailure(error)));
  }

  async #tree(mode: MemberDirectoryMode, companyId?: number): Promise<DirectoryNode[]> {
    switch (mode) {
      case 'role':
        return (await this.#http.get<DirectoryNode[]>(MemberDirectoryApi.roleTree, SILENT)).data;
      case 'byCompany':
        return (await this.#http.get<DirectoryNode[]>(MemberDirectoryApi.companyTree, { ...SILENT, params: { companyId } })).data;
      case 'portal':
        return this.#openTree(companyId);
      default:
        return (await this.#http.get<DirectoryNode[]>(MemberDirectoryApi.tree, SILENT)).data;
    }
  }

  async members({ mode, deptId, keyword, current, size }: MemberPageQuery): Promise<MemberPage> {
    const url = mode === 'role' ? MemberDirectoryApi.roleMembers : MemberDirectoryApi.members;
    const params = { current, size, deptId, keyword: keyword?.trim() || undefined };
    const page = (await this.#http.get<ServerPage<DirectoryMember>>(url, { params })).data;
    // The role-management list includes disabled people; the picker never offers them (spec part 3 §2.6).
    const records = page.records.filter(active);
    return { records, total: page.total - (page.records.length - records.length) };
  }

  async roles(): Promise<DirectoryRole[]> {
    return (await this.#http.get<ServerPage<DirectoryRole>>(MemberDirectoryApi.roles, { params: { current: 1, size: WHOLE_LIST_SIZE } })).data.records;
  }

  async tagTree(): Promise<DirectoryTag[]> {
    return (await this.#http.get<DirectoryTag[]>(MemberDirectoryApi.tagTree, SILENT).catch((error: unknown) => Promise.reject(treeFailure(error)))).data;
  }

  async tagMembers({ tagId, name, current, size }: TagMemberQuery): Promise<MemberPage> {
    const params = { tagId, current, size, name: name?.trim() || undefined };
    const page = (await this.#http.get<ServerPage<DirectoryMember>>(MemberDirectoryApi.tagMembers, { params })).data;
    return { records: page.records.filter(active), total: page.total };
  }

  async expand(scope: VisibleScope): Promise<DirectoryMember[]> {
    return (await this.#http.post<DirectoryMember[]>(MemberDirectoryApi.expand, scope)).data;
  }

  /** The portal's tree: one company's, or every company's side by side. */
  async #openTree(companyId?: number): Promise<DirectoryNode[]> {
    const ids =
      companyId === undefined
        ? (await this.#http.get<CompanyItem[]>(MemberDirectoryApi.openCompanies, SILENT)).data.map((company) => company.companyId)
        : [companyId];
    const trees = await Promise.all(ids.map((id) => this.#http.get<DirectoryNode[]>(MemberDirectoryApi.openTree, { ...SILENT, params: { companyId: id } })));
    return trees.flatMap((tree) => tree.data);
  }
}
