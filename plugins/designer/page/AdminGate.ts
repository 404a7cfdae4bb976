import type { UserInfo } from '../../../contracts/workbench/Session.ts';

/**
 * Who may open the designer: role 3, or the administrator of the current company — the rule
 * the server applies to every processDef call (x-ronghe-auth: admin); the browser only mirrors it.
 */
export function isProcessAdministrator(info: UserInfo | null): boolean {
  if (!info) return false;
  return (info.companyAdmin != null && info.companyId === info.companyAdmin) || info.roles.includes(3);
}
