import type { components } from '../../../contracts/generated/workflow.ts';
import type { EditorNames } from './EditorNames.ts';
import { latestDefinitions, tenantOf } from './ProcessDefinitions.ts';
import type { WorkflowDb } from './WorkflowDatabase.ts';

export type ProcessSummaryView = components['schemas']['ProcessSummary'];
export type ProcessVersionView = components['schemas']['ProcessVersion'];

export interface ProcessListQuery {
  current?: number;
  size?: number;
  keyword?: string;
}

interface Head {
  key: string;
  name: string;
  version: number;
  deployedAt: string;
  deployedBy: string;
}

interface Draft {
  key: string;
  name: string;
  savedAt: string;
  savedBy: string;
}

/**
 * 流程管理 (issue 10): a company's processes, its deployed definitions and drafts merged by key,
 * and the versions of one key. A company has tens of processes, not thousands: the heads and
 * drafts are read whole (no XML) and merged, searched and paged here, which keeps one rule
 * for "newer" in one place.
 */
export class ProcessList {
  constructor(
    private readonly db: WorkflowDb,
    private readonly editors: EditorNames,
  ) {}

  async page(companyId: number, query: ProcessListQuery): Promise<{ records: ProcessSummaryView[]; total: number; current: number; size: number }> {
    const current = query.current ?? 1;
    const size = query.size ?? 10;
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const [heads, drafts] = await Promise.all([this.#heads(companyId), this.#drafts(companyId)]);
    const keys = [...new Set([...heads.keys(), ...drafts.keys()])];
    const merged = keys.map((key) => ({ key, head: heads.get(key), draft: drafts.get(key) }));
    const found = merged
      .filter(({ key, head, draft }) => keyword === '' || [key, head?.name, draft?.name].some((text) => text?.toLowerCase().includes(keyword)))
      .sort((a, b) => {
        const lastA = latestOf(a.head, a.draft);
        const lastB = latestOf(b.head, b.draft);
        return lastA === lastB ? a.key.localeCompare(b.key) : lastA < lastB ? 1 : -1;
      });
    const shown = found.slice((current - 1) * size, current * size);
    const names = await this.editors.of(shown.flatMap(({ head, draft }) => [head?.deployedBy, draft?.savedBy].filter((id): id is string => id !== undefined)));
    const records = shown.map(({ key, head, draft }): ProcessSummaryView => {
      const draftNewer = draft !== undefined && (head === undefined || draft.savedAt > head.deployedAt);
      return {
        processDefinitionKey: key,
        processName: (draftNewer ? draft?.name : head?.name) ?? draft?.name ?? key,
        latestVersion: head?.version ?? null,
        deployedAt: head?.deployedAt ?? null,
        deployedBy: head ? (names.get(head.deployedBy) ?? head.deployedBy) : null,
        draftSavedAt: draft?.savedAt ?? null,
        draftSavedBy: draft ? (names.get(draft.savedBy) ?? draft.savedBy) : null,
        draftNewer,
      };
    });
    return { records, total: found.length, current, size };
  }

  /** Every deployed version of the key in the company, newest first. */
  async versions(processDefinitionKey: string, companyId: number): Promise<ProcessVersionView[]> {
    const rows = await this.db
      .selectFrom('wf_definition')
      .select(['id', 'name', 'version', 'deployed_at', 'deployed_by', 'state'])
      .where('tenant_id', '=', tenantOf(companyId))
      .where('proc_def_key', '=', processDefinitionKey)
      .orderBy('version', 'desc')
      .execute();
    const names = await this.editors.of(rows.map((row) => row.deployed_by));
    return rows.map((row) => ({
      version: Number(row.version),
      processName: row.name,
      procDefId: row.id,
      deployedAt: row.deployed_at,
      deployedBy: names.get(row.deployed_by) ?? row.deployed_by,
      state: row.state as ProcessVersionView['state'],
    }));
  }

  /** The latest version of every key of the company. */
  async #heads(companyId: number): Promise<Map<string, Head>> {
    const rows = await latestDefinitions(this.db, companyId).select(['d.proc_def_key', 'd.name', 'd.version', 'd.deployed_at', 'd.deployed_by']).execute();
    return new Map(
      rows.map((row) => [row.proc_def_key, { key: row.proc_def_key, name: row.name, version: Number(row.version), deployedAt: row.deployed_at, deployedBy: row.deployed_by }]),
    );
  }

  async #drafts(companyId: number): Promise<Map<string, Draft>> {
    const rows = await this.db.selectFrom('wf_draft').select(['proc_def_key', 'name', 'saved_at', 'saved_by']).where('tenant_id', '=', tenantOf(companyId)).execute();
    return new Map(rows.map((row) => [row.proc_def_key, { key: row.proc_def_key, name: row.name, savedAt: row.saved_at, savedBy: row.saved_by }]));
  }
}

/** When the process was last saved or deployed. */
function latestOf(head: Head | undefined, draft: Draft | undefined): string {
  const times = [head?.deployedAt, draft?.savedAt].filter((time): time is string => time !== undefined);
  return times.sort().at(-1) ?? '';
}
