// The one "is dist/node current?" check of the tests and benches that run the built server or the
// cluster launcher. Plain .mjs so that the benches (node, no TypeScript loader) share it with the TS tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The sources tsconfig.node.json compiles into what the tests and benches run. */
const SOURCES = ['server', 'contracts', 'core', 'cluster'];
/** What they run: the server, and the launcher whose modules (ServerInstance, ThrowAwayPostgres …) they reuse. */
const ENTRIES = [join('dist', 'node', 'server', 'main.js'), join('dist', 'node', 'cluster', 'main.js')];

/** Newest modification time of the TypeScript sources under `folder`, tests left out. */
function newestSource(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Compiles dist/node (tsc -p tsconfig.node.json) when the server's or the launcher's build is missing or older than its sources. */
export function ensureBuilt(repo) {
  const sources = Math.max(...SOURCES.map((folder) => newestSource(join(repo, folder))));
  const current = (entry) => existsSync(join(repo, entry)) && statSync(join(repo, entry)).mtimeMs >= sources;
  if (ENTRIES.every(current)) return;
  process.stderr.write('compiling the server (tsc -p tsconfig.node.json)…\n');
  spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['tsc', '-p', 'tsconfig.node.json'], { cwd: repo, stdio: 'inherit' });
  const missing = ENTRIES.filter((entry) => !existsSync(join(repo, entry)));
  if (missing.length > 0) throw new Error(`the server did not compile: ${missing.join(', ')} missing`);
}
