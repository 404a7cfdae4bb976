import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './FreePort.ts';
import { requireProgram } from './RequiredProgram.ts';
import { zhCN } from './zhCN.ts';

/** Debian's rabbitmq-server package; RABBITMQ_BIN points elsewhere. The /usr/sbin wrapper would switch to the rabbitmq user. */
export const DEFAULT_RABBITMQ_BIN = '/usr/lib/rabbitmq/bin';
const EPMD = '/usr/lib/erlang/bin/epmd';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const PORTS_RELEASE_TIMEOUT_MS = 10_000;

export interface RabbitMqPorts {
  amqp: number;
  /** STOMP over TCP (rabbitmq_stomp). */
  stomp: number;
  /** STOMP over WebSocket (rabbitmq_web_stomp), at /ws: what the instances relay through. */
  webStomp: number;
  /** Erlang distribution, and the node's own port mapper (so it never meets another node's). */
  dist: number;
  epmd: number;
}

export interface RabbitMqNodeOptions {
  /** The node's folder: its database (mnesia), logs, configuration and Erlang cookie. Made on the first start. */
  dir: string;
  ports: RabbitMqPorts;
  /** The node's name before @localhost; a kept folder must be started under the same name. */
  name: string;
  bin?: string;
  /** True for a throw-away node (tests, benches): `stop()` deletes its folder. */
  temporary?: boolean;
}

export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A RabbitMQ node of Debian's binaries with the STOMP and Web-STOMP plugins, in a folder of its
 * own, listening on 127.0.0.1 only (the guest account may connect from loopback only). Used by
 * `npm run cluster` (a kept folder), and as a throw-away node by the tests
 * (tests/setup/RabbitMqServer.ts) and the benchmarks (its build, dist/node/cluster).
 * Missing binaries are an error, never a skip.
 */
export class RabbitMqNode {
  #child: ChildProcess | null = null;
  #exited: Promise<void> = Promise.resolve();

  private constructor(
    readonly dir: string,
    readonly ports: RabbitMqPorts,
    private readonly bin: string,
    /** The environment rabbitmq-server and rabbitmqctl run with: the node's folder, name, cookie and port mapper. */
    private readonly env: NodeJS.ProcessEnv,
    private readonly temporary: boolean,
  ) {}

  /** The node's process id (rabbitmq-server, which leads the node's process group); undefined when it is not running. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** stomp://guest:guest@127.0.0.1:PORT: STOMP over TCP. */
  get stompUrl(): string {
    return `stomp://guest:guest@127.0.0.1:${this.ports.stomp}`;
  }

  /** ws://guest:guest@127.0.0.1:PORT/ws: STOMP over WebSocket, the form LIVE_RELAY_URL takes. */
  get webStompUrl(): string {
    return `ws://guest:guest@127.0.0.1:${this.ports.webStomp}/ws`;
  }

