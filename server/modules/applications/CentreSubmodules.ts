import type { components } from '../../../contracts/generated/application.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { Clock, Principal } from '../../contracts/host.ts';
import type { StartableProcesses, StartableProcessSummary } from '../../contracts/workflow.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { ApplicationDb } from './ApplicationTables.ts';
import type { UserItemPreferences } from './UserItemPreferences.ts';
import { zhCN } from './zhCN.ts';

export type SubmoduleView = components['schemas']['Submodule'];

type Caller = Pick<Principal, 'userId' | 'companyId'>;

/** After the demo's entries, so a process deployed later comes after them by default. */
const NEW_PROCESS_SORT = 100;

/**
 * The workbench centre's submodules in the caller's company: the processes it may start today
 * (asked of the workflow module) and the function entries, in the caller's order. A process
 * that is no longer startable disappears, and with it the caller's mark.
 */
export class CentreSubmodules {
  constructor(
    private readonly db: ApplicationDb,
    private readonly processes: StartableProcesses,
    private readonly preferences: UserItemPreferences,
    private readonly clock: Clock,
  ) {}

  async list(user: Caller, name?: string): Promise<SubmoduleView[]> {
    const arranged = this.preferences.arrange(await this.#visible(user.companyId), await this.preferences.of(user.userId, 'submodule'));
    const needle = name?.trim().toLowerCase();
    return needle ? arranged.filter((submodule) => submodule.name.toLowerCase().includes(needle)) : arranged;
  }

  async sort(user: Caller, ids: number[]): Promise<boolean> {
    const visible = new Set((await this.#visible(user.companyId)).map((submodule) => submodule.id));
    await this.preferences.order(user, 'submodule', ids, visible);
    return true;
  }

  async markCommonUse(user: Caller, submoduleId: number, commonUse: boolean): Promise<boolean> {
    if (!(await this.#visible(user.companyId)).some((submodule) => submodule.id === submoduleId)) {
      throw new ApiError(404, zhCN.submoduleNotFound(submoduleId));
    }
    await this.preferences.mark(user, 'submodule', submoduleId, commonUse);
    return true;
  }

  async #visible(companyId: number) {
    const startable = new Map((await this.processes.startable(companyId)).map((process) => [process.procDefKey, process]));
    await this.#register(companyId, startable);
    const rows = await this.db.selectFrom('app_submodule').selectAll().where('company_id', '=', companyId).orderBy('sort').orderBy('id').execute();
    return rows.flatMap((row) => {
      const process = row.proc_def_key === null ? null : startable.get(row.proc_def_key);
      if (row.proc_def_key !== null && !process) return [];
      return [
        {
          id: row.id,
          // A process is named as deployed today: a renamed process shows its new name.
          name: process?.processName ?? row.name,
          groupName: row.group_name,
          icon: row.icon,
          url: row.url,
          procDefKey: row.proc_def_key,
          formRouter: process?.formRouter ?? null,
          appinsId: row.appins_id,
          sort: Number(row.sort),
        },
      ];
    });
  }

  /** Gives each startable process without a row one, so its id stays the same for every user. */
  async #register(companyId: number, startable: Map<string, StartableProcessSummary>): Promise<void> {
    const known = new Set(
      (await this.db.selectFrom('app_submodule').select('proc_def_key').where('company_id', '=', companyId).where('proc_def_key', 'is not', null).execute()).map((row) => row.proc_def_key),
    );
    const missing = [...startable.values()].filter((process) => !known.has(process.procDefKey));
    if (missing.length === 0) return;
    const now = DisplayTime.format(this.clock.now());
    await this.db
      .insertInto('app_submodule')
      .values(
        missing.map((process) => ({
          company_id: companyId,
          name: process.processName,
          group_name: zhCN.otherProcesses,
          icon: 'ApartmentOutlined',
          url: null,
          proc_def_key: process.procDefKey,
          appins_id: null,
          sort: NEW_PROCESS_SORT,
          create_time: now,
        })),
      )
      // Another server (or request) may have registered it a moment ago.
      .onConflict((oc) => oc.columns(['company_id', 'proc_def_key']).doNothing())
      .execute();
  }
}
