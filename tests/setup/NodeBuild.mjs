// The one "is dist/node current?" check of every test and bench that runs the built server, the
// cluster launcher or the CLI. Plain .mjs so that the benches (node, no TypeScript loader) share it
// with the TypeScript tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the tests and benches run: the server, the launcher (whose modules they reuse) and the CLI. */
const COMPILED = ['server/main.js', 'cluster/main.js', 'cli/main.js'].map((entry) => join('dist', 'node', entry));
/** `bin/ronghe.js` runs `lint` from the bundle, which rolldown makes from the compiled CLI. */
const BUNDLE = join('dist', 'node', 'cli', 'bundle', 'main.js');
/** Test files of several processes may ask at once: one compiles, the others wait for it. */
const LOCK = join(tmpdir(), 'ronghe-node-build.lock');
const STALE_LOCK_MS = 300_000;

/** The folders tsconfig.node.json compiles, from its own `include` ("server/**\/*.ts" → "server"). */
function sourceFolders(repo) {
  const config = JSON.parse(readFileSync(join(repo, 'tsconfig.node.json'), 'utf8'));
  return config.include.map((pattern) => pattern.split('/**')[0]);
}

/** Newest modification time of the TypeScript sources under `folder`, tests left out. */
function newestSource(folder) {
  if (!existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const modified = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -1;

/** Whether dist/node is as new as the sources, whose newest time is read once per check. */
function freshness(repo, sources) {
  const compiled = COMPILED.every((entry) => modified(join(repo, entry)) >= sources);
  const bundled = compiled && modified(join(repo, BUNDLE)) >= modified(join(repo, COMPILED[2]));
  return { compiled, bundled };
}

function build(repo, command, args) {
  process.stderr.write(`building dist/node (${[command, ...args].join(' ')})…\n`);
  // Type errors elsewhere in the tree (work in progress) do not stop tsc from emitting.
  spawnSync(process.execPath, [join(repo, 'node_modules', ...command.split('/')), ...args], { cwd: repo, stdio: 'inherit' });
}

async function withLock(work) {
  const deadline = Date.now() + STALE_LOCK_MS;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than five minutes was left by a killed run.
      const lock = statSync(LOCK, { throwIfNoEntry: false });
      if (lock && Date.now() - lock.mtimeMs > STALE_LOCK_MS) rmdirSync(LOCK);
      if (Date.now() > deadline) throw new Error(`waited too long for ${LOCK}`);
      await new Promise((wait) => setTimeout(wait, 500));
    }
  }
  try {
    return work();
  } finally {
    rmdirSync(LOCK);
  }
}

/**
 * Compiles dist/node (tsc -p tsconfig.node.json) and bundles the CLI (rolldown), as
 * `npm run build:node` does, when either is missing or older than its sources; when current
 * it costs one scan of modification times.
 */
export async function ensureNodeBuilt(repo) {
  const sources = Math.max(...sourceFolders(repo).map((folder) => newestSource(join(repo, folder))));
  if (freshness(repo, sources).bundled) return;
  await withLock(() => {
    if (!freshness(repo, sources).compiled) build(repo, 'typescript/bin/tsc', ['-p', 'tsconfig.node.json']);
    if (!freshness(repo, sources).compiled) throw new Error(`dist/node did not compile: ${COMPILED.filter((entry) => !existsSync(join(repo, entry))).join(', ') || 'older than its sources'}`);
    if (!freshness(repo, sources).bundled) build(repo, 'rolldown/bin/cli.mjs', ['-c', 'rolldown.cli.config.mjs']);
    if (!freshness(repo, sources).bundled) throw new Error(`the CLI did not bundle: ${BUNDLE} is missing or older than dist/node/cli/main.js`);
  });
}
