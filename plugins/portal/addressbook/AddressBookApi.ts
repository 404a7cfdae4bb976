import type { components } from '../../../contracts/generated/admin.ts';

/** The address book's calls (contracts/openapi/admin.yaml, issue 11). */
export const AddressBookApi = {
  deptTree: '/admin/addressBook/dept/treeSelect/',
  addDept: '/admin/addressBook/dept',
  members: '/admin/addressBook/user/fullList',
  tagTree: '/admin/tag/tree',
  tag: (tagId: number) => `/admin/tag/${tagId}`,
  tagMembers: '/admin/tag/member/page',
  tagUsers: '/admin/tag/member/userByTag',
  sendMessage: '/admin/ocp/msg/send',
} as const;

type Schemas = components['schemas'];
export type DeptNode = Schemas['DeptNode'];
export type Member = Schemas['Member'];
export type TagNode = Schemas['TagNode'];
export type Tag = Schemas['Tag'];

/** The paged member lists' data. */
export interface MemberPage {
  records: Member[];
  total: number;
}

export const CONTACTS_ROUTE = '/addressbook/list';
export const TAG_MEMBERS_ROUTE = '/addressbook/tagMember';
/** 标签 (part 1 §2): one tag read only, with the query tagId and action=read. */
export const TAG_ROUTE = '/addressbook/tag';
export const tagReadRoute = (tagId: number) => `${TAG_ROUTE}?tagId=${tagId}&action=read`;

/** Where 发起日程 goes: the schedule page opens its new-event form with the member invited. */
export const scheduleInviteRoute = (userId: number) => `/scheduleManagement/index?invite=${userId}`;
