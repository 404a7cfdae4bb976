import type { ApiClient } from '../../contracts/workbench/ApiClient.ts';
import { HttpError } from './HttpError.ts';
import { zhCN } from './zhCN.ts';
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

/** Spec part 3 §7 and §9: the picker's role and tag lists ask for everything at once. */
export const WHOLE_LIST_SIZE = 999999;

const active = (member: DirectoryMember) => member.status === '0';

/** Trees load silently: the picker shows the server's msg, or 请求失败 for a refusal without one (spec part 3 §8). */
const SILENT = { silent: true } as const;

function treeFailure(error: unknown): Error {
  if (!(error instanceof HttpError)) return error instanceof Error ? error : new Error(zhCN.requestFailed);
  // An answer that came (status 200) with a non-zero code and no msg says only that it failed.
  const text = error.serverMsg ?? (error.status === 200 ? zhCN.requestFailed : error.msg);
  return new HttpError(error.status, error.code, text, error.serverMsg);
}

/** The member directory over our HTTP API (spec part 3 §7; contracts/openapi/admin.yaml). */
export class HttpMemberDirectory implements MemberDirectory {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  tree(mode: MemberDirectoryMode, companyId?: number): Promise<DirectoryNode[]> {
    return this.#tree(mode, companyId).catch((error: unknown) => Promise.reject(treeFailure(error)));
  }

  async #tree(mode: MemberDirectoryMode, companyId?: number): Promise<DirectoryNode[]> {
    switch (mode) {
      case 'role':
        return (await this.#api.get('/admin/role/roleUserDeptTree', SILENT)).data;
      case 'byCompany':
        // The picker's byCompany mode names its company; without one there is no tree to ask for.
        if (companyId === undefined) throw new Error(zhCN.requestFailed);
        return (await this.#api.get('/admin/addressBook/dept/treeByCompanyId', { ...SILENT, query: { companyId } })).data;
      case 'portal':
        return this.#openTree(companyId);
      default:
        return (await this.#api.get('/admin/addressBook/dept/treeSelect/', SILENT)).data;
    }
  }

  async members({ mode, deptId, keyword, current, size }: MemberPageQuery): Promise<MemberPage> {
    const query = { current, size, deptId, keyword: keyword?.trim() || undefined };
    const page = (await (mode === 'role' ? this.#api.get('/admin/role/roleUserListUser', { query }) : this.#api.get('/admin/addressBook/user/fullList', { query }))).data;
    // The role-management list includes disabled people; the picker never offers them (spec part 3 §2.6).
    const records = page.records.filter(active);
    return { records, total: page.total - (page.records.length - records.length) };
  }

  async roles(): Promise<DirectoryRole[]> {
    return (await this.#api.get('/admin/role/page', { query: { current: 1, size: WHOLE_LIST_SIZE } })).data.records;
  }

  async tagTree(): Promise<DirectoryTag[]> {
    return (await this.#api.get('/admin/tag/tree', SILENT).catch((error: unknown) => Promise.reject(treeFailure(error)))).data;
  }

  async tagMembers({ tagId, name, current, size }: TagMemberQuery): Promise<MemberPage> {
    const query = { tagId, current, size, name: name?.trim() || undefined };
    const page = (await this.#api.get('/admin/tag/member/page', { query })).data;
    return { records: page.records.filter(active), total: page.total };
  }

  async expand(scope: VisibleScope): Promise<DirectoryMember[]> {
    return (await this.#api.post('/admin/role/origanizeToUser', { body: scope })).data;
  }

  /** The portal's tree: one company's, or every company's side by side. */
  async #openTree(companyId?: number): Promise<DirectoryNode[]> {
    const ids =
      companyId === undefined
        ? (await this.#api.get('/admin/addressBook/dept/open/listCompanys', SILENT)).data.map((company) => company.companyId)
        : [companyId];
    const trees = await Promise.all(ids.map((id) => this.#api.get('/admin/addressBook/dept/open/listByCompanyId', { ...SILENT, query: { companyId: id } })));
    return trees.flatMap((tree) => tree.data);
  }
}
