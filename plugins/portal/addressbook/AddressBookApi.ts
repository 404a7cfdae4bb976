import type { components } from '../../../contracts/generated/admin.ts';

/** The address book's calls (contracts/openapi/admin.yaml, issue 11). */
export const AddressBookApi = {
  deptTree: '/admin/addressBook/dept/treeSelect/',
  addDept: '/admin/addressBook/dept',
  members: '/admin/addressBook/user/fullList',
  tagTree: '/admin/tag/tree',
  tag: (tagId: number) => `/admin/tag/${tagId}`,
  tagMembers: '/admin/tag/member/page',
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

/** Where 发起日程 goes: the schedule page opens its new-event form with the member invited. */
export const scheduleInviteRoute = (userId: number) => `/scheduleManagement/index?invite=${userId}`;
