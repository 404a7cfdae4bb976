import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { isProcessAdministrator } from './AdminGate.ts';

const user = (patch: Partial<UserInfo>): UserInfo => ({
  sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 1,
  companyAdmin: null,
  roles: [2],
  ifTeamAdmin: false,
  permissions: [],
  ...patch,
});

describe('the designer’s admin gate', () => {
  it('lets role 3 and the current company’s administrator in', () => {
    expect(isProcessAdministrator(user({ roles: [2, 3] }))).toBe(true);
    expect(isProcessAdministrator(user({ companyAdmin: 1 }))).toBe(true);
  });

  it('keeps staff, another company’s administrator and the signed-out out', () => {
    expect(isProcessAdministrator(user({}))).toBe(false);
    expect(isProcessAdministrator(user({ companyAdmin: 7 }))).toBe(false);
    expect(isProcessAdministrator(null)).toBe(false);
  });
});
