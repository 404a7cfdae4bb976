import type { components } from '../../../contracts/generated/admin.ts';
import type { ApiAnswer } from '../../../contracts/workbench/ApiClient.ts';

type Schemas = components['schemas'];
export type DeptNode = Schemas['DeptNode'];
export type Member = Schemas['Member'];
export type TagNode = Schemas['TagNode'];
export type Tag = Schemas['Tag'];

/** The paged member lists' rows and count, as the contract pages the address book's members. */
export type MemberPage = Pick<ApiAnswer<'/admin/addressBook/user/fullList', 'get'>, 'records' | 'total'>;

export const CONTACTS_ROUTE = '/addressbook/list';
export const TAG_MEMBERS_ROUTE = '/addressbook/tagMember';
/** 标签 (part 1 §2): one tag read only, with the query tagId and action=read. */
export const TAG_ROUTE = '/addressbook/tag';
export const tagReadRoute = (tagId: number) => `${TAG_ROUTE}?tagId=${tagId}&action=read`;

/** Where 发起日程 goes: the schedule page opens its new-event form with the member invited. */
export const scheduleInviteRoute = (userId: number) => `/scheduleManagement/index?invite=${userId}`;
