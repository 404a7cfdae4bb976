import type { ApiCall, ApiRoute } from '../../app/ApiRoutes.ts';
import type { ScheduleCalendar } from './ScheduleCalendar.ts';
import type { ScheduleEventInput } from './ScheduleEventRules.ts';

/** The operations of contracts/openapi/schedule.yaml. */
export function scheduleRoutes(calendar: ScheduleCalendar): ApiRoute[] {
  return [
    { method: 'GET', path: '/admin/schedule/events', handler: (call: ApiCall<{ start: string; end: string }>) => calendar.list(call.user, call.query.start, call.query.end) },
    { method: 'POST', path: '/admin/schedule/events', handler: (call: ApiCall<unknown, unknown, ScheduleEventInput>) => calendar.create(call.user, call.body) },
    { method: 'GET', path: '/admin/schedule/events/{id}', handler: (call: ApiCall<unknown, { id: number }>) => calendar.get(call.user, Number(call.params.id)) },
    {
      method: 'PUT',
      path: '/admin/schedule/events/{id}',
      handler: (call: ApiCall<unknown, { id: number }, ScheduleEventInput>) => calendar.update(call.user, Number(call.params.id), call.body),
    },
    { method: 'DELETE', path: '/admin/schedule/events/{id}', handler: (call: ApiCall<unknown, { id: number }>) => calendar.remove(call.user, Number(call.params.id)) },
  ];
}
