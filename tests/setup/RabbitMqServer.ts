import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../cluster/FreePort.ts';
import { RabbitMqNode } from '../../cluster/RabbitMqNode.ts';

/**
 * A RabbitMQ node with its STOMP and Web-STOMP plugins, for tests: the one TEST_STOMP_RELAY_URL (and TEST_WEB_STOMP_URL) names, or
 * else a private throw-away node (cluster/RabbitMqNode in a temp dir, with its own node name,
 * Erlang port mapper and ports on 127.0.0.1) that `stop()` kills and deletes. Missing binaries
 * are an error, never a skip.
 */
export class RabbitMqServer {
  private constructor(
    /** stomp://guest:guest@127.0.0.1:PORT: STOMP over TCP (rabbitmq_stomp). */
    readonly stompUrl: string,
    /** ws://guest:guest@127.0.0.1:PORT/ws: STOMP over WebSocket (rabbitmq_web_stomp); null for an external node. */
    readonly webStompUrl: string | null,
    private readonly node: RabbitMqNode | null,
  ) {}

  static async start(): Promise<RabbitMqServer> {
    const external = process.env.TEST_STOMP_RELAY_URL;
    if (external) return new RabbitMqServer(external, process.env.TEST_WEB_STOMP_URL ?? null, null);
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-rabbitmq-'));
    try {
      const ports = { amqp: await freePort(), stomp: await freePort(), webStomp: await freePort(), dist: await freePort(), epmd: await freePort() };
      const node = await RabbitMqNode.start({ dir, ports, name: `ronghe${process.pid}x${Date.now().toString(36)}` });
      return new RabbitMqServer(node.stompUrl, node.webStompUrl, node);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`无法启动测试用 RabbitMQ：${(error as Error).message}`, { cause: error });
    }
  }

  /** The STOMP port, for tests that stop and start the node's listener. */
  get stompPort(): number {
    return Number(new URL(this.stompUrl).port);
  }

  async stop(): Promise<void> {
    if (!this.node) return;
    try {
      await this.node.stop('kill');
    } finally {
      rmSync(this.node.dir, { recursive: true, force: true });
    }
  }
}
