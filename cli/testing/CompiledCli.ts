import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface CliRunOptions {
  cwd?: string;
  /** Added to (or, with undefined, removed from) the test process's environment. */
  env?: Record<string, string | undefined>;
  /** Written to the command's standard input, which is then closed. */
  input?: string;
  timeoutMs?: number;
}

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** What the compiled CLI is built from: a change here makes dist/node stale. */
const SOURCE_FOLDERS = ['cli', 'contracts', 'server/engine', 'server/security', 'server/app', 'server/http', 'server/contracts', 'server/db', 'server/kysely', 'server/modules'];
const LOCK = join(tmpdir(), 'ronghe-cli-build.lock');

/**
 * The CLI as users run it — `node bin/ronghe.js …` from dist/node — for tests that check exit
 * codes, streams and files of a real process. `ensureBuilt` compiles and bundles once when
 * dist/node is older than the sources (a lock keeps parallel test files from compiling
 * twice); when dist/node is current it costs one scan of modification times.
 */
export class CompiledCli {
  static readonly repo = repo;
  static readonly entry = join(repo, 'bin', 'ronghe.js');

  static async ensureBuilt(): Promise<void> {
    const compiled = join(repo, 'dist', 'node', 'cli', 'main.js');
    const bundled = join(repo, 'dist', 'node', 'cli', 'bundle', 'main.js');
    const modified = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    const compiledFresh = () => modified(compiled) >= CompiledCli.newestSource();
    // As `npm run build:node` leaves it: bin/ronghe.js runs `lint` from the bundle.
    const fresh = () => compiledFresh() && modified(bundled) >= modified(compiled);
    if (fresh()) return;
    await CompiledCli.withLock(async () => {
      if (fresh()) return;
      if (!compiledFresh()) {
        const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
        // Type errors elsewhere in the tree (work in progress) do not stop tsc from emitting.
        const result = await CompiledCli.spawn([tsc, '-p', 'tsconfig.node.json'], { cwd: repo, timeoutMs: 240_000 });
        if (!compiledFresh()) throw new Error(`the CLI did not compile:\n${result.stdout}\n${result.stderr}`);
      }
      const rolldown = join(repo, 'node_modules', 'rolldown', 'bin', 'cli.mjs');
      const result = await CompiledCli.spawn([rolldown, '-c', 'rolldown.cli.config.mjs'], { cwd: repo, timeoutMs: 120_000 });
      if (!fresh()) throw new Error(`the CLI did not bundle:\n${result.stdout}\n${result.stderr}`);
    });
  }

  static run(args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
    return CompiledCli.spawn([CompiledCli.entry, ...args], options);
  }

  private static spawn(args: readonly string[], options: CliRunOptions): Promise<CliRun> {
    const env: NodeJS.ProcessEnv = { ...process.env };
    // The test runner's own colour settings must not leak into what the CLI decides.
    delete env.FORCE_COLOR;
    delete env.NO_COLOR;
    for (const [name, value] of Object.entries(options.env ?? {})) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
    return new Promise((resolvePromise, reject) => {
      const child = spawn(process.execPath, args, { cwd: options.cwd ?? repo, env, stdio: ['pipe', 'pipe', 'pipe'] });
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('close', (status) => {
        clearTimeout(timer);
        resolvePromise({ status, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') });
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input ?? '');
    });
  }

  private static newestSource(): number {
    let newest = 0;
    for (const folder of SOURCE_FOLDERS) {
      const root = join(repo, folder);
      if (!existsSync(root)) continue;
      for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
      }
    }
    return newest;
  }

  private static async withLock(work: () => Promise<void>): Promise<void> {
    const deadline = Date.now() + 300_000;
    for (;;) {
      try {
        mkdirSync(LOCK);
        break;
      } catch {
        // Another test file is compiling; a lock older than five minutes was left by a killed run.
        const lock = statSync(LOCK, { throwIfNoEntry: false });
        if (lock && Date.now() - lock.mtimeMs > 300_000) rmdirSync(LOCK);
        if (Date.now() > deadline) throw new Error(`waited too long for ${LOCK}`);
        await new Promise((wait) => setTimeout(wait, 500));
      }
    }
    try {
      await work();
    } finally {
      rmdirSync(LOCK);
    }
  }
}
