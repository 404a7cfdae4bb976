import type { HttpClient } from '../../../contracts/workbench/Http.ts';
import type { SessionStore, UserInfo } from '../../../contracts/workbench/Session.ts';
import { PortalApi } from '../PortalApi.ts';

/**
 * Reads the user info again into the session after the personal centre changed it, so the top
 * bar's name and avatar (and the other tabs, through the session's broadcast) follow at once.
 */
export class UserInfoReload {
  constructor(
    private readonly http: HttpClient,
    private readonly session: SessionStore,
  ) {}

  async reload(): Promise<void> {
    this.session.saveUserInfo((await this.http.get<UserInfo>(PortalApi.userInfo)).data);
  }
}
