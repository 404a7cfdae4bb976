import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zhCN } from './zhCN.ts';

/** A child the launcher started in a process group of its own, and a word its command line or environment holds (so a reused pid is never taken for it). */
export interface LaunchedGroup {
  pid: number;
  marker: string;
}

interface RunRecord {
  launcher: number;
  groups: LaunchedGroup[];
}

const LEFTOVER_GRACE_MS = 5_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A killed process nobody has reaped yet (a container's first process may never) is no longer running.
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** What marks a process as the one recorded: its command line and environment (Linux /proc; empty where unreadable, so nothing is taken for ours). */
function identity(pid: number): string {
  try {
    return ['cmdline', 'environ'].map((part) => readFileSync(`/proc/${pid}/${part}`, 'utf8').replaceAll('\0', ' ')).join(' ');
  } catch {
    return '';
  }
}

/**
 * `CLUSTER_DIR/launcher.json`: which launcher runs on the folder and the process groups it
 * started (instances, HAProxy, RabbitMQ; they run detached so a Ctrl-C reaches the launcher
 * alone). A second launcher on the same folder is refused while the first lives; one killed
 * with SIGKILL left its children running, and the next start stops them before it begins.
 */
export class LauncherRunFile {
  readonly #file: string;
  readonly #groups = new Map<string, LaunchedGroup>();

  private constructor(dir: string) {
    this.#file = join(dir, 'launcher.json');
  }

  /** Takes the folder for this process: refused while another launcher runs on it; a dead one's children are stopped (their pids answered). */
  static async claim(dir: string): Promise<{ runFile: LauncherRunFile; cleared: number[] }> {
    const runFile = new LauncherRunFile(dir);
    const previous = runFile.#read();
    const cleared: number[] = [];
    if (previous) {
      if (previous.launcher !== process.pid && alive(previous.launcher)) throw new Error(zhCN.alreadyRunning(previous.launcher, dir));
      const left = previous.groups.filter((group) => alive(group.pid) && identity(group.pid).includes(group.marker));
      for (const group of left) LauncherRunFile.#signal(group.pid, 'SIGTERM');
      for (const deadline = Date.now() + LEFTOVER_GRACE_MS; left.some((group) => alive(group.pid)) && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const group of left) if (alive(group.pid)) LauncherRunFile.#signal(group.pid, 'SIGKILL');
      cleared.push(...left.map((group) => group.pid));
    }
    runFile.#write();
    return { runFile, cleared };
  }

  static #signal(pid: number, signal: NodeJS.Signals): void {
    try {
      process.kill(-pid, signal);
    } catch {
      // Gone meanwhile.
    }
  }

  /** Records (or replaces, after a restart) the group a child of `name` leads. */
  started(name: string, group: LaunchedGroup | null): void {
    if (group) this.#groups.set(name, group);
    else this.#groups.delete(name);
    this.#write();
  }

  /** Everything stopped in order: nothing is left for a next start to clear. */
  release(): void {
    rmSync(this.#file, { force: true });
  }

  #read(): RunRecord | null {
    try {
      const record = JSON.parse(readFileSync(this.#file, 'utf8')) as RunRecord;
      return Number.isInteger(record.launcher) && Array.isArray(record.groups) ? record : null;
    } catch {
      return null;
    }
  }

  #write(): void {
    const record: RunRecord = { launcher: process.pid, groups: [...this.#groups.values()] };
    writeFileSync(this.#file, `${JSON.stringify(record)}\n`);
  }
}
