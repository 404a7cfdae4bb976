import proxyAddr from '@fastify/proxy-addr';
import { definePlugin, pluginRef, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { Stage } from '../../../core/hooks/index.ts';
import { HealthChecks, HttpHostId, MetricsRegistryId, ServerConfigId, ServerLogId, TokenAuthenticationId, type ServerLog } from '../../contracts/host.ts';
import { MessageEventsId, messagesModuleRef } from '../../contracts/messages.ts';
import { SessionEventsId, authModuleRef } from '../../contracts/auth.ts';
import { TodoEventsId, todosModuleRef } from '../../contracts/todos.ts';
import { RabbitStompRelay, StompBroker } from '../../broker/index.ts';
import { LivePushes } from './LivePushes.ts';
import { registerLiveMetrics, relayCheck } from './LiveMetrics.ts';
import { zhCN } from './zhCN.ts';

/** What the live module answers its dependants: none in the product; tests look at what the broker holds. */
export interface LiveContract {
  readonly broker: StompBroker;
}

export const liveModuleRef = pluginRef<LiveContract>('server-live');

/** The web client's live connection (spec part 1 §7): WebSocket + STOMP on the API's own port. */
export const LIVE_PATH = '/admin/ws';

/** Where the live module's failures are written: the server's log. */
function reporter(log: ServerLog): (message: string, error: unknown) => void {
  return (message, error) => log.error('live', message, error);
}

/** The embedded STOMP broker, authenticating CONNECT with the same tokens as HTTP. */
function liveBroker(s: ServiceResolver, relay: RabbitStompRelay | null): StompBroker {
  const tokens = s.get(TokenAuthenticationId);
  const config = s.get(ServerConfigId);
  const { limits, tokenCheckMs, pingMs } = config.live;
  // The address HTTP requests see (request.ip): Fastify's own reading of X-Forwarded-For under TRUST_PROXY.
  const trusted = config.trustProxy === true ? () => true : config.trustProxy === false ? () => false : proxyAddr.compile(config.trustProxy);
  return new StompBroker({
    authenticate: (token) => tokens.principalOf(token),
    // Several instances: delivery goes through RabbitMQ; authentication and the subscription policy stay here.
    transport: relay ?? undefined,
    limits,
    clientAddress: (request) => proxyAddr(request, trusted),
    // Logout, revocation, expiry and a disabled user all show up as a token that no longer passes.
    tokenCheckMs,
    pingMs,
    onError: (error) => reporter(s.get(ServerLogId))(zhCN.brokerFailed, error),
  });
}

/**
 * The live connection: the embedded STOMP broker at /admin/ws, authenticating CONNECT with
 * the same tokens as HTTP, and the pushes of to-do and message changes to the users they
 * concern. With LIVE_RELAY_URL the broker relays every push through RabbitMQ, so it reaches
 * the user on whichever instance their browser is connected to. The to-dos and messages modules announce a change once its rows are committed;
 * this module only delivers.
 */
export const liveModule = definePlugin<LiveContract>(() => {
  let broker: StompBroker | undefined;
  let attached: StompBroker | undefined;
  // One relay per server, made when first asked for (by the health check or the broker).
  let relay: RabbitStompRelay | null | undefined;
  const relayOf = (s: ServiceResolver) => {
    if (relay === undefined) {
      const endpoint = s.get(ServerConfigId).live.relay;
      const log = s.get(ServerLogId);
      relay = endpoint ? new RabbitStompRelay({ ...endpoint, log: (message) => log.warn('relay', message) }) : null;
    }
    return relay;
  };
  return {
    id: 'server-live',
    requires: [todosModuleRef, messagesModuleRef, authModuleRef],
    module(bind) {
      bind.contribute(HealthChecks, (s) => {
        const own = relayOf(s);
        return own ? [relayCheck(own)] : [];
      });
    },
    setup(context) {
      const live = (broker = liveBroker(context, relayOf(context)));
      registerLiveMetrics(context.get(MetricsRegistryId), live, relayOf(context));
      const report = reporter(context.get(ServerLogId));
      const pushes = new LivePushes(live, report);
      // Last, so a push never goes out before another tap's work on the same change.
      context.get(TodoEventsId).changed.tapPromise({ name: 'server-live:todoPush', stage: Stage.LAST }, (change) => pushes.todosChanged(change));
      // A user an administrator disabled: the tokens are gone, so this sweep closes their sockets now rather than at the next periodic check.
      context.get(SessionEventsId).ended.tapPromise({ name: 'server-live:sessionsEnded', stage: Stage.LAST }, () => live.checkTokens().catch((error: unknown) => report(zhCN.brokerFailed, error)));
      context.get(MessageEventsId).added.tapPromise({ name: 'server-live:messagePush', stage: Stage.LAST }, (messages) => pushes.messagesAdded(messages));
      return { broker: live };
    },
    start(context) {
      // Before the server is ready: the broker closes its sockets in Fastify's preClose.
      attached = broker?.attach(context.get(HttpHostId), LIVE_PATH);
    },
    async stop() {
      await attached?.close();
    },
  };
});
