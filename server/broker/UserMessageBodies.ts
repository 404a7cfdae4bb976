/**
 * The JSON bodies the web client understands on its user destinations (spec part 1, live
 * connection and socket notices). The broker sends any JSON; these are for the modules that
 * publish, so what they send matches what the client reads.
 */

/** A to-do was added or removed in these companies: the client refreshes its to-do list. */
export interface TaskEventBody {
  type: 'add' | 'del';
  companyIds: number[];
}

/** An account binding succeeded (301, 绑定成功) or failed (302, with the reason shown). */
export type BindingNoticeBody = { command: 301 } | { command: 302; type: string };
