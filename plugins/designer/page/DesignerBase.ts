import type { ProcessDefinition } from '../DesignerApi.ts';

/**
 * What the page loaded (issue 10), sent with every 暂存 and 发布 so the server can refuse (409)
 * writing over a draft or version someone saved since.
 */
export interface DesignerBase {
  /** The latest deployed version when the page loaded; null when none was deployed. */
  baseVersion: number | null;
  /** The loaded draft's save time; null when the page loaded no draft. */
  baseDraftTime: string | null;
}

/** A process never saved nor deployed: any draft or version found at save time is someone else's. */
export const NEW_PROCESS_BASE: DesignerBase = { baseVersion: null, baseDraftTime: null };

/** The base of a loaded draft (version null) or deployed definition. */
export function baseOf(loaded: ProcessDefinition): DesignerBase {
  const isDraft = loaded.version == null;
  return {
    baseVersion: loaded.latestVersion ?? (isDraft ? null : (loaded.version ?? null)),
    baseDraftTime: isDraft ? (loaded.updateTime ?? null) : null,
  };
}

/**
 * What 重新加载 opens after a conflict: the draft when it is newer than the latest version (or
 * nothing is deployed), else the latest version — whichever the other administrator wrote.
 */
export function newestOf(draft: ProcessDefinition | undefined, deployed: ProcessDefinition | undefined): ProcessDefinition | undefined {
  if (!draft) return deployed;
  if (!deployed) return draft;
  return (draft.updateTime ?? '') > (deployed.updateTime ?? '') ? draft : deployed;
}
