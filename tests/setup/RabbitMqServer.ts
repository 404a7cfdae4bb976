import { RabbitMqNode } from '../../cluster/RabbitMqNode.ts';

/**
 * A RabbitMQ node with its STOMP and Web-STOMP plugins, for tests: the one TEST_STOMP_RELAY_URL (and TEST_WEB_STOMP_URL) names, or
 * else a private throw-away node (cluster/RabbitMqNode, which `npm run cluster` and the benchmarks
 * share) that `stop()` kills and deletes. Missing binaries are an error, never a skip.
 */
export class RabbitMqServer {
  private constructor(
    /** stomp://guest:guest@127.0.0.1:PORT: STOMP over TCP (rabbitmq_stomp). */
    readonly stompUrl: string,
    /** ws://guest:guest@127.0.0.1:PORT/ws: STOMP over WebSocket (rabbitmq_web_stomp), the form LIVE_RELAY_URL takes; null for an external node without TEST_WEB_STOMP_URL. */
    readonly webStompUrl: string | null,
    private readonly node: RabbitMqNode | null,
  ) {}

  static async start(): Promise<RabbitMqServer> {
    const external = process.env.TEST_STOMP_RELAY_URL;
    if (external) return new RabbitMqServer(external, process.env.TEST_WEB_STOMP_URL ?? null, null);
    const node = await RabbitMqNode.throwAway();
    return new RabbitMqServer(node.stompUrl, node.webStompUrl, node);
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
  pause(): void {
    this.#own().pause();
  }

  resume(): void {
    this.#own().resume();
  }

  /** Kills the throw-away node (no graceful shutdown: it is deleted right after) and deletes its folder. */
  async stop(): Promise<void> {
    await this.node?.stop('kill');
  }

  #own(): RabbitMqNode {
    if (!this.node) throw new Error('外部 RabbitMQ（TEST_STOMP_RELAY_URL）不能由测试停止、重启或冻结');
    return this.node;
  }
}
