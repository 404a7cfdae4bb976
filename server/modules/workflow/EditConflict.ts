import type { DefinitionKeyState } from '../../engine/index.ts';

/** What the designer loaded (issue 10): the base a draft save or deploy is made on. */
export interface EditBase {
  /** The latest deployed version when it loaded; null when nothing was deployed. */
  baseVersion: number | null;
  /** The loaded draft's save time; null when it loaded no draft. */
  baseDraftTime: string | null;
}

/** Someone else's newer draft or version, with who (a user id as the engine stores it) and when. */
export type EditConflict = { kind: 'draft'; by: string; at: string } | { kind: 'version'; by: string; at: string; version: number };

/** Thrown from the engine's precondition, so the write is refused inside its transaction. */
export class EditConflictError extends Error {
  constructor(readonly conflict: EditConflict) {
    super(`${conflict.kind} ${conflict.at}`);
  }
}

/**
 * Whether a key moved on since the base the designer loaded: a version newer than its
 * baseVersion was deployed, or a draft other than the loaded one was saved after what it
 * loaded (the loaded draft, else the loaded version's deployment; with nothing loaded, any
 * draft — another administrator created the same key). A draft older than the loaded version
 * is stale, not newer, and is replaced without a word. When both moved, the later one is named.
 */
export function editConflict(state: DefinitionKeyState, base: EditBase): EditConflict | undefined {
  const { latest, draft } = state;
  const found: EditConflict[] = [];
  if (latest && latest.version > (base.baseVersion ?? 0)) {
    found.push({ kind: 'version', by: latest.deployedBy, at: latest.deployedAt, version: latest.version });
  }
  if (draft && draft.savedAt !== base.baseDraftTime) {
    const loadedAt = base.baseDraftTime ?? (latest && latest.version === base.baseVersion ? latest.deployedAt : null);
    if (loadedAt === null || draft.savedAt > loadedAt) found.push({ kind: 'draft', by: draft.savedBy, at: draft.savedAt });
  }
  // Times are yyyy-MM-dd HH:mm:ss text, so they order as text.
  return found.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))[0];
}
