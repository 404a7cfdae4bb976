import type { components } from '../../../contracts/generated/application.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { Principal } from '../../contracts/host.ts';
import type { ApplicationDb } from './ApplicationTables.ts';
import type { UserItemPreferences } from './UserItemPreferences.ts';
import { zhCN } from './zhCN.ts';

export type AppInstanceView = components['schemas']['AppInstance'];
export type AppMenuItemView = components['schemas']['AppMenuItem'];

type Caller = Pick<Principal, 'userId' | 'companyId'>;

/**
 * The applications of the caller's current company: the list in the caller's order, the
 * address an application opens, a self-built one's menu, and the caller's order and marks.
 * An application of another company is unknown here (404), never forbidden: its id says nothing.
 */
export class WorkbenchApplications {
  constructor(
    private readonly db: ApplicationDb,
    private readonly preferences: UserItemPreferences,
  ) {}

  async list(user: Caller, applicationName?: string): Promise<AppInstanceView[]> {
    const rows = await this.#rows(user.companyId);
    const needle = applicationName?.trim().toLowerCase();
    const arranged = this.preferences.arrange(rows, await this.preferences.of(user.userId, 'app'));
    return needle ? arranged.filter((app) => app.applicationName.toLowerCase().includes(needle)) : arranged;
  }

  /**
   * The address to open. No demo application needs a single-sign-on ticket, so the stored
   * address is the answer: a workbench route or an outside link.
   */
  async trueUrl(user: Caller, appinsId: number): Promise<string> {
    return (await this.#owned(user.companyId, appinsId)).url;
  }

  /** A self-built application's menu as a tree; other applications have none (an empty list). */
  async selfAppMenu(user: Caller, appinsId: number): Promise<AppMenuItemView[]> {
    await this.#owned(user.companyId, appinsId);
    const rows = await this.db.selectFrom('app_menu').selectAll().where('appins_id', '=', appinsId).orderBy('sort').orderBy('id').execute();
    const byParent = new Map<number, typeof rows>();
    for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
    const tree = (parentId: number): AppMenuItemView[] =>
      (byParent.get(parentId) ?? []).map((row) => ({
        id: row.id,
        name: row.name,
        label: row.label,
        path: row.path,
        icon: row.icon,
        ifShow: row.if_show,
        linkType: row.link_type,
        permission: row.permission,
        keepAlive: Number(row.keep_alive) === 1,
        children: tree(row.id),
      }));
    return tree(0);
  }

  async sort(user: Caller, ids: number[]): Promise<boolean> {
    const visible = new Set((await this.#rows(user.companyId)).map((row) => row.id));
    await this.preferences.order(user, 'app', ids, visible);
    return true;
  }

  async markCommonUse(user: Caller, appinsId: number, commonUse: boolean): Promise<boolean> {
    await this.#owned(user.companyId, appinsId);
    await this.preferences.mark(user, 'app', appinsId, commonUse);
    return true;
  }

  async #owned(companyId: number, appinsId: number) {
    const row = await this.db.selectFrom('app_instance').select(['id', 'url']).where('id', '=', appinsId).where('company_id', '=', companyId).executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.appNotFound(appinsId));
    return row;
  }

  async #rows(companyId: number) {
    const rows = await this.db.selectFrom('app_instance').selectAll().where('company_id', '=', companyId).orderBy('sort').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      applicationName: row.application_name,
      applicationType: row.application_type,
      groupName: row.group_name,
      icon: row.icon,
      url: row.url,
      description: row.description,
      linkType: row.link_type,
      sort: Number(row.sort),
    }));
  }
}
