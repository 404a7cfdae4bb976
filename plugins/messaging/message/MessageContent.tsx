import { Typography } from 'antd';
import type { Message } from '../MessagingApi.ts';
import { DESCRIPTION_TEXT } from '../../../core/ui/ReadableColours.ts';

/** Part 1 §3: application 120 sends calendar messages (msgType 4) whose content is a label/value list. */
export const CALENDAR_APPLICATION_ID = 120;
export const CALENDAR_MESSAGE_TYPE = 4;

interface CalendarEntry {
  label: string;
  value: string;
}

function calendarEntries(content: string): CalendarEntry[] | null {
  try {
    const value: unknown = JSON.parse(content);
    if (!Array.isArray(value)) return null;
    return value.map((entry: { label?: unknown; value?: unknown }) => ({ label: String(entry?.label ?? ''), value: String(entry?.value ?? '') }));
  } catch {
    return null;
  }
}

/** A message's text: a calendar message as its label/value lines, anything else as written. */
export function MessageContent({ message, ellipsis = false }: { message: Pick<Message, 'applicationId' | 'msgType' | 'msgContent'>; ellipsis?: boolean }) {
  const content = message.msgContent ?? '';
  const isCalendar = message.applicationId === CALENDAR_APPLICATION_ID && message.msgType === CALENDAR_MESSAGE_TYPE;
  const entries = isCalendar ? calendarEntries(content) : null;
  if (entries) {
    return (
      <dl style={{ margin: 0 }}>
        {entries.map((entry, index) => (
          <div key={index} style={{ display: 'flex', gap: 4 }}>
            <dt style={{ color: DESCRIPTION_TEXT }}>{entry.label}：</dt>
            <dd style={{ margin: 0 }}>{entry.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  // A calendar message whose content is not the expected list still shows what it says.
  return (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} ellipsis={ellipsis ? { rows: 2 } : false}>
      {content}
    </Typography.Paragraph>
  );
}
