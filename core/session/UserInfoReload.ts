import type { ApiClient } from '../../contracts/workbench/ApiClient.ts';
import type { SessionStore } from '../../contracts/workbench/Session.ts';

/**
 * Reads the user info again into the session after the user changed it (the personal centre's
 * fields and avatar, the password reminder's 忽略), so the top bar's name and avatar (and the
 * other tabs, through the session's broadcast) follow at once.
 */
export class UserInfoReload {
  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
  ) {}

  async reload(): Promise<void> {
    this.session.saveUserInfo((await this.api.get('/admin/user/info')).data);
  }
}
