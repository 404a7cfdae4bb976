import { describe, expect, it } from 'vitest';
import type { DiagramElement, Entries, EntryAction } from '../DiagramServices.ts';
import { rhTranslate } from '../translate/RhTranslate.ts';
import { RhPaletteProvider } from './RhPaletteProvider.ts';

// The stock bpmn-js palette's entries (PaletteProvider.js), in its order.
const STOCK: Entries = Object.fromEntries(
  ['hand-tool', 'lasso-tool', 'space-tool', 'global-connect-tool', 'tool-separator', 'create.start-event', 'create.intermediate-event', 'create.end-event',
    'create.exclusive-gateway', 'create.task', 'create.data-object', 'create.data-store', 'create.subprocess-expanded', 'create.participant-expanded', 'create.group']
    .map((id) => [id, { group: id.endsWith('tool') || id === 'tool-separator' ? 'tools' : 'stock' }]),
);

function provider() {
  const created: string[] = [];
  let registered: RhPaletteProvider | undefined;
  const palette = { registerProvider: (_priority: number, p: object) => { registered = p as RhPaletteProvider; } };
  const factory = { createShape: ({ type }: { type: string }) => ({ type }) as DiagramElement };
  const create = { start: (_event: Event, shape: DiagramElement) => created.push(shape.type) };
  const instance = new RhPaletteProvider(palette, factory, create, rhTranslate);
  return { registered, instance, created };
}

describe('the designer palette', () => {
  it('registers below the stock palette so it sees and filters its entries', () => {
    const { registered, instance } = provider();
    expect(registered).toBe(instance);
  });

  it('offers the four tools, then start, parallel, inclusive, exclusive, user task and end, and nothing else', () => {
    const entries = provider().instance.getPaletteEntries()(STOCK);
    expect(Object.keys(entries)).toEqual([
      'hand-tool', 'lasso-tool', 'space-tool', 'global-connect-tool', 'tool-separator',
      'create.start-event', 'create.parallel-gateway', 'create.inclusive-gateway', 'create.exclusive-gateway', 'create.user-task', 'create.end-event',
    ]);
  });

  it('keeps the spec order on screen: start and end in groups of their own, each group first met in order', () => {
    const entries = provider().instance.getPaletteEntries()(STOCK);
    const groups = [...new Set(Object.values(entries).map((entry) => entry.group))];
    expect(groups).toEqual(['tools', 'rh-start', 'gateway', 'activity', 'rh-end']);
  });

  it('creates a user task (not a plain task) from its entry, titled in Chinese', () => {
    const { instance, created } = provider();
    const entry = instance.getPaletteEntries()(STOCK)['create.user-task'];
    (entry.action as EntryAction).click!(new Event('click'));
    expect(created).toEqual(['bpmn:UserTask']);
    expect(entry.title).toBe('创建人工任务');
  });
});
