// A private throw-away RabbitMQ node with its STOMP and Web-STOMP plugins: plain JavaScript so
// the benchmarks (.mjs, run by node without a TypeScript loader) start it the way the tests do
// (tests/setup/RabbitMqServer.ts wraps it).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's rabbitmq-server package; RABBITMQ_BIN points elsewhere. The sbin wrapper would switch to the rabbitmq user. */
const DEFAULT_BIN = '/usr/lib/rabbitmq/bin';
const START_TIMEOUT_MS = 60_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function listening(port) {
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
 * The node runs in its own directory with its own node name, Erlang port mapper and ports on
 * 127.0.0.1; `stop()` kills it and deletes the directory. The guest account may connect from
 * loopback only, which is where the tests are. Missing binaries are an error, never a skip.
 */
export class RabbitMqNode {
  #process = null;

  constructor(dir, env, ports, bin) {
    this.dir = dir;
    this.env = env;
    this.ports = ports;
    this.bin = bin;
  }

  /** stomp://guest:guest@127.0.0.1:PORT: STOMP over TCP (rabbitmq_stomp). */
  get stompUrl() {
    return `stomp://guest:guest@127.0.0.1:${this.ports.stomp}`;
  }

  /** ws://guest:guest@127.0.0.1:PORT/ws: STOMP over WebSocket (rabbitmq_web_stomp), the form LIVE_RELAY_URL takes. */
  get webStompUrl() {
    return `ws://guest:guest@127.0.0.1:${this.ports.webStomp}/ws`;
  }

  static async start() {
    const bin = process.env.RABBITMQ_BIN ?? DEFAULT_BIN;
    if (!existsSync(join(bin, 'rabbitmq-server'))) {
      throw new Error(
        `RabbitMQ 测试需要 RabbitMQ 服务器程序：未在 ${bin} 找到 rabbitmq-server。` +
          '请安装 rabbitmq-server（apt-get install rabbitmq-server），或设置 RABBITMQ_BIN，或设置 TEST_STOMP_RELAY_URL 指向一个开启 STOMP 插件的 RabbitMQ。',
      );
    }
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-rabbitmq-'));
    const ports = { amqp: await freePort(), stomp: await freePort(), webStomp: await freePort(), dist: await freePort(), epmd: await freePort() };
    for (const sub of ['mnesia', 'log']) mkdirSync(join(dir, sub));
    writeFileSync(join(dir, 'enabled_plugins'), '[rabbitmq_stomp,rabbitmq_web_stomp].\n');
    writeFileSync(
      join(dir, 'rabbitmq.conf'),
      [`listeners.tcp.1 = 127.0.0.1:${ports.amqp}`, `stomp.listeners.tcp.1 = 127.0.0.1:${ports.stomp}`, 'web_stomp.tcp.ip = 127.0.0.1', `web_stomp.tcp.port = ${ports.webStomp}`, 'log.console = false', 'log.file.level = warning', ''].join('\n'),
    );
    const name = `ronghe${process.pid}x${Date.now().toString(36)}`;
    const env = {
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
      RABBITMQ_DIST_PORT: String(ports.dist),
      ERL_EPMD_PORT: String(ports.epmd),
      // Lets stop() kill the port mapper while it still lists the node it has not yet seen die.
      ERL_EPMD_RELAXED_COMMAND_CHECK: '1',
    };
    const node = new RabbitMqNode(dir, env, ports, bin);
    await node.#launch();
    return node;
  }

  /** Starts the node's process and waits until both STOMP listeners take connections. */
  async #launch() {
    const child = spawn(join(this.bin, 'rabbitmq-server'), [], { cwd: this.dir, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: this.env });
    this.#process = child;
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      if (stderr.length < 8_000) stderr += chunk.toString('utf8');
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await listening(this.ports.stomp)) || !(await listening(this.ports.webStomp))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = this.#tail();
        await this.stop();
        throw new Error(`无法启动测试用 RabbitMQ：${(stderr + log).trim().slice(-2_000) || '超时'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  #tail() {
    try {
      return readFileSync(join(this.dir, 'log', `${this.env.RABBITMQ_NODENAME}.log`), 'utf8').slice(-1_000);
    } catch {
      return '';
    }
  }

  /** Kills the node (as a crash would: every connection drops), keeping its directory and ports for restart(). */
  async halt() {
    const child = this.#process;
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
    this.#process = null;
  }

  /** The node killed and started again on the same ports, as when RabbitMQ is restarted under running clients. */
  async restart() {
    await this.halt();
    await this.#launch();
  }

  /** Freezes the node (SIGSTOP): its sockets stay open but nothing answers, as a hung host would. */
  pause() {
    this.#signal('SIGSTOP');
  }

  resume() {
    this.#signal('SIGCONT');
  }

  #signal(signal) {
    const pid = this.#process?.pid;
    if (pid === undefined) throw new Error('没有可发送信号的测试用 RabbitMQ 进程');
    process.kill(-pid, signal);
  }

  async stop() {
    await this.halt();
    // The node's own port mapper outlives it (it daemonises); it is ours alone, on its own port.
    await new Promise((resolve) => {
      const epmd = spawn('/usr/lib/erlang/bin/epmd', ['-port', String(this.ports.epmd), '-kill'], { stdio: 'ignore', env: { ...process.env, ERL_EPMD_PORT: String(this.ports.epmd) } });
      epmd.once('exit', resolve);
      epmd.once('error', resolve);
    });
    rmSync(this.dir, { recursive: true, force: true });
  }
}
