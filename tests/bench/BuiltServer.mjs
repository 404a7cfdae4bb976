// What every server benchmark needs before it starts the built server: a current build and a free port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Newest modification time of the TypeScript sources under `folder`. */
function newestSource(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Compiles the server when dist/node is missing or older than its sources. */
export function ensureBuilt(repo) {
  const entry = join(repo, 'dist', 'node', 'server', 'main.js');
  const sources = Math.max(...['server', 'contracts', 'core'].map((folder) => newestSource(join(repo, folder))));
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return;
  process.stderr.write('compiling the server (tsc -p tsconfig.node.json)…\n');
  spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['tsc', '-p', 'tsconfig.node.json'], { cwd: repo, stdio: 'inherit' });
  if (!existsSync(entry)) throw new Error('the server did not compile: dist/node/server/main.js is missing');
}

export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePromise(port));
    });
  });
}
