import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { zhCN } from './zhCN.ts';

const READY_TIMEOUT_MS = 120_000;

export interface ServerInstanceOptions {
  /** ronghe-1 …: the log prefix and the load balancer's server name. */
  name: string;
  /** dist/node/server/main.js of a build. */
  entry: string;
  /** The checkout, for the server's lookup of dist/web. */
  cwd: string;
  port: number;
  /** The instance's environment beyond the launcher's own (DATABASE_URL, FILES_DIR, TRUST_PROXY …). */
  env: Record<string, string>;
  /** Receives each line the instance writes, without its prefix; the launcher prints it prefixed. */
  log: (line: string) => void;
  /** Node flags before the entry (a bench's --cpu-prof …). */
  nodeArgs?: string[];
  /**
   * Its own process group (the default: a Ctrl-C at the terminal reaches the launcher alone, which
   * stops everything in order). false for a test or bench that has no such handler, so Ctrl-C stops the instance with it.
   */
  ownGroup?: boolean;
}

/**
 * One built server as a child process on 127.0.0.1: started, awaited until its health check
 * answers UP, stopped with SIGTERM (it drains, then closes) or killed with SIGKILL as a crash
 * would, and started again on the same settings.
 */
export class ServerInstance {
  #child: ChildProcess | null = null;
  #exited: Promise<number | string> = Promise.resolve('not started');
  #tail: string[] = [];

  constructor(readonly options: ServerInstanceOptions) {}

  get name(): string {
    return this.options.name;
  }

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** The running process's id, which also names its process group (unless `ownGroup: false`). */
  get pid(): number | undefined {
    return this.running ? this.#child!.pid : undefined;
  }

  get running(): boolean {
    return this.#child !== null && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** Settles with the exit code or signal once the running process ends. */
  get exited(): Promise<number | string> {
    return this.#exited;
  }

  /** Starts the process and resolves once GET /admin/health answers UP (migrations and seeding done). */
  async start(): Promise<void> {
    if (!existsSync(this.options.entry)) throw new Error(zhCN.missingBuild(this.options.entry));
    this.#tail = [];
    const child = spawn(process.execPath, [...(this.options.nodeArgs ?? []), this.options.entry], {
      cwd: this.options.cwd,
      env: { ...process.env, ...this.options.env, PORT: String(this.options.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: this.options.ownGroup ?? true,
    });
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
    for (const stream of [child.stdout!, child.stderr!]) this.#lines(stream);
    for (const deadline = Date.now() + READY_TIMEOUT_MS; ; ) {
      if (!this.running) throw new Error(zhCN.instanceExited(this.name, String(await this.#exited), this.#tail.join('\n')));
      if (await this.healthy()) return;
      if (Date.now() > deadline) {
        await this.kill();
        throw new Error(zhCN.instanceTimeout(this.name, READY_TIMEOUT_MS / 1000, this.#tail.join('\n')));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * Whether the health check answers UP right now (asked directly, not through the load balancer):
   * DEGRADED — its relay to RabbitMQ not connected yet — is not ready, since pushes would not yet
   * reach the other instances' users.
   */
  async healthy(): Promise<boolean> {
    try {
      const answer = await fetch(`${this.url}/admin/health`, { signal: AbortSignal.timeout(2_000) });
      return answer.ok && ((await answer.json()) as { data?: { status?: string } }).data?.status === 'UP';
    } catch {
      return false;
    }
  }

  /**
   * SIGTERM: the instance answers its health check with 503 for SHUTDOWN_DRAIN_MS, then finishes
   * what is under way and exits. `drain: false` sends SIGINT, which skips the wait (also when a
   * SIGTERM's wait is under way): for when no load balancer sends it requests any more.
   */
  async stop({ drain = true }: { drain?: boolean } = {}): Promise<void> {
    if (this.running) this.#child!.kill(drain ? 'SIGTERM' : 'SIGINT');
    await this.#exited;
  }

  /** kill -9: nothing runs on the way out; requests under way are cut off. */
  async kill(): Promise<void> {
    if (this.running) this.#child!.kill('SIGKILL');
    await this.#exited;
  }

  #lines(stream: NodeJS.ReadableStream): void {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) this.#line(line);
    });
    stream.on('end', () => pending && this.#line(pending));
  }

  #line(line: string): void {
    this.#tail.push(line);
    if (this.#tail.length > 40) this.#tail.shift();
    this.options.log(line);
  }
}
