import dayjs from 'dayjs';
import { zhCN } from './zhCN.ts';

/** The server's time format (contracts: `yyyy-MM-dd HH:mm:ss`), also what older times show as. */
const FULL = 'YYYY-MM-DD HH:mm:ss';

/**
 * The time-ago helper of part 1 §9: 刚刚 under 30 s, minutes under an hour, hours under a day,
 * 1天前 under two days, the full time after that (and for a time in the future, or one that
 * does not parse: shown as given).
 */
export function timeAgo(time: string, now: Date = new Date()): string {
  const then = dayjs(time);
  if (!then.isValid()) return time;
  const seconds = (now.getTime() - then.valueOf()) / 1000;
  if (seconds < 0) return then.format(FULL);
  if (seconds < 30) return zhCN.timeAgo.justNow;
  if (seconds < 3600) return zhCN.timeAgo.minutes(Math.ceil(seconds / 60));
  if (seconds < 86400) return zhCN.timeAgo.hours(Math.ceil(seconds / 3600));
  if (seconds < 172800) return zhCN.timeAgo.oneDay;
  return then.format(FULL);
}
