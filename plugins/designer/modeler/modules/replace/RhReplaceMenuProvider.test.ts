import { describe, expect, it } from 'vitest';
import type { Entries } from '../DiagramServices.ts';
import { RhReplaceMenuProvider } from './RhReplaceMenuProvider.ts';

const entries = (...ids: string[]): Entries => Object.fromEntries(ids.map((id) => [id, { label: id }]));

describe('the designer replace menu', () => {
  const registered: string[] = [];
  const provider = new RhReplaceMenuProvider({ registerProvider: (id: string) => registered.push(id) });

  it('filters the bpmn-replace menu', () => {
    expect(registered).toEqual(['bpmn-replace']);
  });

  it('hides the loop, sequential and parallel multi-instance and ad-hoc toggles', () => {
    const header = provider.getPopupMenuHeaderEntries()(entries('toggle-loop', 'toggle-sequential-mi', 'toggle-parallel-mi', 'toggle-adhoc', 'toggle-non-interrupting'));
    expect(Object.keys(header)).toEqual(['toggle-non-interrupting']);
  });

  it('keeps the event, gateway, task, sub-process and flow targets but not the ad-hoc sub-process', () => {
    const menu = provider.getPopupMenuEntries()(entries('replace-with-user-task', 'replace-with-default-flow', 'replace-with-ad-hoc-subprocess', 'replace-with-none-end'));
    expect(Object.keys(menu)).toEqual(['replace-with-user-task', 'replace-with-default-flow', 'replace-with-none-end']);
  });
});
