import type { components } from '../../../contracts/generated/admin.ts';
import type { ProcessCentreTotals } from '../../contracts/workflow.ts';
import type { UnreadMessages } from '../../contracts/messages.ts';

export type CountersView = components['schemas']['Counters'];

/**
 * The home page's and the bell's counters, for one user in one company. The four workflow
 * counters are the totals of the lists they name, counted by the lists' own queries
 * (ProcessCentreTotals), never by a query of their own that could drift from them.
 */
export class HomeCounters {
  constructor(
    private readonly messages: UnreadMessages,
    private readonly lists: ProcessCentreTotals,
  ) {}

  async count(userId: number, companyId: number): Promise<CountersView> {
    const [msg, totals] = await Promise.all([
      this.messages.count(userId, companyId),
      this.lists.totals({ userId, companyId }),
    ]);
    return { msg, todo: totals.todo, complete: totals.done, create: totals.started, copy: totals.copied };
  }
}
