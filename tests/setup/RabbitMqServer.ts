import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './PostgresServer.ts';

/** Debian's rabbitmq-server package; RABBITMQ_BIN points elsewhere. The sbin wrapper would switch to the rabbitmq user. */
const DEFAULT_BIN = '/usr/lib/rabbitmq/bin';
const START_TIMEOUT_MS = 60_000;

function listening(port: number): Promise<boolean> {
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
 * A RabbitMQ node with its STOMP and Web-STOMP plugins, for tests: the one TEST_STOMP_RELAY_URL (and TEST_WEB_STOMP_URL) names, or
 * else a private throw-away node (its own directory, node name, Erlang port mapper and ports on
 * 127.0.0.1) that `stop()` kills and deletes. The guest account may connect from loopback only,
 * which is where the tests are. Missing binaries are an error, never a skip.
 */
export class RabbitMqServer {
  private constructor(
    /** stomp://guest:guest@127.0.0.1:PORT: STOMP over TCP (rabbitmq_stomp). */
    readonly stompUrl: string,
    /** ws://guest:guest@127.0.0.1:PORT/ws: STOMP over WebSocket (rabbitmq_web_stomp); null for an external node. */
    readonly webStompUrl: string | null,
    private readonly node: { dir: string; env: NodeJS.ProcessEnv; epmdPort: number; bin: string; process: ChildProcess | null } | null,
  ) {}

  static async start(): Promise<RabbitMqServer> {
    const external = process.env.TEST_STOMP_RELAY_URL;
    if (external) return new RabbitMqServer(external, process.env.TEST_WEB_STOMP_URL ?? null, null);
    const bin = process.env.RABBITMQ_BIN ?? DEFAULT_BIN;
    if (!existsSync(join(bin, 'rabbitmq-server'))) {
      throw new Error(
        `RabbitMQ 测试需要 RabbitMQ 服务器程序：未在 ${bin} 找到 rabbitmq-server。` +
          '请安装 rabbitmq-server（apt-get install rabbitmq-server），或设置 RABBITMQ_BIN，或设置 TEST_STOMP_RELAY_URL 指向一个开启 STOMP 插件的 RabbitMQ。',
      );
    }
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-rabbitmq-'));
    const [amqpPort, stompPort, webStompPort, distPort, epmdPort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    for (const sub of ['mnesia', 'log']) mkdirSync(join(dir, sub));
    writeFileSync(join(dir, 'enabled_plugins'), '[rabbitmq_stomp,rabbitmq_web_stomp].\n');
    writeFileSync(
      join(dir, 'rabbitmq.conf'),
      [`listeners.tcp.1 = 127.0.0.1:${amqpPort}`, `stomp.listeners.tcp.1 = 127.0.0.1:${stompPort}`, `web_stomp.tcp.ip = 127.0.0.1`, `web_stomp.tcp.port = ${webStompPort}`, 'log.console = false', 'log.file.level = warning', ''].join('\n'),
    );
    const name = `ronghe${process.pid}x${Date.now().toString(36)}`;
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
      RABBITMQ_NODENAME: `${name}@localhost`,
      RABBITMQ_DIST_PORT: String(distPort),
      ERL_EPMD_PORT: String(epmdPort),
      // Lets stop() kill the port mapper while it still lists the node it has not yet seen die.
      ERL_EPMD_RELAXED_COMMAND_CHECK: '1',
    };
    const server = new RabbitMqServer(`stomp://guest:guest@127.0.0.1:${stompPort}`, `ws://guest:guest@127.0.0.1:${webStompPort}/ws`, { dir, env, epmdPort, bin, process: null });
    await server.#launch();
    return server;
  }

  /** Starts the node's process and waits until both STOMP listeners take connections. */
  async #launch(): Promise<void> {
    const node = this.node!;
    const child = spawn(join(node.bin, 'rabbitmq-server'), [], { cwd: node.dir, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: node.env });
    node.process = child;
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < 8_000) stderr += chunk.toString('utf8');
    });
    const webStompPort = Number(new URL(this.webStompUrl!).port);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await listening(this.stompPort)) || !(await listening(webStompPort))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = existsSync(join(node.dir, 'log')) ? RabbitMqServer.#tail(node.dir) : '';
        await this.stop();
        throw new Error(`无法启动测试用 RabbitMQ：${(stderr + log).trim().slice(-2_000) || '超时'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Kills the node (as a crash would: every connection drops) and keeps its directory and ports for restart(). */
  async halt(): Promise<void> {
    const child = this.node?.process;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await exited;
    }
    this.node!.process = null;
  }

  /** Freezes the node (SIGSTOP): its sockets stay open but nothing answers, as a hung host would. */
  pause(): void {
    this.#signal('SIGSTOP');
  }

  resume(): void {
    this.#signal('SIGCONT');
  }

  #signal(signal: NodeJS.Signals): void {
    const pid = this.node?.process?.pid;
    if (pid === undefined) throw new Error('没有可发送信号的测试用 RabbitMQ 进程');
    process.kill(-pid, signal);
  }

  /** The node killed and started again on the same ports, as when RabbitMQ is restarted under running clients. */
  async restart(): Promise<void> {
    if (!this.node) throw new Error('外部 RabbitMQ（TEST_STOMP_RELAY_URL）不能由测试重启');
    await this.halt();
    await this.#launch();
  }

  static #tail(dir: string): string {
    try {
      return readFileSync(join(dir, 'log', 'ronghe.log'), 'utf8').slice(-1_000);
    } catch {
      return '';
    }
  }

  /** The STOMP port, for tests that stop and start the node's listener. */
  get stompPort(): number {
    return Number(new URL(this.stompUrl).port);
  }

  async stop(): Promise<void> {
    if (!this.node) return;
    const { dir, epmdPort } = this.node;
    await this.halt();
    // The node's own port mapper outlives it (it daemonises); it is ours alone, on its own port.
    await new Promise((resolve) => {
      const epmd = spawn('/usr/lib/erlang/bin/epmd', ['-port', String(epmdPort), '-kill'], { stdio: 'ignore', env: { ...process.env, ERL_EPMD_PORT: String(epmdPort) } });
      epmd.once('exit', resolve);
      epmd.once('error', resolve);
    });
    rmSync(dir, { recursive: true, force: true });
  }
}
