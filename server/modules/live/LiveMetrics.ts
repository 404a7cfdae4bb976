import { Gauge, type Registry } from 'prom-client';
import type { RabbitStompRelay, StompBroker } from '../../broker/index.ts';
import type { HealthCheck } from '../../contracts/host.ts';
import { zhCN } from './zhCN.ts';

/**
 * What the live connection shows the operator: open connections and users (read from the
 * broker when scraped) and, with a relay, whether it is connected and how many pushes wait for
 * RabbitMQ — a queue that grows is a relay in trouble before users notice late pushes.
 */
export function registerLiveMetrics(registry: Registry, broker: StompBroker, relay: RabbitStompRelay | null): void {
  const registers = [registry];
  new Gauge({
    name: 'ronghe_live_connections',
    help: 'Signed-in live connections (/admin/ws) on this instance.',
    registers,
    collect() {
      this.set(broker.connectionCount);
    },
  });
  new Gauge({
    name: 'ronghe_live_users',
    help: 'Users with at least one live connection on this instance.',
    registers,
    collect() {
      this.set(broker.usage.users);
    },
  });
  if (relay === null) return;
  new Gauge({
    name: 'ronghe_relay_queue_messages',
    help: 'Pushes waiting for the RabbitMQ relay to (re)connect.',
    registers,
    collect() {
      this.set(relay.queued.messages);
    },
  });
  new Gauge({
    name: 'ronghe_relay_queue_bytes',
    help: 'Bytes of the pushes waiting for the RabbitMQ relay.',
    registers,
    collect() {
      this.set(relay.queued.bytes);
    },
  });
  new Gauge({
    name: 'ronghe_relay_connected',
    help: '1 while the relay to RabbitMQ is connected, else 0.',
    registers,
    collect() {
      this.set(relay.connected ? 1 : 0);
    },
  });
}

/** Not essential: without RabbitMQ the instance serves every request; only pushes to other instances' users wait. */
export function relayCheck(relay: RabbitStompRelay): HealthCheck {
  return {
    name: 'relay',
    essential: false,
    async check() {
      return relay.connected ? null : zhCN.relayDown(relay.queued.messages);
    },
  };
}
