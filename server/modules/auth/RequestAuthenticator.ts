import { ApiError } from '../../http/ApiError.ts';
import type { AuthenticationRequest, Principal, RouteAccess } from '../../contracts/host.ts';
import { administersCompany, type UserDirectory } from '../../contracts/org.ts';
import type { SessionStore } from './SessionStore.ts';
import { authTexts } from './zh-CN.ts';

/** Turns a bearer token into the caller, and decides what a caller may do. */
export class RequestAuthenticator {
  constructor(
    private readonly sessions: SessionStore,
    private readonly directory: UserDirectory,
  ) {}

  /**
   * The caller of a live access token. The company is the session's, unless the companyId
   * header names another company the user belongs to; a company the user does not belong to
   * is refused (403), never silently replaced.
   */
  async principalFor(attempt: AuthenticationRequest): Promise<Principal | undefined> {
    if (!attempt.bearerToken) return undefined;
    const session = await this.sessions.resolve(attempt.bearerToken);
    if (!session) return undefined;
    let companyId = session.companyId;
    // Browsers send "undefined" or "" before a company is chosen; only a number names one.
    const requested = attempt.companyHeader !== null && /^\d+$/.test(attempt.companyHeader) ? Number(attempt.companyHeader) : null;
    if (requested !== null && requested !== companyId) {
      if (!(await this.directory.isMember(session.userId, requested))) throw new ApiError(403, authTexts.forbidden);
      companyId = requested;
    }
    const [account, roles] = await Promise.all([this.directory.account(session.userId), this.directory.roleIds(session.userId, companyId)]);
    if (!account) return undefined;
    return {
      userId: session.userId,
      username: account.username,
      companyId,
      sessionId: session.sessionId,
      status: account.status,
      roles,
      companyAdmin: account.companyAdmin,
      admin: administersCompany(account.companyAdmin, roles, companyId),
      mustChangePassword: session.mustChangePassword === 1,
    };
  }

  /**
   * A refusal, or undefined to let the call through. An operation declaring a permission
   * (`x-ronghe-permission`, issue 22 §2) lets through the current company's administrators and
   * whoever holds the permission through a role granted in that company; one declaring none, its
   * `x-ronghe-auth` alone.
   */
  async refusalFor(principal: Principal, access: RouteAccess): Promise<ApiError | undefined> {
    if (principal.status === '1' && !access.allowDisabledUser) return new ApiError(403, authTexts.userDisabled);
    if (access.permission) {
      if (!principal.admin && !(await this.directory.permissions(principal.userId, principal.companyId)).includes(access.permission)) {
        return new ApiError(403, authTexts.forbidden);
      }
    } else if (access.auth === 'admin' && !principal.admin) return new ApiError(403, authTexts.forbidden);
    if (principal.mustChangePassword && !access.allowExpiredPassword) return new ApiError(403, authTexts.passwordMustChange);
    return undefined;
  }
}
