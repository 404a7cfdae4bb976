import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import type { Entries } from '../DiagramServices.ts';
import { RhReplaceMenuProvider } from './RhReplaceMenuProvider.ts';

const entries = (...ids: string[]): Entries => Object.fromEntries(ids.map((id) => [id, { label: id }]));

describe('the designer replace menu', () => {
  const registered: string[] = [];
  const provider = new RhReplaceMenuProvider({ registerProvider: (id: string) => registered.push(id) }, new BpmnModdle() as never);

  it('filters the bpmn-replace menu', () => {
    expect(registered).toEqual(['bpmn-replace']);
  });

  it('hides the loop, sequential and parallel multi-instance and ad-hoc toggles', () => {
    const header = provider.getPopupMenuHeaderEntries()(entries('toggle-loop', 'toggle-sequential-mi', 'toggle-parallel-mi', 'toggle-adhoc', 'toggle-non-interrupting'));
    expect(Object.keys(header)).toEqual(['toggle-non-interrupting']);
  });

  it('offers only the nodes the engine runs, and the flow and pool variants', () => {
    // What bpmn-js offers on a plain task, then on a start event, then on a flow leaving a gateway.
    const task = provider.getPopupMenuEntries()(
      entries('replace-with-user-task', 'replace-with-service-task', 'replace-with-send-task', 'replace-with-receive-task', 'replace-with-manual-task',
        'replace-with-rule-task', 'replace-with-script-task', 'replace-with-call-activity', 'replace-with-collapsed-subprocess', 'replace-with-expanded-subprocess',
        'replace-with-ad-hoc-subprocess'),
    );
    expect(Object.keys(task)).toEqual(['replace-with-user-task']);
    const start = provider.getPopupMenuEntries()(
      entries('replace-with-none-end', 'replace-with-none-intermediate-throw', 'replace-with-message-start', 'replace-with-timer-start', 'replace-with-signal-start',
        'replace-with-exclusive-gateway', 'replace-with-complex-gateway', 'replace-with-event-based-gateway'),
    );
    expect(Object.keys(start)).toEqual(['replace-with-none-end', 'replace-with-exclusive-gateway']);
    const flow = provider.getPopupMenuEntries()(entries('replace-with-default-flow', 'replace-with-sequence-flow', 'replace-with-collapsed-pool'));
    expect(Object.keys(flow)).toEqual(['replace-with-default-flow', 'replace-with-sequence-flow', 'replace-with-collapsed-pool']);
  });
});
