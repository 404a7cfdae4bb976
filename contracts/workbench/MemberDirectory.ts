import type { components } from '../generated/admin.ts';
import { createServiceId } from './ServiceId.ts';

type Schemas = components['schemas'];

/** A company or department of a picker tree; level 3 is a department, any other level a company. */
export type DirectoryNode = Schemas['DeptNode'];
/** A person as the address book lists them; only status '0' (active) may be picked. */
export type DirectoryMember = Schemas['Member'];
export type DirectoryRole = Schemas['Role'];
/** A tag; level 1 is a folder, `tagList` its sub-tags. */
export type DirectoryTag = Schemas['TagNode'];
/** The picker's alternative output (spec part 3 §3), also what the server expands into members. */
export type VisibleScope = Schemas['VisibleScope'];

/**
 * Which directory the picker reads (spec part 3 §2.6): the current company ('default'), the
 * role-management lists ('role'), the open trees of the portal ('portal'), or one company's tree
 * ('byCompany', with `companyId`).
 */
export type MemberDirectoryMode = 'default' | 'role' | 'portal' | 'byCompany';

export interface MemberPageQuery {
  mode: MemberDirectoryMode;
  /** A department or company; its sub-departments' members are included. None: the whole company. */
  deptId?: number;
  /** Matches account, name or phone. */
  keyword?: string;
  current: number;
  size: number;
}

export interface TagMemberQuery {
  tagId: number;
  /** Matches account, name or phone. */
  name?: string;
  current: number;
  size: number;
}

export interface MemberPage {
  /** Active members only: a list that includes disabled people is filtered before it gets here. */
  records: DirectoryMember[];
  total: number;
}

/** What the member picker reads from the server; the picker itself knows no URLs. */
export interface MemberDirectory {
  /**
   * Trees show nothing on failure themselves: they reject with an Error whose message is what
   * the picker tells the user (spec part 3 §8: the server's msg, or 请求失败 when it gave none).
   */
  tree(mode: MemberDirectoryMode, companyId?: number): Promise<DirectoryNode[]>;
  members(query: MemberPageQuery): Promise<MemberPage>;
  /** Every role of the current company (one request, no paging). */
  roles(): Promise<DirectoryRole[]>;
  /** Fails like `tree`. */
  tagTree(): Promise<DirectoryTag[]>;
  tagMembers(query: TagMemberQuery): Promise<MemberPage>;
  /** The distinct active members of a selection of companies, departments, tags, roles and users. */
  expand(scope: VisibleScope): Promise<DirectoryMember[]>;
}

export const MemberDirectoryId = createServiceId<MemberDirectory>('core.MemberDirectory');
