import proxyAddr from '@fastify/proxy-addr';
import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { Stage } from '../../../core/hooks/index.ts';
import { HttpHostId, ServerConfigId, TokenAuthenticationId } from '../../contracts/host.ts';
import { MessageEventsId } from '../../contracts/messages.ts';
import { SessionEventsId } from '../../contracts/auth.ts';
import { TodoEventsId } from '../../contracts/todos.ts';
import { RabbitStompRelay, StompBroker } from '../../broker/index.ts';
import { LivePushes } from './LivePushes.ts';
import { zhCN } from './zhCN.ts';

/** Exported for tests that look at what the broker holds; modules reach the live push through hooks. */
export const LiveBrokerId = createServiceId<StompBroker>('server.live.Broker');
const LivePushesId = createServiceId<LivePushes>('server.live.LivePushes');

/** The web client's live connection (spec part 1 §7): WebSocket + STOMP on the API's own port. */
export const LIVE_PATH = '/admin/ws';

function report(message: string, error: unknown): void {
  console.error(message, error instanceof Error ? error.message : error);
}

/**
 * The live connection: the embedded STOMP broker at /admin/ws, authenticating CONNECT with
 * the same tokens as HTTP, and the pushes of to-do and message changes to the users they
 * concern. With LIVE_RELAY_URL the broker relays every push through RabbitMQ, so it reaches
 * the user on whichever instance their browser is connected to. The to-dos and messages modules announce a change once its rows are committed;
 * this module only delivers.
 */
export const liveModule = definePlugin(() => {
  let broker: StompBroker | undefined;
  return {
    id: 'server-live',
    requires: ['server-todos', 'server-messages', 'server-auth'],
    module(bind) {
      bind.factory(LiveBrokerId, (s) => {
        const tokens = s.get(TokenAuthenticationId);
        const config = s.get(ServerConfigId);
        const { limits, tokenCheckMs, pingMs, relay } = config.live;
        // The address HTTP requests see (request.ip): Fastify's own reading of X-Forwarded-For under TRUST_PROXY.
        const trusted = config.trustProxy === true ? () => true : config.trustProxy === false ? () => false : proxyAddr.compile(config.trustProxy);
        return new StompBroker({
          authenticate: (token) => tokens.principalOf(token),
          // Several instances: delivery goes through RabbitMQ; authentication and the subscription policy stay here.
          transport: relay ? new RabbitStompRelay(relay) : undefined,
          limits,
          clientAddress: (request) => proxyAddr(request, trusted),
          // Logout, revocation, expiry and a disabled user all show up as a token that no longer passes.
          tokenCheckMs,
          pingMs,
          onError: (error) => report(zhCN.brokerFailed, error),
        });
      });
      bind.factory(LivePushesId, (s) => new LivePushes(s.get(LiveBrokerId), report));
    },
    setup(context) {
      const pushes = context.get(LivePushesId);
      // Last, so a push never goes out before another tap's work on the same change.
      context.get(TodoEventsId).changed.tapPromise({ name: 'server-live:todoPush', stage: Stage.LAST }, (change) => pushes.todosChanged(change));
      const broker = context.get(LiveBrokerId);
      // A user an administrator disabled: the tokens are gone, so this sweep closes their sockets now rather than at the next periodic check.
      context.get(SessionEventsId).ended.tapPromise({ name: 'server-live:sessionsEnded', stage: Stage.LAST }, () => broker.checkTokens().catch((error: unknown) => report(zhCN.brokerFailed, error)));
      context.get(MessageEventsId).added.tapPromise({ name: 'server-live:messagePush', stage: Stage.LAST }, (messages) => pushes.messagesAdded(messages));
    },
    start(context) {
      // Before the server is ready: the broker closes its sockets in Fastify's preClose.
      broker = context.get(LiveBrokerId).attach(context.get(HttpHostId), LIVE_PATH);
    },
    async stop() {
      await broker?.close();
    },
  };
});
