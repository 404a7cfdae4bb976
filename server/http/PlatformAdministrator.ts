import { ApiError } from './ApiError.ts';
import { zhCN } from './zh-CN.ts';
import type { Principal } from '../contracts/host.ts';
import { PLATFORM_ADMIN_ROLE } from '../../contracts/workbench/PlatformAdminRole.ts';

/**
 * What belongs to the whole platform rather than one company (the platform settings, the
 * dictionaries) is changed by the platform's administrator only: a company's administrator
 * changing it would change every other company's portal.
 */
export class PlatformAdministrator {
  static is(principal: Principal): boolean {
    return principal.admin && principal.roles.includes(PLATFORM_ADMIN_ROLE);
  }

  /** Throws 403 当前操作没有权限 unless the caller is the platform's administrator. */
  static require(principal: Principal): void {
    if (!PlatformAdministrator.is(principal)) throw new ApiError(403, zhCN.errors.forbidden);
  }
}
