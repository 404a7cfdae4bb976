import { describe, expect, it } from 'vitest';
import { administersCurrentCompany, holdsPlatformAdminRole } from './PlatformAdminRole.ts';

describe('the platform administrators’ role', () => {
  it('is held by role 3 alone', () => {
    expect(holdsPlatformAdminRole([2, 3])).toBe(true);
    expect(holdsPlatformAdminRole([1, 2, 4])).toBe(false);
    expect(holdsPlatformAdminRole(undefined)).toBe(false);
  });

  it('makes its holder, like the current company’s administrator, an administrator there; another company’s administrator is not', () => {
    expect(administersCurrentCompany({ companyId: 1, companyAdmin: null, roles: [3] })).toBe(true);
    expect(administersCurrentCompany({ companyId: 1, companyAdmin: 1, roles: [2] })).toBe(true);
    expect(administersCurrentCompany({ companyId: 1, companyAdmin: 2, roles: [2] })).toBe(false);
    expect(administersCurrentCompany({ companyId: 1, roles: [] })).toBe(false);
    expect(administersCurrentCompany(null)).toBe(false);
  });
});