  static async start(options: RabbitMqNodeOptions): Promise<RabbitMqNode> {
    const bin = options.bin ?? process.env.RABBITMQ_BIN ?? DEFAULT_RABBITMQ_BIN;
    requireProgram(join(bin, 'rabbitmq-server'), 'rabbitmq-server', 'RABBITMQ_BIN');
    const { dir, ports } = options;
    for (const sub of ['mnesia', 'log']) mkdirSync(join(dir, sub), { recursive: true });
    writeFileSync(join(dir, 'enabled_plugins'), '[rabbitmq_stomp,rabbitmq_web_stomp].\n');
    writeFileSync(
      join(dir, 'rabbitmq.conf'),
      [
        `listeners.tcp.1 = 127.0.0.1:${ports.amqp}`,
        `stomp.listeners.tcp.1 = 127.0.0.1:${ports.stomp}`,
        'web_stomp.tcp.ip = 127.0.0.1',
        `web_stomp.tcp.port = ${ports.webStomp}`,
        'log.console = false',
        'log.file.level = warning',
        '',
      ].join('\n'),
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOME: dir,
      RABBITMQ_BASE: dir,
      RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
      RABBITMQ_LOG_BASE: join(dir, 'log'),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, 'enabled_plugins'),
      RABBITMQ_CONFIG_FILE: join(dir, 'rabbitmq'),
      RABBITMQ_FEATURE_FLAGS_FILE: join(dir, 'feature_flags'),
      RABBITMQ_PID_FILE: join(dir, 'pid'),
      RABBITMQ_NODENAME: `${options.name}@localhost`,
      RABBITMQ_DIST_PORT: String(ports.dist),
      ERL_EPMD_PORT: String(ports.epmd),
      // Lets stop() kill the port mapper while it still lists the node it has not yet seen die.
      ERL_EPMD_RELAXED_COMMAND_CHECK: '1',
    };
    const node = new RabbitMqNode(dir, ports, bin, env, options.temporary ?? false);
    await node.#launch();
    return node;
  }

  /** A node in a temporary folder, on free ports and under a name of its own, that `stop()` deletes. */
  static async throwAway(): Promise<RabbitMqNode> {
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-rabbitmq-'));
    try {
      const ports = { amqp: await freePort(), stomp: await freePort(), webStomp: await freePort(), dist: await freePort(), epmd: await freePort() };
      return await RabbitMqNode.start({ dir, ports, name: `ronghe${process.pid}x${Date.now().toString(36)}`, temporary: true });
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Starts the node's process and waits until both STOMP listeners take connections. */
  async #launch(): Promise<void> {
    const child = spawn(join(this.bin, 'rabbitmq-server'), [], {
      cwd: this.dir,
      // Its own process group: signals reach the shell script and the Erlang VM it starts alike.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: this.env,
    });
    this.#child = child;
    this.#exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < 8_000) stderr += chunk.toString('utf8');
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await listening(this.ports.stomp)) || !(await listening(this.ports.webStomp))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = this.#logTail();
        await this.stop('kill');
        throw new Error(zhCN.rabbitMqFailed((stderr + log).trim().slice(-2_000) || 'timeout'));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  #logTail(): string {
    try {
      const file = readdirSync(join(this.dir, 'log')).find((name) => name.endsWith('.log'));
      return file ? readFileSync(join(this.dir, 'log', file), 'utf8').slice(-1_000) : '';
    } catch {
      return '';
    }
  }

  /** Kills the node (as a crash would: every connection drops), keeping its folder and ports for restart(). */
  halt(): Promise<void> {
    return this.#end('kill');
  }

  /** The node killed and started again on the same ports, as when RabbitMQ is restarted under running clients. */
  async restart(): Promise<void> {
    await this.halt();
    await this.#launch();
  }

  /** Freezes the node (SIGSTOP): its sockets stay open but nothing answers, as a hung host would. */
  pause(): void {
    this.#signal('SIGSTOP');
  }

  resume(): void {
    this.#signal('SIGCONT');
  }

  /** Runs rabbitmqctl against this node (its own cookie and port mapper) and answers what it printed. */
  ctl(...args: string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(join(this.bin, 'rabbitmqctl'), ['-n', this.env.RABBITMQ_NODENAME!, ...args], { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`rabbitmqctl ${args.join(' ')} → ${code}: ${out.slice(-1_000)}`))));
    });
  }

  /**
   * graceful: SIGTERM, the node closes its connections and writes its state (killed after 30 s); kill: SIGKILL.
   * Then its port mapper goes too, and a throw-away node's folder.
   */
  async stop(mode: 'graceful' | 'kill'): Promise<void> {
    await this.#end(mode);
    // The node's port mapper outlives it (it daemonises); it is this node's alone, on its own port.
    await new Promise((resolve) => {
      const epmd = spawn(EPMD, ['-port', String(this.ports.epmd), '-kill'], { stdio: 'ignore', env: { ...process.env, ERL_EPMD_PORT: String(this.ports.epmd) } });
      epmd.once('exit', resolve);
      epmd.once('error', resolve);
    });
    if (this.temporary) rmSync(this.dir, { recursive: true, force: true });
  }

  /** Ends the running process and waits until its STOMP ports are free again. */
  async #end(mode: 'graceful' | 'kill'): Promise<void> {
    const child = this.#child;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // Already gone.
        }
      };
      signal(mode === 'graceful' ? 'SIGTERM' : 'SIGKILL');
      const late = setTimeout(() => signal('SIGKILL'), mode === 'graceful' ? STOP_TIMEOUT_MS : 0);
      await this.#exited;
      clearTimeout(late);
      // The script exits before the Erlang VM it started has let go of the ports.
      for (const deadline = Date.now() + PORTS_RELEASE_TIMEOUT_MS; Date.now() < deadline && ((await listening(this.ports.stomp)) || (await listening(this.ports.webStomp))); ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    this.#child = null;
  }

  #signal(signal: NodeJS.Signals): void {
    const pid = this.#child?.pid;
    if (pid === undefined) throw new Error(zhCN.rabbitMqNotRunning);
    process.kill(-pid, signal);
  }
}
