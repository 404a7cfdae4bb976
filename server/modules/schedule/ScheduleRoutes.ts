import type { paths } from '../../../contracts/generated/schedule.ts';
import type { ApiCall, ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import type { ScheduleCalendar } from './ScheduleCalendar.ts';
import type { ScheduleEventInput } from './ScheduleEventRules.ts';

const route = contractRoute<paths>();

/** The operations of contracts/openapi/schedule.yaml. */
export function scheduleRoutes(calendar: ScheduleCalendar): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/admin/schedule/events', handler: (call: ApiCall<{ start: string; end: string }>) => calendar.list(call.user, call.query.start, call.query.end) }),
    route({ method: 'POST', path: '/admin/schedule/events', handler: (call: ApiCall<unknown, unknown, ScheduleEventInput>) => calendar.create(call.user, call.body) }),
    route({ method: 'GET', path: '/admin/schedule/events/{id}', handler: (call: ApiCall<unknown, { id: number }>) => calendar.get(call.user, Number(call.params.id)) }),
    route({
      method: 'PUT',
      path: '/admin/schedule/events/{id}',
      handler: (call: ApiCall<unknown, { id: number }, ScheduleEventInput>) => calendar.update(call.user, Number(call.params.id), call.body),
    }),
    route({ method: 'DELETE', path: '/admin/schedule/events/{id}', handler: (call: ApiCall<unknown, { id: number }>) => calendar.remove(call.user, Number(call.params.id)) }),
  ];
}
