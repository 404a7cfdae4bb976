import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeBuilt } from '../../tests/setup/NodeBuild.mjs';

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

/**
 * The CLI as users run it — `node bin/ronghe.js …` from dist/node — for tests that check exit
 * codes, streams and files of a real process.
 */
export class CompiledCli {
  static readonly repo = repo;
  static readonly entry = join(repo, 'bin', 'ronghe.js');

  /** dist/node compiled and bundled once, however many test files ask (tests/setup/NodeBuild.mjs). */
  static ensureBuilt(): Promise<void> {
    return ensureNodeBuilt(repo);
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
}
