import { WorkbenchContainer } from '../../core/di/index.ts';
import type { ContributionPoint, PluginDefinition } from '../../contracts/workbench/index.ts';

/**
 * What a set of modules contributes to one point, read from their bindings alone (no setup,
 * no start): the schema and the demo rows are needed before the modules run. A module listed
 * twice (the standard set plus a test's extra) counts once.
 */
export function contributionsOf<T>(modules: readonly PluginDefinition<unknown>[], point: ContributionPoint<T | readonly T[]>): T[] {
  const container = new WorkbenchContainer();
  const seen = new Set<string>();
  for (const module of modules) {
    if (seen.has(module.id)) continue;
    seen.add(module.id);
    module.module?.(container.binderFor(module.id));
  }
  return container.getAll(point).flat() as T[];
}
