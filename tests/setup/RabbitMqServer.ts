import { runShared } from './RunShared.ts';
import { RabbitMqNode } from '../../cluster/RabbitMqNode.ts';

/** What a test may do to the node: RabbitMqNode itself, or the run's node through its control door (SharedServices.ts). */
interface NodeControl {
  halt(): Promise<void>;
  restart(): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  ctl(...args: string[]): Promise<string>;
}

/** The run's node, driven from the main process that started it. */
class SharedNodeControl implements NodeControl {
  constructor(private readonly door: string) {}

  halt = () => this.#ask('/halt').then(() => undefined);
  restart = () => this.#ask('/restart').then(() => undefined);
  pause = () => this.#ask('/pause').then(() => undefined);
  resume = () => this.#ask('/resume').then(() => undefined);
  ctl = (...args: string[]) => this.#ask('/ctl', args);

  async #ask(action: string, args: string[] = []): Promise<string> {
    const response = await fetch(this.door + action, { method: 'POST', body: JSON.stringify(args) });
    const text = await response.text();
    if (!response.ok) throw new Error(text);
    return text;
  }
}

/** A node of the test's own, which `stop()` kills and deletes. */
class OwnNodeControl implements NodeControl {
  constructor(readonly node: RabbitMqNode) {}

  halt = () => this.node.halt();
  restart = () => this.node.restart();
  pause = async () => this.node.pause();
  resume = async () => this.node.resume();
  ctl = (...args: string[]) => this.node.ctl(...args);
}

/**
 * A RabbitMQ node with its STOMP and Web-STOMP plugins, for tests: the run's (the system tier's, see
 * tests/setup/SharedServices.ts; its files run one at a time, so one may halt or freeze it), the one
 * TEST_STOMP_RELAY_URL (and TEST_WEB_STOMP_URL) names, or else a private throw-away node (cluster/RabbitMqNode, which `npm run cluster` and the benchmarks
 * share) that `stop()` kills and deletes. Missing binaries are an error, never a skip.
 */
export class RabbitMqServer {
  private constructor(
    /** stomp://guest:guest@127.0.0.1:PORT: STOMP over TCP (rabbitmq_stomp). */
    readonly stompUrl: string,
    /** ws://guest:guest@127.0.0.1:PORT/ws: STOMP over WebSocket (rabbitmq_web_stomp), the form LIVE_RELAY_URL takes; null for an external node without TEST_WEB_STOMP_URL. */
    readonly webStompUrl: string | null,
    private readonly node: NodeControl | null,
  ) {}

  static async start(): Promise<RabbitMqServer> {
    const shared = runShared('sharedRabbitMq');
    if (shared) return new RabbitMqServer(shared.stompUrl, shared.webStompUrl, new SharedNodeControl(shared.control));
    const external = process.env.TEST_STOMP_RELAY_URL;
    if (external) return new RabbitMqServer(external, process.env.TEST_WEB_STOMP_URL ?? null, null);
    const node = await RabbitMqNode.throwAway();
    return new RabbitMqServer(node.stompUrl, node.webStompUrl, new OwnNodeControl(node));
  }

  /** The STOMP port, for tests that stop and start the node's listener. */
  get stompPort(): number {
    return Number(new URL(this.stompUrl).port);
  }

  /** Kills the node (as a crash would: every connection drops), keeping its directory and ports for restart(). */
  halt(): Promise<void> {
    return this.#own().halt();
  }

  /** The node killed and started again on the same ports, as when RabbitMQ is restarted under running clients. */
  restart(): Promise<void> {
    return this.#own().restart();
  }

  /** Runs rabbitmqctl against the node (users, permissions, listings) and answers what it printed. */
  ctl(...args: string[]): Promise<string> {
    return this.#own().ctl(...args);
  }

  /** The node's queues by name with their message counts (rabbitmqctl list_queues). */
  async queues(): Promise<Map<string, number>> {
    const out = await this.ctl('list_queues', '--quiet', '--no-table-headers', 'name', 'messages');
    const queues = new Map<string, number>();
    for (const line of out.split('\n')) {
      const [name, messages] = line.trim().split(/\s+/);
      if (name) queues.set(name, Number(messages));
    }
    return queues;
  }

  /** Freezes the node (SIGSTOP): its sockets stay open but nothing answers, as a hung host would. */
  pause(): Promise<void> {
    return this.#own().pause();
  }

  resume(): Promise<void> {
    return this.#own().resume();
  }

  /** Kills a node of the test's own (no graceful shutdown: it is deleted right after) and deletes its folder; the run's node stays. */
  async stop(): Promise<void> {
    if (this.node instanceof OwnNodeControl) await this.node.node.stop('kill');
  }

  #own(): NodeControl {
    if (!this.node) throw new Error('外部 RabbitMQ（TEST_STOMP_RELAY_URL）不能由测试停止、重启或冻结');
    return this.node;
  }
}
