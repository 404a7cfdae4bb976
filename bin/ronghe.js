#!/usr/bin/env node
// Launcher for the compiled CLI: the TypeScript sources are compiled to dist/node first
// (npm run build:node), so a fresh checkout gets a clear hint instead of a module error.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/node/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('ronghe 尚未编译：先运行 npm run build:node\n');
  process.exit(2);
}
await import(entry.href);
