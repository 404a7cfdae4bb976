import { inject, type ProvidedContext } from 'vitest';

/**
 * A service the Vitest run shares (tests/setup/SharedServices.ts), or null outside a Vitest run:
 * the journeys' ServerCluster starts PostgreSQL and RabbitMQ through the same classes under
 * Playwright, where `inject` has no run to ask and throws.
 */
export function runShared<K extends keyof ProvidedContext>(key: K): ProvidedContext[K] | null {
  return process.env.VITEST ? inject(key) : null;
}
