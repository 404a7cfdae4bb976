import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** One tier's figures, as tests/run-all.mjs prints them at the end of the run. */
export interface TierTime {
  tier: string;
  files: number;
  passed: number;
  failed: number;
  /** From the tier's first file starting to its last file ending (the tiers overlap, but for system). */
  wallSeconds: number;
  /** The files' own times added up (collect, setup, hooks and tests), whichever worker ran them. */
  fileSeconds: number;
  /** The slowest files of the tier and their own times. */
  slowest: { file: string; seconds: number }[];
}

/**
 * A reporter writing each tier's (Vitest project's) time to the file given in TIER_TIMES_FILE:
 * the JSON report has neither the project of a file nor the time of its hooks.
 */
export default class TierTimes implements Reporter {
  readonly #started = new Map<string, number>();
  readonly #ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.#started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.#ended.set(module.moduleId, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const file = process.env.TIER_TIMES_FILE;
    if (!file) return;
    const tiers = new Map<string, TestModule[]>();
    for (const module of modules) tiers.set(module.project.name, [...(tiers.get(module.project.name) ?? []), module]);
    const times: TierTime[] = [...tiers].map(([tier, members]) => {
      const own = (module: TestModule) => {
        const d = module.diagnostic();
        return (d.collectDuration + d.setupDuration + d.duration) / 1000;
      };
      const tests = members.flatMap((module) => [...module.children.allTests()]);
      const starts = members.map((module) => this.#started.get(module.moduleId) ?? Infinity);
      const ends = members.map((module) => this.#ended.get(module.moduleId) ?? 0);
      const root = members[0]!.project.config.root;
      const relative = (path: string) => (path.startsWith(root) ? path.slice(root.length + 1) : path);
      return {
        tier,
        files: members.length,
        passed: tests.filter((test) => test.result().state === 'passed').length,
        failed: tests.filter((test) => test.result().state === 'failed').length,
        wallSeconds: Math.max(0, (Math.max(...ends) - Math.min(...starts)) / 1000),
        fileSeconds: members.reduce((sum, module) => sum + own(module), 0),
        slowest: members
          .map((module) => ({ file: relative(module.moduleId), seconds: own(module) }))
          .sort((a, b) => b.seconds - a.seconds)
          .slice(0, 5),
      };
    });
    writeFileSync(file, JSON.stringify(times, null, 2));
  }
}
