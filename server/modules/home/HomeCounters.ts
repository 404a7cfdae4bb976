import type { ProcessCentreTotals, UnreadMessages } from '../../app/ServerContracts.ts';

/** contracts/openapi/admin.yaml Counters. */
export interface CountersView {
  /** Unread, undeleted messages. */
  msg: number;
  /** 待办: the total of 我的待办 (held tasks and open to-dos of types 2 and 3). */
  todo: number;
  /** 已办: the total of 我的已办. */
  complete: number;
  /** 我发起的: the total of 我发起的. */
  create: number;
  /** 抄送我的: the total of 抄送我的. */
  copy: number;
}

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
