import type { Clock } from '../../contracts/host.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { ScheduleDb } from './ScheduleTables.ts';
import { advanceIdSequence } from '../../db/IdSequence.ts';

const COMPANY_TECH = 1;
const ZHANGSAN = 2;
const LISI = 3;
const WANGWU = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoEvent {
  id: number;
  organizer: number;
  title: string;
  /** Days after the seeding day, and the hours of the day ('all' for an all-day event). */
  day: number;
  hours: readonly [string, string] | 'all';
  location: string | null;
  description: string | null;
  invitees: number[];
}

/*
 * A few events in the days after the first start, so a fresh calendar has something to show.
 * No reminders: a demo must not push messages by itself.
 */
const DEMO_EVENTS: readonly DemoEvent[] = [
  { id: 1, organizer: ZHANGSAN, title: '项目周例会', day: 1, hours: ['09:30:00', '10:30:00'], location: '3楼会议室', description: '同步本周进度与风险', invitees: [LISI, WANGWU] },
  { id: 2, organizer: ZHANGSAN, title: '拜访客户', day: 2, hours: ['14:00:00', '16:00:00'], location: '客户公司', description: null, invitees: [] },
  { id: 3, organizer: LISI, title: '技术方案评审', day: 3, hours: ['15:00:00', '16:30:00'], location: '5楼会议室', description: '流程引擎改造方案', invitees: [ZHANGSAN] },
  { id: 4, organizer: LISI, title: '部门团建', day: 5, hours: 'all', location: '郊野公园', description: null, invitees: [] },
];

/**
 * The demo calendar of 张三 and 李四, loaded by the module on start when the demo
 * organisation exists (a test's bare server has none). Idempotent: fixed ids, inserted only
 * when absent, so events edited or deleted since are left as they are.
 */
export class ScheduleDemoSeed {
  constructor(
    private readonly db: ScheduleDb,
    private readonly dialect: DatabaseDialect,
    private readonly users: Pick<UserDirectory, 'accountByUsername'>,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<number> {
    if (!(await this.users.accountByUsername('zhangsan'))) return 0;
    const present = await this.db.selectFrom('schedule_event').select('id').where('id', '<=', DEMO_EVENTS.length).execute();
    // Seeded once: deleting a demo event must not bring it back at the next start.
    if (present.length > 0) return 0;
    const now = this.clock.now();
    const created = DisplayTime.format(now);
    return this.db.transaction().execute(async (tx) => {
      for (const event of DEMO_EVENTS) {
        const day = DisplayTime.format(now + event.day * DAY_MS).slice(0, 10);
        const [from, to] = event.hours === 'all' ? ['00:00:00', '23:59:59'] : event.hours;
        await tx
          .insertInto('schedule_event')
          .values({
            id: event.id,
            company_id: COMPANY_TECH,
            organizer_id: event.organizer,
            title: event.title,
            start_time: `${day} ${from}`,
            end_time: `${day} ${to}`,
            all_day: event.hours === 'all' ? 1 : 0,
            location: event.location,
            description: event.description,
            remind_minutes: null,
            remind_at: null,
            reminded: 0,
            create_time: created,
            update_time: created,
          })
          .execute();
        if (event.invitees.length > 0) await tx.insertInto('schedule_invitee').values(event.invitees.map((userId) => ({ event_id: event.id, user_id: userId }))).execute();
      }
      // PostgreSQL's identity sequence must move past the fixed ids, or the next new event clashes.
      if (this.dialect === 'postgres') {
        await advanceIdSequence(tx, 'schedule_event');
      }
      return DEMO_EVENTS.length;
    });
  }
}
