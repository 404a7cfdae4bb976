import type { CSSProperties } from 'react';
import type { ScheduleEvent } from './ScheduleApi.ts';

/** Organised events in the brand blue, those one is invited to in green, as DingTalk tells them apart. */
const OWN = { background: '#e6f4ff', border: '#1677ff' };
const INVITED = { background: '#f6ffed', border: '#52c41a' };

interface EventChipProps {
  event: ScheduleEvent;
  /** What the chip says after the title (a time), if anything. */
  detail?: string;
  style?: CSSProperties;
  onOpen: (event: ScheduleEvent) => void;
}

/** One event as a small clickable box: in a month cell, in the all-day row, or placed in the time grid. */
export function EventChip({ event, detail, style, onOpen }: EventChipProps) {
  const colours = event.editable ? OWN : INVITED;
  return (
    <button
      type="button"
      aria-label={detail ? `${event.title} ${detail}` : event.title}
      title={event.location ? `${event.title}（${event.location}）` : event.title}
      onClick={(click) => {
        // The cell or column underneath would otherwise take the click as "new event here".
        click.stopPropagation();
        onOpen(event);
      }}
      style={{
        display: 'block',
        width: '100%',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        textAlign: 'left',
        fontSize: 12,
        lineHeight: '18px',
        padding: '0 4px',
        margin: '1px 0',
        cursor: 'pointer',
        color: '#1f1f1f',
        background: colours.background,
        border: 'none',
        borderLeft: `3px solid ${colours.border}`,
        borderRadius: 3,
        ...style,
      }}
    >
      {detail ? `${detail} ` : ''}
      {event.title}
    </button>
  );
}
