import { describe, expect, it } from 'vitest';
import type { DefinitionRecord, DraftRecord } from '../../engine/index.ts';
import { editConflict } from './EditConflict.ts';

function version(version: number, deployedAt: string, deployedBy = '2'): DefinitionRecord {
  return { id: `v${version}`, key: 'leave', tenantId: '1', name: '请假', version, xml: '<xml/>', deployedBy, deployedAt, state: 'active' };
}

function draft(savedAt: string, savedBy = '3'): DraftRecord {
  return { key: 'leave', tenantId: '1', name: '请假', xml: '<xml/>', savedBy, savedAt };
}

describe('a newer draft or version than the designer loaded', () => {
  it('lets a save through when nothing moved since the loaded version or draft', () => {
    expect(editConflict({ latest: version(2, '2026-11-24 09:00:00'), draft: undefined }, { baseVersion: 2, baseDraftTime: null })).toBeUndefined();
    expect(editConflict({ latest: version(2, '2026-11-24 09:00:00'), draft: draft('2026-11-24 10:00:00') }, { baseVersion: 2, baseDraftTime: '2026-11-24 10:00:00' })).toBeUndefined();
    expect(editConflict({ latest: undefined, draft: undefined }, { baseVersion: null, baseDraftTime: null })).toBeUndefined();
  });

  it('names a version deployed after the loaded one', () => {
    expect(editConflict({ latest: version(3, '2026-11-24 11:00:00', '2'), draft: undefined }, { baseVersion: 2, baseDraftTime: null })).toEqual({
      kind: 'version',
      by: '2',
      at: '2026-11-24 11:00:00',
      version: 3,
    });
    // A draft deployed by someone else meanwhile: the draft is gone, version 1 is new.
    expect(editConflict({ latest: version(1, '2026-11-24 11:00:00'), draft: undefined }, { baseVersion: null, baseDraftTime: '2026-11-24 10:00:00' })).toMatchObject({ kind: 'version', version: 1 });
  });

  it('names a draft saved after the loaded draft, or after the loaded version was deployed', () => {
    expect(editConflict({ latest: undefined, draft: draft('2026-11-24 10:05:00', '3') }, { baseVersion: null, baseDraftTime: '2026-11-24 10:00:00' })).toEqual({
      kind: 'draft',
      by: '3',
      at: '2026-11-24 10:05:00',
    });
    expect(editConflict({ latest: version(2, '2026-11-24 09:00:00'), draft: draft('2026-11-24 09:30:00') }, { baseVersion: 2, baseDraftTime: null })).toMatchObject({ kind: 'draft' });
  });

  it('replaces a stale draft, older than the version the designer loaded, without a word', () => {
    expect(editConflict({ latest: version(2, '2026-11-24 09:00:00'), draft: draft('2026-11-23 17:00:00') }, { baseVersion: 2, baseDraftTime: null })).toBeUndefined();
  });

  it('refuses a new process whose key another administrator saved meanwhile', () => {
    expect(editConflict({ latest: undefined, draft: draft('2026-11-24 10:00:00') }, { baseVersion: null, baseDraftTime: null })).toMatchObject({ kind: 'draft' });
    expect(editConflict({ latest: version(1, '2026-11-24 10:00:00'), draft: undefined }, { baseVersion: null, baseDraftTime: null })).toMatchObject({ kind: 'version' });
  });

  it('names the later of a newer draft and a newer version', () => {
    const state = { latest: version(3, '2026-11-24 11:00:00'), draft: draft('2026-11-24 12:00:00') };
    expect(editConflict(state, { baseVersion: 2, baseDraftTime: null })).toMatchObject({ kind: 'draft', at: '2026-11-24 12:00:00' });
    const deployedLast = { latest: version(3, '2026-11-24 13:00:00'), draft: draft('2026-11-24 12:00:00') };
    expect(editConflict(deployedLast, { baseVersion: 2, baseDraftTime: null })).toMatchObject({ kind: 'version', version: 3 });
  });
});
