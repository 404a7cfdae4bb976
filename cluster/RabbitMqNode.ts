import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { requireProgram } from './RequiredProgram.ts';
import { zhCN } from './zhCN.ts';

/** Debian's rabbitmq-server package; RABBITMQ_BIN points elsewhere. The /usr/sbin wrapper would switch to the rabbitmq user. */
export const DEFAULT_RABBITMQ_BIN = '/usr/lib/rabbitmq/bin';
const EPMD = '/usr/lib/erlang/bin/epmd';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface RabbitMqPorts {
  amqp: number;
  /** STOMP over TCP (rabbitmq_stomp): what the instances relay through. */
  stomp: number;
  /** STOMP over WebSocket (rabbitmq_web_stomp), at /ws. */
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
 * `npm run cluster` (a kept folder) and by the tests' throw-away node (tests/setup/RabbitMqServer.ts).
 */
export class RabbitMqNode {
  private constructor(
    readonly dir: string,
    readonly ports: RabbitMqPorts,
    private readonly child: ChildProcess,
    private readonly exited: Promise<void>,
  ) {}

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
    const child = spawn(join(bin, 'rabbitmq-server'), [], {
      cwd: dir,
      // Its own process group: stop() signals the shell script and the Erlang VM it starts alike.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
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
      },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < 8_000) stderr += chunk.toString('utf8');
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const node = new RabbitMqNode(dir, ports, child, exited);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await listening(ports.stomp)) || !(await listening(ports.webStomp))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = RabbitMqNode.#logTail(dir);
        await node.stop('kill');
        throw new Error(zhCN.rabbitMqFailed((stderr + log).trim().slice(-2_000) || 'timeout'));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return node;
  }

  static #logTail(dir: string): string {
    try {
      const file = readdirSync(join(dir, 'log')).find((name) => name.endsWith('.log'));
      return file ? readFileSync(join(dir, 'log', file), 'utf8').slice(-1_000) : '';
    } catch {
      return '';
    }
  }

  /** graceful: SIGTERM, the node closes its connections and writes its state (killed after 30 s); kill: SIGKILL. */
  async stop(mode: 'graceful' | 'kill'): Promise<void> {
    const { child } = this;
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
      await this.exited;
      clearTimeout(late);
    }
    // The node's port mapper outlives it (it daemonises); it is this node's alone, on its own port.
    await new Promise((resolve) => {
      const epmd = spawn(EPMD, ['-port', String(this.ports.epmd), '-kill'], { stdio: 'ignore', env: { ...process.env, ERL_EPMD_PORT: String(this.ports.epmd) } });
      epmd.once('exit', resolve);
      epmd.once('error', resolve);
    });
  }
}
