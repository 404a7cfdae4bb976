import { definePlugin } from '../../../contracts/workbench/index.ts';
import { Stage } from '../../../core/hooks/index.ts';
import { ApiError } from '../../http/ApiError.ts';
import { ClockId, DatabaseId, ServerConfigId, ServerHooksId, SchemaMigrations } from '../../contracts/host.ts';
import { AddressRateLimit } from './AddressRateLimit.ts';
import { rateWindowMigration } from './RateWindowMigration.ts';
import { limitsTexts } from './zh-CN.ts';

/**
 * The per-address request limits (issue 22): an operation whose contract names a limit
 * (`x-ronghe-rate`) is counted per client address before anything else is done for it, and
 * answered 429 beyond the allowance RATE_*_PER_MINUTE sets.
 */
export const limitsModule = definePlugin(() => ({
  id: 'server-limits',
  module(bind) {
    bind.contribute(SchemaMigrations, { name: '0043_rate_window', migration: () => rateWindowMigration });
  },
  setup(context) {
    const rates = new AddressRateLimit(context.get(DatabaseId).db, context.get(ClockId));
    const allowance = context.get(ServerConfigId).rateLimits;
    context.get(ServerHooksId).rateLimit.tapPromise({ name: 'server-limits:perAddress', stage: Stage.NORMAL }, async ({ bucket, address }) =>
      (await rates.admit(bucket, address, allowance[bucket])) ? undefined : new ApiError(429, limitsTexts.tooFrequent),
    );
  },
}));
