import { describe, expect, it } from 'vitest';
import type { ProcessDefinition } from '../DesignerApi.ts';
import { baseOf, newestOf } from './DesignerBase.ts';

const draft: ProcessDefinition = { processDefinitionKey: 'leave', processName: '请假', bpmnData: '<draft/>', version: null, updateTime: '2026-11-24 10:00:00', latestVersion: 2 };
const deployed: ProcessDefinition = { processDefinitionKey: 'leave', processName: '请假', bpmnData: '<v2/>', version: 2, updateTime: '2026-11-24 09:00:00', latestVersion: 2 };

describe('the base the designer saves on', () => {
  it('is the draft’s save time and the latest version when a draft was loaded', () => {
    expect(baseOf(draft)).toEqual({ baseVersion: 2, baseDraftTime: '2026-11-24 10:00:00' });
    expect(baseOf({ ...draft, latestVersion: null })).toEqual({ baseVersion: null, baseDraftTime: '2026-11-24 10:00:00' });
  });

  it('is the latest version and no draft when a deployed definition was loaded', () => {
    expect(baseOf(deployed)).toEqual({ baseVersion: 2, baseDraftTime: null });
    // A server that does not say the latest version: the loaded one is it.
    expect(baseOf({ ...deployed, latestVersion: undefined })).toEqual({ baseVersion: 2, baseDraftTime: null });
  });

  it('reloads the newer of the draft and the latest version', () => {
    expect(newestOf(draft, deployed)).toBe(draft);
    expect(newestOf({ ...draft, updateTime: '2026-11-24 08:00:00' }, deployed)).toBe(deployed);
    expect(newestOf(undefined, deployed)).toBe(deployed);
    expect(newestOf(draft, undefined)).toBe(draft);
    expect(newestOf(undefined, undefined)).toBeUndefined();
  });
});
