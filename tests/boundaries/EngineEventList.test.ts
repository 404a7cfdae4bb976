import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_EVENT_NAMES } from '../../server/engine/EngineHooks.ts';
import { readSources, type SourceFile } from './ImportBoundaries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The files that name every engine event: a list of them, wherever it is written. */
function filesListingEvery(files: readonly SourceFile[], names: readonly string[]): string[] {
  return files.filter(({ text }) => names.every((name) => new RegExp(`\\b${name}\\b`).test(text))).map(({ file }) => file);
}

/*
 * Issue 24: the workflow events exist once. The engine's hooks, the server's WorkflowHooks and
 * the relay are mapped over ENGINE_EVENTS; a second list would have to be kept in step by hand.
 */
describe('the engine events', () => {
  it('are listed in one file of the server and the command line: the engine’s ENGINE_EVENTS', () => {
    const sources = readSources(root, ['server', 'cli']).filter(({ file }) => !/\.test\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(100);
    expect(filesListingEvery(sources, ENGINE_EVENT_NAMES)).toEqual(['server/engine/EngineHooks.ts']);
  });

  it('catch a second list, and not a file that taps some of them', () => {
    const list = ENGINE_EVENT_NAMES.map((name) => `  ${name}: new AsyncSeriesHook(1),`).join('\n');
    const taps = ENGINE_EVENT_NAMES.slice(0, -1).map((name) => `events.${name}.tapPromise('x:y', write);`).join('\n');
    expect(
      filesListingEvery(
        [
          { file: 'server/modules/workflow/Relay.ts', text: `const hooks = {\n${list}\n};` },
          { file: 'server/modules/todos/TodosModule.ts', text: taps },
        ],
        ENGINE_EVENT_NAMES,
      ),
    ).toEqual(['server/modules/workflow/Relay.ts']);
  });
});
