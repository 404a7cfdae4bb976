import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { ClockId, DatabaseId, DemoDataId, SchemaMigrations, ServerLogId, type ServerLog } from '../../contracts/host.ts';
import { MessagePostId, messagesModuleRef } from '../../contracts/messages.ts';
import { UserDirectoryId, orgModuleRef } from '../../contracts/org.ts';
import { ClusterLock } from '../../db/ClusterLock.ts';
import { ScheduleCalendar } from './ScheduleCalendar.ts';
import { ScheduleDemoSeed } from './ScheduleDemoSeed.ts';
import { ScheduleReminders } from './ScheduleReminders.ts';
import { scheduleRoutes } from './ScheduleRoutes.ts';
import type { ScheduleSchema } from './ScheduleTables.ts';
import { scheduleMigration } from './ScheduleMigration.ts';

/** Exported for tests that run the reminder job's tick themselves. */
export const ScheduleRemindersId = createServiceId<ScheduleReminders>('server.schedule.ScheduleReminders');

function reporter(log: ServerLog): (error: unknown) => void {
  return (error) => log.error('schedule', '', error);
}

/**
 * 日程管理: the caller's calendar events, invitations as calendar messages, and the reminder
 * job that runs while the module is started.
 */
export const scheduleModule = definePlugin(() => {
  let reminders: ScheduleReminders | undefined;
  return {
    id: 'server-schedule',
    // Invitees are the organisation's members; the messages module writes the calendar messages.
    requires: [orgModuleRef, messagesModuleRef],
    module(bind) {
      // 日程管理: calendar events and their invitees.
      bind.contribute(SchemaMigrations, { name: '0010_schedule', migration: scheduleMigration });

      bind.factory(ScheduleRemindersId, (s) => new ScheduleReminders(s.get(DatabaseId).db.withTables<ScheduleSchema>(), new ClusterLock(s.get(DatabaseId)), s.get(UserDirectoryId), s.get(MessagePostId), s.get(ClockId), reporter(s.get(ServerLogId))));
      bind.contribute(ApiRoutes, (s) => scheduleRoutes(new ScheduleCalendar(s.get(DatabaseId).db.withTables<ScheduleSchema>(), s.get(UserDirectoryId), s.get(MessagePostId), s.get(ClockId), reporter(s.get(ServerLogId)))));
    },
    async start(context) {
      const database = context.get(DatabaseId);
      if (context.get(DemoDataId).loaded) await new ScheduleDemoSeed(database.db.withTables<ScheduleSchema>(), database.dialect, context.get(UserDirectoryId), context.get(ClockId)).run();
      reminders = context.get(ScheduleRemindersId);
      reminders.start();
    },
    async stop() {
      await reminders?.stop();
    },
  };
});
