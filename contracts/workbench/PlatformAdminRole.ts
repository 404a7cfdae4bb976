/**
 * The platform administrators' role (spec part 1 §6), granted platform-wide: its holders
 * administer every company they work in, alone change what all companies share (the public site,
 * the platform settings, dictionaries and menus) and the built-in roles. The one place the number
 * is written: the server (server/contracts/org.ts, server/http) and the browser read it here.
 */
export const PLATFORM_ADMIN_ROLE = 3;

/** Whether a user's roles include the platform administrators'. */
export function holdsPlatformAdminRole(roles: readonly number[] | undefined): boolean {
  return roles?.includes(PLATFORM_ADMIN_ROLE) ?? false;
}

/**
 * The server's rule for x-ronghe-auth admin as the browser mirrors it: the administrator of the
 * current company, or a holder of the platform administrators' role (a team administrator is not one).
 */
export function administersCurrentCompany(info: { companyId: number; companyAdmin?: number | null; roles: readonly number[] } | null): boolean {
  if (!info) return false;
  return (info.companyAdmin != null && info.companyAdmin === info.companyId) || holdsPlatformAdminRole(info.roles);
}
