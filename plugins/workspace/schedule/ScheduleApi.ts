import type { components } from '../../../contracts/generated/schedule.ts';

type Schemas = components['schemas'];
export type ScheduleEvent = Schemas['ScheduleEvent'];
export type ScheduleEventInput = Schemas['ScheduleEventInput'];
export type SchedulePerson = Schemas['SchedulePerson'];

/** The server's time format (the contract's): local time, to the second. */
export const SERVER_TIME = 'YYYY-MM-DD HH:mm:ss';
/** The reminders the contract allows, in minutes before the start; null for none. */
export const REMINDER_CHOICES: readonly ScheduleEventInput['remindMinutes'][] = [null, 0, 5, 15, 30, 60, 1440];
/** The contract's limits, said again where the form enforces them. */
export const EVENT_LIMITS = { title: 50, location: 100, description: 500, invitees: 50 } as const;
