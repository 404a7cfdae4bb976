import type { Db } from '../../db/Database.ts';

/** contracts/openapi/admin.yaml Counters. */
export interface CountersView {
  /** Unread, undeleted messages. */
  msg: number;
  /** Open to-dos. */
  todo: number;
  /** Completed to-dos. */
  complete: number;
  /** To-dos the user created for others. */
  create: number;
}

/** The home page's and the bell's counters, for one user in one company. */
export class HomeCounters {
  constructor(private readonly db: Db) {}

  async count(userId: number, companyId: number): Promise<CountersView> {
    const [msg, todos, created] = await Promise.all([
      this.db
        .selectFrom('message')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .where('read_status', '=', 0)
        .where('deleted', '=', 0)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('todo')
        .select(['todo_complete', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .groupBy('todo_complete')
        .execute(),
      this.db
        .selectFrom('todo')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('create_by', '=', userId)
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow(),
    ]);
    const byState = (complete: number) => Number(todos.find((t) => t.todo_complete === complete)?.n ?? 0);
    return { msg: Number(msg.n), todo: byState(0), complete: byState(1), create: Number(created.n) };
  }
}
