import type { MessageDraft } from '../../contracts/messages.ts';
import { zhCN } from './zhCN.ts';

/** Spec part 1 §3: application 120's messages of type 4 are calendar messages; the bell shows their content as label/value lines. */
export const CALENDAR_APPLICATION_ID = '120';
export const CALENDAR_MESSAGE_TYPE = 4;
/** Open mode 1: the bell opens the message's detail (the label/value list), not a link or the workflow drawer. */
const OPEN_DETAIL = 1;

/** What a calendar message says about an event. */
export interface EventSummary {
  title: string;
  start_time: string;
  end_time: string;
  all_day: number;
  location: string | null;
  description: string | null;
  organizerName: string;
  inviteeNames: string[];
}

export type CalendarMessageKind = 'invited' | 'changed' | 'cancelled' | 'reminder';

/** The calendar 站内信 of an event: one draft per recipient, the event as label/value pairs. */
export class CalendarMessages {
  static drafts(kind: CalendarMessageKind, event: EventSummary, companyId: number, userIds: readonly number[]): MessageDraft[] {
    if (userIds.length === 0) return [];
    const content = JSON.stringify(CalendarMessages.entries(event));
    return userIds.map((userId) => ({
      userId,
      companyId,
      title: zhCN.message[kind](event.title),
      content,
      author: event.organizerName || null,
      applicationId: CALENDAR_APPLICATION_ID,
      applicationName: zhCN.applicationName,
      msgType: CALENDAR_MESSAGE_TYPE,
      openMode: OPEN_DETAIL,
      link: null,
    }));
  }

  static entries(event: EventSummary): { label: string; value: string }[] {
    const labels = zhCN.labels;
    const entries = [
      { label: labels.title, value: event.title },
      { label: labels.time, value: CalendarMessages.timeOf(event) },
    ];
    if (event.location) entries.push({ label: labels.location, value: event.location });
    entries.push({ label: labels.organizer, value: event.organizerName });
    if (event.inviteeNames.length > 0) entries.push({ label: labels.invitees, value: event.inviteeNames.join('、') });
    if (event.description) entries.push({ label: labels.description, value: event.description });
    return entries;
  }

  /** `2026-11-27 10:00 ~ 11:00` on one day, both dates when it spans days; all-day events by date. */
  static timeOf(event: Pick<EventSummary, 'start_time' | 'end_time' | 'all_day'>): string {
    const startDay = event.start_time.slice(0, 10);
    const endDay = event.end_time.slice(0, 10);
    if (event.all_day === 1) return startDay === endDay ? `${startDay} ${zhCN.allDay}` : `${startDay} ~ ${endDay} ${zhCN.allDay}`;
    const start = event.start_time.slice(0, 16);
    return startDay === endDay ? `${start} ~ ${event.end_time.slice(11, 16)}` : `${start} ~ ${event.end_time.slice(0, 16)}`;
  }
}
