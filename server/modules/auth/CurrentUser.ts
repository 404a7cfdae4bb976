import { ApiError } from '../../http/ApiError.ts';
import type { Principal } from '../../contracts/host.ts';
import type { UserDirectory, UserInfoView } from '../../contracts/org.ts';
import type { LoginAudit, LoginClient } from './LoginAudit.ts';
import type { SessionStore } from './SessionStore.ts';
import { authTexts } from './zh-CN.ts';

/** The caller's own user info, company switch and logout. */
export class CurrentUser {
  constructor(
    private readonly sessions: SessionStore,
    private readonly directory: UserDirectory,
    private readonly audit: LoginAudit,
  ) {}

  info(principal: Principal): Promise<UserInfoView> {
    return this.#infoFor(principal.userId, principal.companyId);
  }

  /** An administrator's look at a member of the current company by account; anyone else's account is not found. */
  async infoByUsername(principal: Principal, username: string): Promise<UserInfoView> {
    const account = await this.directory.accountByUsername(username);
    const info = account && (await this.directory.isMember(account.userId, principal.companyId)) ? await this.directory.userInfo(account.userId, principal.companyId) : null;
    if (!info) throw new ApiError(404, authTexts.userGone);
    return info;
  }

  async #infoFor(userId: number, companyId: number): Promise<UserInfoView> {
    const info = await this.directory.userInfo(userId, companyId);
    // The session outlived its user (deleted since login): the token means nothing any more.
    if (!info) throw new ApiError(401, authTexts.tokenInvalid);
    return info;
  }

  /**
   * Moves the session to another of the user's companies and remembers it as the company the
   * next login starts in (lastLoginTeam).
   */
  async switchCompany(principal: Principal, companyId: number): Promise<UserInfoView> {
    if (!(await this.directory.isMember(principal.userId, companyId))) throw new ApiError(403, authTexts.forbidden);
    await this.sessions.switchCompany(principal.sessionId, companyId);
    await this.directory.rememberCompany(principal.userId, companyId);
    return this.#infoFor(principal.userId, companyId);
  }

  async logout(principal: Principal, client: LoginClient): Promise<boolean> {
    await this.sessions.revoke(principal.sessionId);
    await this.audit.loggedOut(principal, client);
    return true;
  }
}
