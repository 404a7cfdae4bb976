import { describe, expect, it } from 'vitest';
import { ADMIN_USER_ID, addItems, emptyPickerValue, isExpression, limitOf, removeItems, visibleScopeOf, type MemberPickerValue } from './MemberSelection.ts';

const zhangsan = { userId: 7, chineseName: '张三', deptName: '后端组' };
const lisi = { userId: 8, chineseName: '李四' };
const wangwu = { userId: 4, chineseName: '王五' };
const admin = { userId: ADMIN_USER_ID, chineseName: '管理员' };

const withUsers = (...userList: MemberPickerValue['userList']): MemberPickerValue => ({ ...emptyPickerValue(), userList });

describe('a picker selection', () => {
  it('adds only what is not chosen yet, in order', () => {
    const { value, limitReached } = addItems(withUsers(zhangsan), 'user', [lisi, zhangsan, wangwu]);
    expect(value.userList.map((user) => user.userId)).toEqual([7, 8, 4]);
    expect(limitReached).toBe(false);
  });

  it('stops at the limit and says so, keeping what fits', () => {
    const { value, limitReached } = addItems(withUsers(zhangsan), 'user', [lisi, wangwu], 2);
    expect(value.userList.map((user) => user.userId)).toEqual([7, 8]);
    expect(limitReached).toBe(true);
  });

  it('does not count one already chosen against the limit', () => {
    const full = withUsers(zhangsan, lisi);
    const again = addItems(full, 'user', [lisi], 2);
    expect(again).toEqual({ value: full, limitReached: false });
  });

  it('keeps the administrator only where he is protected', () => {
    const value = withUsers(admin, zhangsan);
    expect(removeItems(value, 'user', undefined, true).userList).toEqual([admin]);
    expect(removeItems(value, 'user', [ADMIN_USER_ID], true)).toBe(value);
    expect(removeItems(value, 'user', [ADMIN_USER_ID], false).userList).toEqual([zhangsan]);
    expect(removeItems(value, 'user', undefined, false).userList).toEqual([]);
  });

  it('removes a department by its id, other kinds untouched', () => {
    const value = { ...withUsers(zhangsan), departmentList: [{ deptId: 13, name: '研发部' }, { deptId: 16, name: '测试部' }] };
    const next = removeItems(value, 'dept', [13], false);
    expect(next.departmentList).toEqual([{ deptId: 16, name: '测试部' }]);
    expect(next.userList).toEqual([zhangsan]);
  });

  it('takes an expression only in the form ${…}', () => {
    expect(isExpression('${initiator}')).toBe(true);
    expect(isExpression('initiator')).toBe(false);
    expect(isExpression('${initiator')).toBe(false);
    expect(isExpression('initiator}')).toBe(false);
    expect(isExpression('${}')).toBe(false);
  });

  it('gives the alternative output format', () => {
    const value: MemberPickerValue = {
      userList: [zhangsan],
      departmentList: [{ deptId: 16, name: '测试部' }],
      companyList: [{ companyId: 2, name: '融合教育集团' }],
      roleList: [{ roleId: 5, roleName: '法务人员' }],
      tagList: [{ tagId: 3, name: '流程引擎项目' }],
    };
    expect(visibleScopeOf(value)).toEqual({
      visibleCompany: [{ deptId: 2, name: '融合教育集团' }],
      visibleDept: [{ deptId: 16, name: '测试部' }],
      visibleTag: [{ tagId: 3, name: '流程引擎项目' }],
      visibleUser: [{ userId: 7, chineseName: '张三', deptName: '后端组' }],
      visibleRole: [{ roleId: 5, name: '法务人员' }],
    });
  });

  it('counts people chosen by tag under the people limit', () => {
    expect(limitOf('user', { tagUser: 3 })).toBe(3);
    expect(limitOf('user', { user: 2, tagUser: 3 })).toBe(2);
    expect(limitOf('dept', { user: 2 })).toBeUndefined();
  });
});
