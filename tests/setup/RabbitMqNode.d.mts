/** Types of RabbitMqNode.mjs, for the TypeScript harness that wraps it (RabbitMqServer.ts). */
export declare class RabbitMqNode {
  readonly ports: { amqp: number; stomp: number; webStomp: number; dist: number; epmd: number };
  readonly stompUrl: string;
  readonly webStompUrl: string;
  static start(): Promise<RabbitMqNode>;
  halt(): Promise<void>;
  restart(): Promise<void>;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}
