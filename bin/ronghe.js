#!/usr/bin/env node
// Launcher for the compiled CLI: the TypeScript sources are compiled to dist/node first
// (npm run build:node), so a fresh checkout gets a clear hint instead of a module error.
//
// build:node also bundles the CLI into dist/node/cli/bundle (rolldown.cli.config.mjs), which
// starts faster. `ronghe lint` runs from it — linting one file in an editor or a pre-commit
// hook is mostly start-up, and the lint tests and `npm run bench:lint` run it bundled — while
// the other commands, not checked bundled, keep tsc's output. The bundle is used only when it
// is at least as new as tsc's output, so a compile without the bundling step (a plain
// `tsc -p tsconfig.node.json`) never runs stale code.
import { statSync } from 'node:fs';

const compiled = new URL('../dist/node/cli/main.js', import.meta.url);
const bundled = new URL('../dist/node/cli/bundle/main.js', import.meta.url);
const modified = (url) => statSync(url, { throwIfNoEntry: false })?.mtimeMs;
const compiledAt = modified(compiled);
if (compiledAt === undefined) {
  process.stderr.write('ronghe 尚未编译：先运行 npm run build:node\n');
  process.exit(2);
}
const bundledAt = process.argv[2] === 'lint' ? modified(bundled) : undefined;
await import((bundledAt !== undefined && bundledAt >= compiledAt ? bundled : compiled).href);
