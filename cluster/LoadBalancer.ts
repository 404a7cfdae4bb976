import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { haproxyConfig, type HaproxyBackend } from './HaproxyConfig.ts';
import { listening } from './RabbitMqNode.ts';
import { requireProgram } from './RequiredProgram.ts';
import { zhCN } from './zhCN.ts';

/** Debian's haproxy package (2.6); HAPROXY_BIN points elsewhere. */
const DEFAULT_HAPROXY = '/usr/sbin/haproxy';
const START_TIMEOUT_MS = 20_000;

export interface LoadBalancerOptions {
  /** Where haproxy.cfg and the admin socket go. */
  dir: string;
  host: string;
  port: number;
  backends: readonly HaproxyBackend[];
  log: (line: string) => void;
}

/** One server's line of HAProxy's `show stat`: its state (UP, DOWN …) and the sessions it was given. */
export interface BackendStat {
  name: string;
  status: string;
  sessions: number;
}

/** HAProxy in front of the instances, run in the foreground with a configuration written from HaproxyConfig. */
export class LoadBalancer {
  private constructor(
    readonly url: string,
    private readonly socket: string,
    private readonly child: ChildProcess,
    private readonly exited: Promise<void>,
  ) {}

  /** HAProxy's process id, which also names its process group. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  static async start(options: LoadBalancerOptions): Promise<LoadBalancer> {
    const haproxy = requireProgram(process.env.HAPROXY_BIN ?? DEFAULT_HAPROXY, 'haproxy', 'HAPROXY_BIN');
    const config = join(options.dir, 'haproxy.cfg');
    const socket = join(options.dir, 'haproxy.sock');
    writeFileSync(config, haproxyConfig({ host: options.host, port: options.port, backends: options.backends, statsSocket: socket }));
    const child = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        output = (output + chunk).slice(-4_000);
        for (const line of chunk.split('\n')) if (line.trim()) options.log(line);
      });
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const shownHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
    const balancer = new LoadBalancer(`http://${shownHost}:${options.port}`, socket, child, exited);
    for (const deadline = Date.now() + START_TIMEOUT_MS; !(await listening(options.port)); ) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await balancer.stop();
        throw new Error(zhCN.haproxyFailed(output.trim() || 'timeout'));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return balancer;
  }

  /** The instances as HAProxy sees them now, from its admin socket. */
  async backends(): Promise<BackendStat[]> {
    const csv = await new Promise<string>((resolve, reject) => {
      const client = connect(this.socket);
      let text = '';
      client.setEncoding('utf8');
      client.on('data', (chunk: string) => (text += chunk));
      client.once('end', () => resolve(text));
      client.once('error', reject);
      client.end('show stat\n');
    });
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header!.split(',');
    const at = (row: string[], column: string) => row[columns.indexOf(column)] ?? '';
    return rows
      .map((line) => line.split(','))
      .filter((row) => at(row, 'pxname') === 'instances' && !['BACKEND', 'FRONTEND'].includes(at(row, 'svname')))
      .map((row) => ({ name: at(row, 'svname'), status: at(row, 'status'), sessions: Number(at(row, 'stot')) }));
  }

  /** Soft stop: no new connections, answers under way finish (live connections are cut after 5 s). */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGUSR1');
    await this.exited;
  }
}
