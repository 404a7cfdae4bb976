export { MemberPicker, type MemberPickerProps } from './MemberPicker.tsx';
export {
  ADMIN_USER_ID,
  emptyPickerValue,
  isExpression,
  visibleScopeOf,
  type MemberPickerValue,
  type MemberType,
  type PickedCompany,
  type PickedDept,
  type PickedRole,
  type PickedTag,
  type PickedUser,
} from './MemberSelection.ts';
export { MEMBER_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './MemberList.tsx';
